import Foundation
import Testing

@testable import AppHost

@MainActor
// Serialized: a launch sets the process-wide `Application.current`, which one test checks.
@Suite(.serialized) struct ApplicationLifecycleTests {
    private func lifecycle(
        _ delegate: (any ApplicationDelegate)?,
        role: Application.Role = .standalone,
        clock: any Clock<Duration> = ContinuousClock(),
        allowance: Duration = .seconds(20)
    ) -> ApplicationLifecycle {
        let application = Application(
            name: "Sample", launchOptions: LaunchOptions(commandLine: ["sample"], environment: [:]),
            role: role, delegate: delegate, terminationRequests: TerminationRequests()
        )
        return ApplicationLifecycle(application: application, launchAllowance: allowance, clock: clock)
    }

    @Test func aNormalLifecycleCallsEveryCallbackInOrder() async {
        let delegate = RecordingDelegate()
        var lifecycle = lifecycle(delegate)
        let application = lifecycle.application
        lifecycle.onActive = { application.terminate(exitCode: 7) }
        let exit = await lifecycle.run()
        #expect(delegate.calls == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willTerminate"])
        #expect(delegate.states == [.launching, .launching, .active, .terminating])
        #expect(application.state == .terminated)
        #expect(exit.reason == .terminated(.requested(exitCode: 7)))
        #expect(exit.status == 7)
        #expect(exit.failureLine == nil)
        #expect(Application.current === application)
    }

    @Test(arguments: [(Int32(15), Int32(143)), (Int32(2), Int32(130))])
    func aSignalTerminatesInOrderWithTheShellsStatus(signal: Int32, status: Int32) async {
        let delegate = RecordingDelegate()
        var lifecycle = lifecycle(delegate)
        let requests = lifecycle.application.terminationRequests
        lifecycle.onActive = { requests.request(.signal(signal)) }
        let exit = await lifecycle.run()
        #expect(delegate.calls.last == "willTerminate")
        #expect(exit.status == status)
    }

    @Test func aSignalDuringLaunchIsHonouredOnceLaunched() async {
        let delegate = RecordingDelegate()
        let lifecycle = lifecycle(delegate)
        lifecycle.application.terminationRequests.request(.signal(15))
        let exit = await lifecycle.run()
        #expect(delegate.calls == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willTerminate"])
        #expect(exit.status == 143)
    }

    @Test(
        arguments: [
            (
                RecordingDelegate.Behaviour.decline, RecordingDelegate.Behaviour.succeed, ["willFinishLaunching"],
                Int32(69),
                "Sample: failed to launch: AppHostTests.RecordingDelegate returned false from "
                    + "application(_:willFinishLaunchingWithOptions:)"
            ),
            (
                .succeed, .decline, ["willFinishLaunching", "didFinishLaunching"], 69,
                "Sample: failed to launch: AppHostTests.RecordingDelegate returned false from "
                    + "application(_:didFinishLaunchingWithOptions:)"
            ),
            (
                .succeed, .fail, ["willFinishLaunching", "didFinishLaunching"], 70,
                "Sample: failed to launch: AppHostTests.RecordingDelegate threw from "
                    + "application(_:didFinishLaunchingWithOptions:): the disk is full"
            ),
        ] as [(RecordingDelegate.Behaviour, RecordingDelegate.Behaviour, [String], Int32, String)])
    func aFailedLaunchStopsWithOneLine(
        willFinish: RecordingDelegate.Behaviour, didFinish: RecordingDelegate.Behaviour,
        calls: [String], status: Int32, line: String
    ) async {
        let delegate = RecordingDelegate()
        delegate.willFinish = willFinish
        delegate.didFinish = didFinish
        let lifecycle = lifecycle(delegate)
        let exit = await lifecycle.run()
        #expect(delegate.calls == calls, "no didBecomeActive, no willTerminate after a failed launch")
        #expect(exit.status == status)
        #expect(exit.failureLine == line)
        #expect(lifecycle.application.state == .terminated)
    }

    @Test func aLaunchPastItsAllowanceFails() async {
        let delegate = RecordingDelegate()
        delegate.didFinish = .hang
        let exceeded = OneShot<LaunchFailure>()
        var lifecycle = lifecycle(delegate, clock: ExpiredClock(), allowance: .milliseconds(1500))
        lifecycle.onAllowanceExceeded = { exceeded.resolve($0) }
        let exit = await lifecycle.run()
        #expect(exit.status == 75)
        #expect(
            exit.failureLine
                == "Sample: failed to launch: AppHostTests.RecordingDelegate did not finish launching within "
                + "its allowance of 1.5 s (APPHOST_LAUNCH_ALLOWANCE=<seconds> changes it)"
        )
        #expect(
            exceeded.current
                == .exceededAllowance(delegate: "AppHostTests.RecordingDelegate", allowance: .milliseconds(1500)),
            "the watchdog hears about it")
        #expect(!delegate.calls.contains("didBecomeActive"))
    }

    @Test func aLaunchWithinItsAllowanceDoesNotWakeTheWatchdog() async {
        let exceeded = OneShot<LaunchFailure>()
        var lifecycle = lifecycle(RecordingDelegate(), allowance: .seconds(30))
        lifecycle.onAllowanceExceeded = { exceeded.resolve($0) }
        lifecycle.application.terminationRequests.request(.requested(exitCode: 0))
        _ = await lifecycle.run()
        #expect(!exceeded.isResolved)
    }

    @Test func withNoDelegateTheLaunchSimplySucceeds() async {
        var lifecycle = lifecycle(nil, role: .hostingTests)
        let requests = lifecycle.application.terminationRequests
        lifecycle.onActive = { requests.request(.hostedWorkFinished(status: 1)) }
        let exit = await lifecycle.run()
        #expect(exit.reason == .terminated(.hostedWorkFinished(status: 1)))
        #expect(exit.status == 1)
    }

    @Test func terminateIsDeferredWhileHostingTests() async {
        let delegate = RecordingDelegate()
        var lifecycle = lifecycle(delegate, role: .hostingTests)
        let application = lifecycle.application
        lifecycle.onActive = {
            application.terminate(exitCode: 9)  // ignored: the tests are not done
            application.terminationRequests.request(.hostedWorkFinished(status: 0))
        }
        let exit = await lifecycle.run()
        #expect(exit.status == 0)
        #expect(delegate.calls.last == "willTerminate")
    }
}
