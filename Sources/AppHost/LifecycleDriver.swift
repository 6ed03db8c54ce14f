import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Drives an ``ApplicationLifecycle`` from the main thread's ``MainRunLoop``: as a program
/// of its own (until a termination request), or to host work run once launch finished.
@MainActor
struct LifecycleDriver {
    let application: Application
    let launchAllowance: Duration
    var clock: any Clock<Duration> = ContinuousClock()
    var watchdog = LaunchWatchdog()

    /// Launches, serves the main queue until a `terminate()` call or a signal, terminates in
    /// order. A second signal while terminating exits at once.
    func runStandalone(signals: any TerminationSignalSource) -> ApplicationExit {
        let requests = application.terminationRequests
        let name = application.name
        let signalled = Atomic<Bool>(false)
        signals.start { number in
            if signalled.exchange(true, ordering: .acquiringAndReleasing) {
                FileHandle.standardError.write(
                    Data("\(name): signal \(number) again while terminating; exiting now\n".utf8))
                _exit(128 + number)
            }
            requests.request(.signal(number))
        }
        defer { signals.stop() }
        let loop = MainRunLoop()
        let finished = OneShot<ApplicationExit>()
        let announcement = ReadyAnnouncement(environment: application.launchOptions.environment)
        var lifecycle = lifecycle(loop: loop)
        let application = self.application
        lifecycle.onActive = {
            announcement?.announce(processIdentifier: getpid(), addresses: application.listeningAddresses)
        }
        start(lifecycle, loop: loop, finished: finished)
        loop.run(until: { finished.isResolved })
        guard let exit = finished.current else { unreachableExit() }
        return exit
    }

    /// Launches; once the application is active runs `work` on the main thread (outside any
    /// main-queue block, so it may wait and serve the main queue itself), then terminates in
    /// order with the work's status. A failed launch returns without running `work`.
    func runHosting(_ work: (Application) -> Int32) -> ApplicationExit {
        let loop = MainRunLoop()
        let launched = OneShot<Bool>()
        let finished = OneShot<ApplicationExit>()
        var lifecycle = lifecycle(loop: loop)
        lifecycle.onActive = {
            launched.resolve(true)
            loop.wake()
        }
        start(lifecycle, loop: loop, finished: finished)
        loop.run(until: { launched.isResolved || finished.isResolved })
        if let failed = finished.current { return failed }
        let status = work(application)
        application.terminationRequests.request(.hostedWorkFinished(status: status))
        loop.run(until: { finished.isResolved })
        guard let exit = finished.current else { unreachableExit() }
        return exit
    }

    private func lifecycle(loop: MainRunLoop) -> ApplicationLifecycle {
        var lifecycle = ApplicationLifecycle(application: application, launchAllowance: launchAllowance, clock: clock)
        let watchdog = self.watchdog
        let name = application.name
        lifecycle.onAllowanceExceeded = { failure in
            let exit = ApplicationExit(applicationName: name, reason: .launchFailed(failure))
            watchdog.allowanceExceeded(line: exit.failureLine ?? failure.message, status: exit.status)
        }
        return lifecycle
    }

    private func start(_ lifecycle: ApplicationLifecycle, loop: MainRunLoop, finished: OneShot<ApplicationExit>) {
        let watchdog = self.watchdog
        Task { @MainActor in
            let exit = await lifecycle.run()
            watchdog.disarm()
            finished.resolve(exit)
            loop.wake()
        }
    }

    /// The loops above only return once `finished` is resolved.
    private func unreachableExit() -> Never {
        fatalError("AppHost: the run loop returned before the lifecycle finished")
    }
}
