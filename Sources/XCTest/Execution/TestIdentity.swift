internal import HarnessWire

extension XCTestCase {
    /// `Module.Class/method`, the name the runner and filters use.
    var identifier: TestIdentifier {
        TestIdentifier(module: Self.moduleName, className: String(describing: type(of: self)), method: methodName)
    }

    /// The module that declares the class (`String(reflecting:)`'s first component).
    class var moduleName: String {
        let reflected = String(reflecting: self)
        return reflected.split(separator: ".", maxSplits: 1).first.map(String.init) ?? reflected
    }
}
