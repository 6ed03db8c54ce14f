import Foundation

/// Runs an application's lifecycle through its production delegate, then exits: the Linux
/// `UIApplicationMain`.
///
/// Creates ``Application/shared`` and the delegate, sends the launching callbacks (within
/// the launch allowance), then serves the main queue and the main actor until
/// ``Application/terminate(exitCode:)``, SIGTERM or SIGINT, sends `applicationWillTerminate`,
/// and exits. A failed launch prints one line (`NoteServer: failed to launch: …`) and exits
/// with ``ApplicationExit/Status``'s code.
///
/// ```swift
/// // main.swift — the whole entry point
/// import AppHost
/// ApplicationMain(NoteServerApp.self)
/// ```
///
/// Exit statuses: the code given to `terminate(exitCode:)` (0 by default), 128 + the signal
/// number after SIGTERM or SIGINT, 69 / 70 / 75 when the launch was declined / threw / ran
/// out of time.
@MainActor
public func ApplicationMain<App: MainApplication>(_ app: App.Type, options: LaunchOptions = .current) -> Never {
    runAndExit(name: App.name, delegate: App.Delegate(), allowance: App.launchAllowance, options: options)
}

/// Runs an application's lifecycle with `delegate` as its delegate, then exits; for an
/// application without a ``MainApplication`` type.
///
/// ```swift
/// // main.swift
/// import AppHost
/// ApplicationMain(delegate: ToolDelegate.self, name: "tool", launchAllowance: .seconds(5))
/// ```
@MainActor
public func ApplicationMain<Delegate: ApplicationDelegate>(
    delegate: Delegate.Type,
    name: String = String(describing: Delegate.self),
    launchAllowance: Duration = .seconds(20),
    options: LaunchOptions = .current
) -> Never {
    runAndExit(name: name, delegate: Delegate(), allowance: launchAllowance, options: options)
}

/// Runs the lifecycle on this, the main, thread and exits with its status.
@MainActor
private func runAndExit(name: String, delegate: any ApplicationDelegate, allowance: Duration, options: LaunchOptions)
    -> Never
{
    let application = Application(
        name: name, launchOptions: options, role: .standalone,
        delegate: delegate, terminationRequests: TerminationRequests()
    )
    let exit = LifecycleDriver(
        application: application,
        launchAllowance: LaunchAllowance.resolve(declared: allowance, environment: options.environment)
    ).runStandalone(signals: ProcessTerminationSignals())
    if let line = exit.failureLine {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
    Foundation.exit(exit.status)
}
