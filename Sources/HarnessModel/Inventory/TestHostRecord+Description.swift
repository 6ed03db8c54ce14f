import HarnessWire

extension TestHostRecord {
    /// How `harness list` and the console name a host and its delegate choice, so the seeds'
    /// question — which delegate launched this app? — is answered on every run.
    ///
    /// ```swift
    /// record.hostDescription
    /// // "hosted by NoteServer.NoteServerApp with NoteServerAppTests.TestingAppDelegate (testing delegate)"
    /// ```
    package var hostDescription: String {
        let delegateText =
            switch delegateKind {
            case .testing: "with \(delegate ?? "TestingAppDelegate") (testing delegate)"
            case .production: "with \(delegate ?? "its delegate") (production delegate)"
            case .none: "with no delegate"
            }
        return "hosted by \(application) \(delegateText)"
    }
}

extension TestBundle {
    /// The test modules — Harness's *test bundles* — in listing order, with the host each
    /// declares (nil for a library module).
    ///
    /// SwiftPM links every test target of a package into one executable, so one `TestBundle`
    /// (an executable) can hold library and application bundles side by side.
    ///
    /// ```swift
    /// bundle.modules.map(\.name)   // ["NoteKitTests", "NoteServerAppTests", "NoteServerLaunchTests"]
    /// ```
    package var modules: [(name: String, host: TestHostRecord?, classes: [TestClass])] {
        var order: [String] = []
        var classesByModule: [String: [TestClass]] = [:]
        for testClass in classes {
            if classesByModule[testClass.module] == nil { order.append(testClass.module) }
            classesByModule[testClass.module, default: []].append(testClass)
        }
        return order.map { (name: $0, host: host(ofModule: $0), classes: classesByModule[$0] ?? []) }
    }
}
