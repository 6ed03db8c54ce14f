internal import AppHost
internal import HarnessWire

/// One test module's `TestHost` declaration, found by name.
// @unchecked: a module name and a metatype, neither of which holds mutable state.
struct TestHostDeclaration: @unchecked Sendable {
    /// The type name Harness looks up in each test module.
    static let typeName = "TestHost"

    /// The test module that declares it.
    let module: String
    /// The declaring type.
    let host: any ApplicationTestHost.Type

    /// The delegate choice the declaration makes, for ``HostedLaunch``.
    var delegateChoice: HostedLaunch.DelegateChoice {
        switch host.delegate {
        case .testing: .testingDelegate(searchingModules: [module])
        case .production: .productionDelegate
        }
    }

    /// The declaration as plain data, resolving the delegate by name without creating it.
    func record() -> Result<TestHostRecord, LaunchFailure> {
        func resolve<Host: ApplicationTestHost>(_ host: Host.Type) -> Result<TestHostRecord, LaunchFailure> {
            let application = String(reflecting: Host.HostApplication.self)
            return HostedLaunch.resolve(delegateChoice, for: Host.HostApplication.self).map { resolved in
                switch resolved {
                case .testing(let name):
                    TestHostRecord(module: module, application: application, delegateKind: .testing, delegate: name)
                case .none: TestHostRecord(module: module, application: application, delegateKind: .none, delegate: nil)
                case .production(let name):
                    TestHostRecord(module: module, application: application, delegateKind: .production, delegate: name)
                }
            }
        }
        return resolve(host)
    }

    /// Launches the host application, runs `work` once it is active, terminates it in order.
    @MainActor
    func launch(_ work: () -> Int32) -> ApplicationExit {
        func launch<Host: ApplicationTestHost>(_ host: Host.Type) -> ApplicationExit {
            HostedLaunch.run(Host.HostApplication.self, delegate: delegateChoice) { _ in work() }
        }
        return launch(host)
    }
}
