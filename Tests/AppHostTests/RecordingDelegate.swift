import AppHost

/// A delegate that records every callback it receives and behaves as a test tells it to.
final class RecordingDelegate: ApplicationDelegate {
    /// What a launching callback does.
    enum Behaviour {
        case succeed, decline, fail, hang
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    var calls: [String] = []
    var willFinish = Behaviour.succeed
    var didFinish = Behaviour.succeed
    /// The application's state seen in each callback.
    var states: [Application.State] = []

    init() {}

    func application(_ application: Application, willFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool
    {
        calls.append("willFinishLaunching")
        states.append(application.state)
        return try await perform(willFinish)
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool
    {
        calls.append("didFinishLaunching")
        states.append(application.state)
        return try await perform(didFinish)
    }

    func applicationDidBecomeActive(_ application: Application) {
        calls.append("didBecomeActive")
        states.append(application.state)
    }

    func applicationWillTerminate(_ application: Application) async {
        calls.append("willTerminate")
        states.append(application.state)
    }

    private func perform(_ behaviour: Behaviour) async throws -> Bool {
        switch behaviour {
        case .succeed: return true
        case .decline: return false
        case .fail: throw Failure()
        case .hang:
            try await Task.sleep(for: .seconds(60))  // cancelled when the allowance runs out
            return true
        }
    }
}

/// A clock whose every sleep ends at once: an allowance measured on it has always run out,
/// so "the launch took too long" is tested without waiting.
struct ExpiredClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
}

/// The `TestingAppDelegate` of this module, for the lookup by name.
final class TestingAppDelegate: ApplicationDelegate {
    init() {}
}
