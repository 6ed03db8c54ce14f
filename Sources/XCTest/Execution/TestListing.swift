import Foundation

/// The navigator's tree as the toolchain's `--list-tests` and `--dump-tests-json` print it.
struct TestListing {
    /// Root suite, optionally a bundle suite, then one suite per class.
    let root: XCTestSuite

    /// Every test as `Module.Class/method`.
    var names: [String] {
        classSuites.flatMap { suite in
            suite.tests.compactMap {
                ($0 as? XCTestCase).map { "\(suite.testCaseClass.moduleName).\(suite.name)/\($0.methodName)" }
            }
        }
    }

    private var classSuites: [XCTestCaseSuite] {
        func collect(_ suite: XCTestSuite) -> [XCTestCaseSuite] {
            if let classSuite = suite as? XCTestCaseSuite { return [classSuite] }
            return suite.tests.compactMap { $0 as? XCTestSuite }.flatMap(collect)
        }
        return collect(root)
    }

    private var bundleName: String {
        root.tests.compactMap { $0 as? XCTestSuite }.first { $0.name.hasSuffix(".xctest") }?.name
            ?? (root.name.hasSuffix(".xctest") ? root.name : "<<unknown bundle>>")
    }

    /// `Listing N tests in B.xctest:` followed by a blank line and one name a line.
    func humanReadable() -> String {
        let names = self.names
        let noun = names.count == 1 ? "test" : "tests"
        return (["Listing \(names.count) \(noun) in \(bundleName):", ""] + names).joined(separator: "\n")
    }

    /// `{"name":"All
    /// tests","tests":[{"name":"B.xctest","tests":[{"name":"Module.Class","tests":[{"name":"testA"}]}]}]}`
    func json() throws -> String {
        let data = try JSONSerialization.data(withJSONObject: node(for: root), options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private func node(for test: XCTest) -> [String: Any] {
        switch test {
        case let classSuite as XCTestCaseSuite:
            return [
                "name": "\(classSuite.testCaseClass.moduleName).\(classSuite.name)",
                "tests": classSuite.tests.map(node(for:)),
            ]
        case let suite as XCTestSuite:
            return ["name": suite.name, "tests": suite.tests.map(node(for:))]
        case let testCase as XCTestCase:
            return ["name": testCase.methodName]
        default:
            return ["name": test.name]
        }
    }
}
