import HarnessWire

#if canImport(Testing)
    import Testing
#endif

/// The test running the calling task, named as the runner names it
/// (`Module.Suite/function()`), so a kept launch folder names its test fully
/// (``KeptLaunchFolder``) and two suites' functions of the same name never share output.
///
/// Swift Testing says which test runs (`Test.current`); XCTest has no such thing for a library
/// that does not link it, so an XCTest test names itself (``LaunchScope/init(name:)`` with
/// XCTest's `name`, `Class.method`).
enum CurrentTest {
    /// The running Swift Testing test, or nil outside one.
    static var identifier: TestIdentifier? {
        #if canImport(Testing)
            guard let id = Test.current?.id, let function = id.nameComponents.last else { return nil }
            return TestIdentifier(
                module: id.moduleName, className: id.nameComponents.dropLast().joined(separator: "."), method: function)
        #else
            return nil
        #endif
    }
}
