import Foundation
internal import HarnessWire
internal import Synchronization

extension XCTestCase {
    /// `Module.Class/method`, the name the runner and filters use; built once per test.
    var identifier: TestIdentifier {
        if let cached = cachedIdentifier { return cached }
        let identifier = TestIdentifier(module: Self.moduleName, className: Self.className, method: methodName)
        cachedIdentifier = identifier
        return identifier
    }

    /// The module that declares the class (`String(reflecting:)`'s first component).
    class var moduleName: String { TypeNames.shared.names(of: self).module }

    /// The class's own name, as XCTest prints it.
    class var className: String { TypeNames.shared.names(of: self).className }
}

/// Module and class names per test class, computed once: reflecting a type's name costs more
/// than running a trivial test.
final class TypeNames: Sendable {
    static let shared = TypeNames()

    private let names = Mutex<[ObjectIdentifier: (module: String, className: String)]>([:])

    func names(of type: XCTestCase.Type) -> (module: String, className: String) {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) { return known }
        let reflected = String(reflecting: type)
        let module = reflected.split(separator: ".", maxSplits: 1).first.map(String.init) ?? reflected
        let computed = (module: module, className: String(describing: type))
        names.withLock { $0[key] = computed }
        return computed
    }
}
