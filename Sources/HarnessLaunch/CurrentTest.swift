import HarnessWire

#if canImport(Testing)
    import Testing
#endif

/// The test running the calling task, named as the runner names it
/// (`Module.Suite/function()`, `Module.Class/method`), so a kept launch folder names its test
/// fully (``KeptLaunchFolder``) and two suites' functions of the same name never share output.
///
/// Swift Testing says which test runs (`Test.current`), and so does Harness's XCTest
/// (``TestEndActions/current``); the toolchain's XCTest has no such thing for a library that
/// does not link it, so a test there names itself (``LaunchScope/init(name:)`` with XCTest's
/// `name`, `Class.method`).
enum CurrentTest {
    /// The running test, or nil when neither Swift Testing nor Harness's XCTest runs one.
    static var identifier: TestIdentifier? {
        #if canImport(Testing)
            if let id = Test.current?.id, let function = id.nameComponents.last {
                return TestIdentifier(
                    module: id.moduleName, className: id.nameComponents.dropLast().joined(separator: "."),
                    method: function)
            }
        #endif
        return TestEndActions.current?.test
    }

    /// Records `message` as a warning on the running Swift Testing test: it names a program
    /// on the test's result without failing it, at the line that launched it (`site`), else at
    /// the test's own declaration, never here. Nothing outside a Swift Testing test (XCTest has
    /// no warnings: the line on standard error is what it gets), or before Swift 6.3.
    static func warn(_ message: String, at site: LaunchSite?) {
        #if canImport(Testing) && compiler(>=6.3)
            guard let test = Test.current else { return }
            let location = site?.sourceLocation ?? test.sourceLocation
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        #endif
    }
}
