import Foundation

/// Launches an application in this process to host other work — a test bundle's tests —
/// with the testing delegate swap built in.
///
/// This is what `XCTMain` does for a bundle that declares a `TestHost`: the application's
/// launch sequence runs through its lifecycle with the bundle's `TestingAppDelegate` (or no
/// delegate at all), the work runs on the main thread once the application is active, then
/// the application terminates in order. The production delegate is never created unless
/// asked for.
///
/// ```swift
/// let delegate = HostedLaunch.DelegateChoice.testingDelegate(searchingModules: ["NoteServerAppTests"])
/// let exit = HostedLaunch.run(NoteServerApp.self, delegate: delegate) { app in
///     runTests()            // Application.shared is app; app.state == .active
/// }
/// exit.status               // the work's status, or the launch failure's
/// ```
public enum HostedLaunch {
    /// Which delegate a hosted launch uses.
    public enum DelegateChoice: Sendable, Hashable {
        /// The type named `TestingAppDelegate` in one of these modules, or no delegate when
        /// none defines one. Never the application's production delegate.
        case testingDelegate(searchingModules: [String])
        /// The application's production delegate: the real launch, for tests that need it.
        case productionDelegate
    }

    /// The delegate a choice comes to, found without creating anything (for listings).
    public enum ResolvedDelegate: Sendable, Hashable {
        /// A testing delegate, by its qualified type name.
        case testing(String)
        /// No delegate: the bundle defines no `TestingAppDelegate`.
        case none
        /// The production delegate, by its qualified type name.
        case production(String)
    }

    /// Resolves `choice` for `app` without launching anything.
    public static func resolve<App: MainApplication>(_ choice: DelegateChoice, for app: App.Type) -> Result<
        ResolvedDelegate, LaunchFailure
    > {
        switch choice {
        case .productionDelegate:
            return .success(.production(String(reflecting: App.Delegate.self)))
        case .testingDelegate(let modules):
            return TestingDelegateLookup.find(inModules: modules).map { type in
                type.map { .testing(String(reflecting: $0)) } ?? .none
            }
        }
    }

    /// Launches `app` with the chosen delegate, runs `work` once it is active, terminates it
    /// in order, and returns how it ended (no exit). Main thread only.
    ///
    /// While hosting, SIGTERM and SIGINT keep their default actions (a runner stops a stuck
    /// host by signal), and `terminate()` is deferred to the end of the work.
    ///
    /// - Returns: `.terminated(.hostedWorkFinished(status:))` with the work's status, or
    ///   `.launchFailed` (the work did not run): print ``ApplicationExit/failureLine``.
    @MainActor
    public static func run<App: MainApplication>(
        _ app: App.Type,
        delegate choice: DelegateChoice,
        options: LaunchOptions = .current,
        work: (Application) -> Int32
    ) -> ApplicationExit {
        let delegate: (any ApplicationDelegate)?
        switch choice {
        case .productionDelegate:
            delegate = App.Delegate()
        case .testingDelegate(let modules):
            switch TestingDelegateLookup.find(inModules: modules) {
            case .success(let type): delegate = type?.init()
            case .failure(let failure):
                return ApplicationExit(applicationName: App.name, reason: .launchFailed(failure))
            }
        }
        let application = Application(
            name: App.name, launchOptions: options, role: .hostingTests,
            delegate: delegate, terminationRequests: TerminationRequests()
        )
        let allowance = LaunchAllowance.resolve(declared: App.launchAllowance, environment: options.environment)
        return LifecycleDriver(application: application, launchAllowance: allowance).runHosting(work)
    }
}
