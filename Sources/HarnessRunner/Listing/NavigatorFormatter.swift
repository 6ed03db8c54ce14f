import Foundation

/// `harness list`'s output: the navigator tree as indented text or as JSON.
///
/// ```
/// CalculatorPackageTests  library bundle · 3 classes · 12 tests
///   CalculatorTests.BasicFunctionsTests  4 tests
///     testAddition
/// ```
public enum NavigatorFormatter {
    public static func lines(_ inventory: TestInventory) -> [String] {
        var lines: [String] = []
        for bundle in inventory.bundles {
            let classes = bundle.classes.count
            let hosts = bundle.hosts.isEmpty ? "" : " · hosted by \(bundle.hosts.map(\.application).joined(separator: ", "))"
            lines.append("\(bundle.name)  \(bundle.kind.rawValue) bundle · \(classes) class\(classes == 1 ? "" : "es") · \(count(bundle.testCount))\(hosts)")
            for testClass in bundle.classes {
                lines.append("  \(testClass.qualifiedName)  \(count(testClass.methods.count))")
                lines += testClass.methods.map { "    \($0)" }
            }
        }
        lines.append("\(count(inventory.testCount)) in \(inventory.bundles.count) bundle\(inventory.bundles.count == 1 ? "" : "s")")
        return lines
    }

    /// `{"bundles":[{"name","path","kind","testCount","hosts","classes":[{"module","name","methods"}]}],"testCount"}`
    public static func json(_ inventory: TestInventory) throws -> String {
        struct Bundle: Encodable {
            var name: String
            var path: String
            var kind: String
            var testCount: Int
            var hosts: [TestHostRecordJSON]
            var classes: [TestClass]
        }
        struct TestHostRecordJSON: Encodable {
            var module: String
            var application: String
        }
        struct Root: Encodable {
            var bundles: [Bundle]
            var testCount: Int
        }
        let root = Root(bundles: inventory.bundles.map {
            Bundle(name: $0.name, path: $0.path, kind: $0.kind.rawValue, testCount: $0.testCount,
                   hosts: $0.hosts.map { TestHostRecordJSON(module: $0.module, application: $0.application) }, classes: $0.classes)
        }, testCount: inventory.testCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(root), as: UTF8.self)
    }

    private static func count(_ tests: Int) -> String { tests == 1 ? "1 test" : "\(tests) tests" }
}
