import Foundation
import HarnessWire

/// `harness list`'s output: the navigator tree as indented text or as JSON.
///
/// ```
/// CalculatorPackageTests  library bundle · 3 classes · 12 tests
///   CalculatorTests.BasicFunctionsTests  4 tests
///     testAddition
/// ```
/// An executable that holds application bundles lists each test module — library or
/// application, with its host and delegate — under it:
///
/// ```
/// NoteServerPackageTests  3 test bundles (1 library, 2 application) · 7 classes · 14 tests
///   NoteKitTests  library bundle · 2 classes · 5 tests
///     NoteKitTests.NoteStoreTests  4 tests
///       testSummaryCutsLongBodies
///   NoteServerAppTests  application bundle · hosted by NoteServer.NoteServerApp with NoteServerAppTests.TestingAppDelegate (testing delegate) · 3 classes · 6 tests
/// ```
public enum NavigatorFormatter {
    public static func lines(_ inventory: TestInventory) -> [String] {
        var lines: [String] = []
        for bundle in inventory.bundles {
            guard bundle.kind == .application else {
                lines.append("\(bundle.name)  library bundle · \(count(bundle.classes.count, "class", "classes")) · \(count(bundle.testCount))")
                lines += classLines(bundle.classes, indent: "  ")
                continue
            }
            // One executable, several test bundles: say which is which, since that decides
            // whether a process launches an application before the tests.
            let modules = bundle.modules
            let hosted = modules.filter { $0.host != nil }.count
            lines.append("\(bundle.name)  \(count(modules.count, "test bundle", "test bundles")) (\(modules.count - hosted) library, \(hosted) application) · \(count(bundle.classes.count, "class", "classes")) · \(count(bundle.testCount))")
            for module in modules {
                let kind = module.host.map { "application bundle · \($0.hostDescription)" } ?? "library bundle"
                let tests = module.classes.reduce(0) { $0 + $1.methods.count }
                lines.append("  \(module.name)  \(kind) · \(count(module.classes.count, "class", "classes")) · \(count(tests))")
                lines += classLines(module.classes, indent: "    ")
            }
        }
        let executables = count(inventory.bundles.count, "bundle", "bundles")
        if inventory.bundles.contains(where: { $0.kind == .application }) {
            let modules = inventory.bundles.reduce(0) { $0 + $1.modules.count }
            lines.append("\(count(inventory.testCount)) in \(count(modules, "test bundle", "test bundles")) (\(count(inventory.bundles.count, "executable", "executables")))")
        } else {
            lines.append("\(count(inventory.testCount)) in \(executables)")
        }
        return lines
    }

    private static func classLines(_ classes: [TestClass], indent: String) -> [String] {
        classes.flatMap { testClass in
            ["\(indent)\(testClass.qualifiedName)  \(count(testClass.methods.count))"]
                + testClass.methods.map { "\(indent)  \($0)" }
        }
    }

    /// `{"bundles":[{"name","path","kind","testCount","hosts":[{"module","application","delegateKind","delegate"}],"classes":[{"module","name","methods"}]}],"testCount"}`
    public static func json(_ inventory: TestInventory) throws -> String {
        struct Bundle: Encodable {
            var name: String
            var path: String
            var kind: String
            var testCount: Int
            var hosts: [TestHostRecord]
            var classes: [TestClass]
        }
        struct Root: Encodable {
            var bundles: [Bundle]
            var testCount: Int
        }
        let root = Root(bundles: inventory.bundles.map {
            Bundle(name: $0.name, path: $0.path, kind: $0.kind.rawValue, testCount: $0.testCount,
                   hosts: $0.hosts, classes: $0.classes)
        }, testCount: inventory.testCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(root), as: UTF8.self)
    }

    private static func count(_ number: Int, _ singular: String = "test", _ plural: String = "tests") -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
