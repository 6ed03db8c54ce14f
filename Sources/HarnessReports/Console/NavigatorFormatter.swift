import Foundation
import HarnessModel
import HarnessWire

/// `harness list`'s output: the navigator tree as indented text or as JSON.
///
/// ```
/// CalculatorPackageTests  library bundle · 3 classes · 12 tests
///   CalculatorTests.BasicFunctionsTests  4 tests
///     testAddition
/// ```
/// Swift Testing suites follow a bundle's XCTest classes, nested suites by their dotted path,
/// each function with its display name, tags, parameterization and declaration line:
///
/// ```
/// MixedPackageTests  library bundle · 1 class · 2 suites · 5 tests (1 XCTest, 4 Swift Testing)
///   MixedTests.LegacyTests  1 test
///     testLegacy
///   MixedTests.Arithmetic  Swift Testing suite · 3 tests
///     adds()  "Adding" · tags: fast · Arithmetic.swift:8
///     divides(by:)  parameterized · Arithmetic.swift:12
///   MixedTests  top-level Swift Testing functions · 1 test
///     smoke()  Smoke.swift:3
/// ```
/// An executable that holds application bundles lists each test module — library or
/// application, with its host and delegate — under it:
///
/// ```
/// NoteServerPackageTests  3 test bundles (1 library, 2 application) · 7 classes · 14 tests
///   NoteKitTests  library bundle · 2 classes · 5 tests
///     NoteKitTests.NoteStoreTests  4 tests
///       testSummaryCutsLongBodies
///   NoteServerAppTests  application bundle · hosted by NoteServer.NoteServerApp with
///     NoteServerAppTests.TestingAppDelegate (testing delegate) · 3 classes · 6 tests   (one line, cut here)
/// ```
package enum NavigatorFormatter {
    package static func lines(_ inventory: TestInventory) -> [String] {
        var lines: [String] = []
        for bundle in inventory.bundles {
            guard bundle.kind == .application else {
                lines.append("\(bundle.name)  library bundle · \(contents(bundle.classes))")
                lines += classLines(bundle.classes, indent: "  ")
                continue
            }
            // One executable, several test bundles: say which is which, since that decides
            // whether a process launches an application before the tests.
            let modules = bundle.modules
            let hosted = modules.filter { $0.host != nil }.count
            lines.append(
                "\(bundle.name)  \(count(modules.count, "test bundle", "test bundles")) "
                    + "(\(modules.count - hosted) library, \(hosted) application) · \(contents(bundle.classes))"
            )
            for module in modules {
                let kind = module.host.map { "application bundle · \($0.hostDescription)" } ?? "library bundle"
                lines.append("  \(module.name)  \(kind) · \(contents(module.classes))")
                lines += classLines(module.classes, indent: "    ")
            }
        }
        let executables = count(inventory.bundles.count, "bundle", "bundles")
        if inventory.bundles.contains(where: { $0.kind == .application }) {
            let modules = inventory.bundles.reduce(0) { $0 + $1.modules.count }
            lines.append(
                "\(count(inventory.testCount)) in \(count(modules, "test bundle", "test bundles")) "
                    + "(\(count(inventory.bundles.count, "executable", "executables")))"
            )
        } else {
            lines.append("\(count(inventory.testCount)) in \(executables)")
        }
        return lines
    }

    private static func classLines(_ classes: [TestClass], indent: String) -> [String] {
        classes.flatMap { testClass in
            guard testClass.framework == .swiftTesting else {
                return ["\(indent)\(testClass.qualifiedName)  \(count(testClass.methods.count))"]
                    + testClass.methods.map { "\(indent)  \($0)" }
            }
            let kind = testClass.name.isEmpty ? "top-level Swift Testing functions" : "Swift Testing suite"
            let serialized =
                testClass.serializedSuite.map {
                    $0 == testClass.qualifiedName ? " · serialized" : " · serialized (in \($0))"
                } ?? ""
            return ["\(indent)\(testClass.qualifiedName)  \(kind)\(serialized) · \(count(testClass.methods.count))"]
                + testClass.functions.map { "\(indent)  \(functionLine($0))" }
        }
    }

    /// Every test's ID, once, in listing order (`harness list --format ids`): the ID every
    /// report names the test by (JUnit's `classname/name`) and `harness test --ids-from` reads.
    package static func ids(_ inventory: TestInventory) -> [String] {
        var seen: Set<TestIdentifier> = []
        return inventory.allTests.map(\.id).filter { seen.insert($0).inserted }.map(\.description)
    }

    /// `adds()  "Adding" · tags: fast · Arithmetic.swift:8`
    static func functionLine(_ function: SwiftTestingFunction) -> String {
        var facts: [String] = []
        if let displayName = function.displayName { facts.append("\"\(displayName)\"") }
        if !function.tags.isEmpty { facts.append("tags: \(function.tags.joined(separator: ", "))") }
        if function.isParameterized {
            facts.append(
                function.cases.map {
                    "parameterized, \(count($0.count, "case", "cases")): \($0.joined(separator: "; "))"
                } ?? "parameterized")
        }
        if let limit = function.timeLimit { facts.append("time limit \(Int(limit)) s") }
        let file = function.location.file.split(separator: "/").last.map(String.init) ?? function.location.file
        facts.append("\(file):\(function.location.line)")
        return "\(function.name)  \(facts.joined(separator: " · "))"
    }

    /// What the listing could not tell, one line each (`harness list` prints them on standard
    /// error): a bundle with no Swift Testing entry point; Swift Testing's listing on event
    /// stream version 0 evaluates no arguments and carries no traits.
    package static func notes(_ inventory: TestInventory) -> [String] {
        let entryPoints = inventory.bundles.compactMap(\.entryPointNote).map { "note: " + $0.text }
        let functions = inventory.bundles.flatMap(\.classes).filter { $0.framework == .swiftTesting }
            .flatMap(\.functions)
        guard !functions.isEmpty else { return entryPoints }
        var notes = entryPoints
        notes.append(
            "note: Swift Testing's listing (event stream version 0) carries no traits: `.serialized` and "
                + "`.timeLimit(.minutes(N))` are read from the @Suite and @Test attributes' source (a trait "
                + "given through a variable or a helper is not seen; Swift Testing still enforces its own time limits)")
        let unlisted = functions.filter { $0.isParameterized && $0.cases == nil }.count
        if unlisted > 0 {
            notes.append(
                "note: Swift Testing's listing (event stream version 0) does not evaluate test arguments: "
                    + "the cases of \(count(unlisted, "parameterized function", "parameterized functions")) "
                    + "are known when they run, and `harness test` reports each case")
        }
        return notes
    }

    /// `3 classes · 12 tests`, or with Swift Testing suites
    /// `1 class · 2 suites · 5 tests (1 XCTest, 4 Swift Testing)`.
    private static func contents(_ classes: [TestClass]) -> String {
        let suites = classes.filter { $0.framework == .swiftTesting }
        let xctestClasses = classes.count - suites.count
        let tests = classes.reduce(0) { $0 + $1.methods.count }
        guard !suites.isEmpty else {
            return "\(count(xctestClasses, "class", "classes")) · \(count(tests))"
        }
        let swiftTestingTests = suites.reduce(0) { $0 + $1.methods.count }
        return "\(count(xctestClasses, "class", "classes")) · \(count(suites.count, "suite", "suites")) · "
            + "\(count(tests)) (\(tests - swiftTestingTests) XCTest, \(swiftTestingTests) Swift Testing)"
    }

    /// `{"bundles":[{"name","path","kind","testCount","swiftTestingCount","hosts":[{"module","application",
    /// "delegateKind","delegate"}],"classes":[{"module","name","methods"}],"suites":[{"module","name","path",
    /// "serializedSuite","functions":[{"name","id","streamID","displayName","location","column","tags",
    /// "isParameterized","timeLimit","cases"}]}]}],"testCount"}`
    ///
    /// `classes` holds the XCTest classes, `suites` the Swift Testing suites (`path` their nesting).
    package static func json(_ inventory: TestInventory) throws -> String {
        struct XCTestClass: Encodable {
            var module: String
            var name: String
            var methods: [String]
        }
        struct Function: Encodable {
            var name: String
            var id: String
            var streamID: String
            var displayName: String?
            var location: SourceLocation
            var column: Int
            var tags: [String]
            var isParameterized: Bool
            var timeLimit: Double?
            var cases: [String]?
        }
        struct Suite: Encodable {
            var module: String
            var name: String
            var path: [String]
            var serializedSuite: String?
            var functions: [Function]
        }
        struct Bundle: Encodable {
            var name: String
            var path: String
            var kind: String
            var testCount: Int
            var swiftTestingCount: Int
            var hosts: [TestHostRecord]
            var classes: [XCTestClass]
            var suites: [Suite]
        }
        struct Root: Encodable {
            var bundles: [Bundle]
            var testCount: Int
        }
        let root = Root(
            bundles: inventory.bundles.map { bundle in
                let classes = bundle.classes.filter { $0.framework == .xctest }
                    .map { XCTestClass(module: $0.module, name: $0.name, methods: $0.methods) }
                let suites = bundle.classes.filter { $0.framework == .swiftTesting }.map { suite in
                    Suite(
                        module: suite.module, name: suite.name,
                        path: suite.name.split(separator: ".").map(String.init), serializedSuite: suite.serializedSuite,
                        functions: zip(suite.tests, suite.functions).map { id, function in
                            Function(
                                name: function.name, id: id.description, streamID: function.streamID,
                                displayName: function.displayName, location: function.location,
                                column: function.column, tags: function.tags,
                                isParameterized: function.isParameterized, timeLimit: function.timeLimit,
                                cases: function.cases)
                        })
                }
                return Bundle(
                    name: bundle.name, path: bundle.path, kind: bundle.kind.rawValue, testCount: bundle.testCount,
                    swiftTestingCount: bundle.testCount(of: .swiftTesting), hosts: bundle.hosts,
                    classes: classes, suites: suites)
            }, testCount: inventory.testCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(root), as: UTF8.self)
    }

    private static func count(_ number: Int, _ singular: String = "test", _ plural: String = "tests") -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }
}
