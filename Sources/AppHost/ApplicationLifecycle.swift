/// One application's lifecycle, from launch to termination, through its delegate.
///
/// It is plain `async` code on the main actor, independent of how the main thread is
/// served: ``ApplicationMain(_:)`` and ``HostedLaunch`` drive it from the main run loop,
/// and unit tests await it directly with an injected clock.
///
/// ```
/// notRunning ─► launching: willFinishLaunching ─► didFinishLaunching ─┬─► active: didBecomeActive
///                  (false / throws / allowance exceeded) ─► terminated │      (wait for a request)
///                                                                      └─► terminating: willTerminate ─► terminated
/// ```
@MainActor
struct ApplicationLifecycle {
    /// The application whose delegate receives the callbacks.
    let application: Application
    /// How long the launching callbacks may take together.
    let launchAllowance: Duration
    /// The clock the allowance is measured on.
    let clock: any Clock<Duration>
    /// Called once the application is active (its launch finished).
    var onActive: @MainActor () -> Void = {}
    /// Called, off the main actor, when the allowance ran out before the launch ended: a
    /// delegate that blocks the main thread cannot be noticed by the lifecycle itself.
    var onAllowanceExceeded: @Sendable (LaunchFailure) -> Void = { _ in }

    /// Runs the whole lifecycle and tells how it ended.
    func run() async -> ApplicationExit {
        Application.current = application
        application.state = .launching
        if let failure = await launch() {
            application.state = .terminated
            return ApplicationExit(applicationName: application.name, reason: .launchFailed(failure))
        }
        application.state = .active
        application.delegate?.applicationDidBecomeActive(application)
        onActive()
        let reason = await application.terminationRequests.next()
        application.state = .terminating
        await application.delegate?.applicationWillTerminate(application)
        application.state = .terminated
        return ApplicationExit(applicationName: application.name, reason: .terminated(reason))
    }

    /// Runs the launching callbacks against the allowance; nil when the launch succeeded.
    private func launch() async -> LaunchFailure? {
        guard let delegate = application.delegate else { return nil }
        let delegateName = String(reflecting: type(of: delegate))
        let finish = OneShot<LaunchFailure?>()
        let application = self.application
        let launching = Task { @MainActor in
            finish.resolve(await Self.launchCallbacks(of: delegate, named: delegateName, application: application))
        }
        let clock = self.clock
        let allowance = launchAllowance
        let onAllowanceExceeded = self.onAllowanceExceeded
        // Detached, so the allowance is measured even while the delegate holds the main thread.
        let timer = Task.detached {
            do {
                try await clock.sleep(for: allowance)
            } catch {
                return  // cancelled: the launch ended first
            }
            let failure = LaunchFailure.exceededAllowance(delegate: delegateName, allowance: allowance)
            if finish.resolve(failure) { onAllowanceExceeded(failure) }
        }
        let outcome = await finish.value()
        timer.cancel()
        if outcome != nil { launching.cancel() }
        return outcome
    }

    /// willFinishLaunching then didFinishLaunching; the first false or error ends the launch.
    private static func launchCallbacks(
        of delegate: any ApplicationDelegate, named name: String, application: Application
    ) async -> LaunchFailure? {
        let options = application.launchOptions
        let steps: [(String, (Application, LaunchOptions) async throws -> Bool)] = [
            ("application(_:willFinishLaunchingWithOptions:)", delegate.application(_:willFinishLaunchingWithOptions:)),
            ("application(_:didFinishLaunchingWithOptions:)", delegate.application(_:didFinishLaunchingWithOptions:)),
        ]
        for (callback, step) in steps {
            do {
                guard try await step(application, options) else {
                    return .declined(delegate: name, callback: callback)
                }
            } catch {
                return .threw(delegate: name, callback: callback, error: String(describing: error))
            }
        }
        return nil
    }
}
