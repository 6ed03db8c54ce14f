import Foundation
import Testing

/// `--list-tests` and `--dump-tests-json` list what the toolchain lists, in its formats.
@Suite("Harness lists tests as the toolchain does")
struct ListingTests {
    @Test(
        "--list-tests and -l print the toolchain's header and one Module.Class/method a line",
        arguments: ["--list-tests", "-l"])
    func listTests(flag: String) async throws {
        let harness = try await BuiltFixture.basic(.harness).runBundle([flag])
        let toolchain = try await BuiltFixture.basic(.toolchain).runBundle([flag])
        #expect(harness.result.exitCode == 0 && toolchain.result.exitCode == 0)
        let listedModules = ModuleOrder.firstAppearance(
            of: harness.result.outputLines.dropFirst(2).compactMap { line in
                line.split(separator: ".").first.map(String.init)
            })
        let allIDs = ModuleOrder.arrange(BasicSuiteModel.allTests, as: listedModules).map(\.id.description)
        let sharedIDs = BasicSuiteModel.sharedTests.map(\.id.description)
        // The reference first: the toolchain lists exactly the shared tests.
        #expect(toolchain.result.outputLines == ["Listing \(sharedIDs.count) tests in debug.xctest:", ""] + sharedIDs)
        #expect(
            harness.result.outputLines == ["Listing \(allIDs.count) tests in debug.xctest:", ""] + allIDs,
            "\(harness.result.diagnosis)")
    }

    @Test("--dump-tests-json prints the toolchain's tree, plus the Harness-only classes")
    func dumpTestsJSON() async throws {
        let harness = try await BuiltFixture.basic(.harness).runBundle(["--dump-tests-json"])
        let toolchain = try await BuiltFixture.basic(.toolchain).runBundle(["--dump-tests-json"])
        #expect(harness.result.exitCode == 0)
        let harnessTree = try Self.tree(harness.result.standardOutput)
        let toolchainTree = try Self.tree(toolchain.result.standardOutput)
        #expect(toolchainTree == Self.expectedTree(BasicSuiteModel.sharedTests))
        let listedModules = ModuleOrder.firstAppearance(
            of: (harnessTree.children.first?.children ?? []).compactMap { node in
                node.name.split(separator: ".").first.map(String.init)
            })
        let allTests = ModuleOrder.arrange(BasicSuiteModel.allTests, as: listedModules)
        #expect(harnessTree == Self.expectedTree(allTests), "\(harness.result.diagnosis)")
    }

    /// The listing's shape, reduced to names: All tests → bundle → `Module.Class` → methods.
    struct Node: Equatable, CustomStringConvertible {
        var name: String
        var children: [Node]
        var description: String { children.isEmpty ? name : "\(name)\(children)" }
    }

    static func tree(_ json: String) throws -> Node {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try node(object)
    }

    private static func node(_ object: Any) throws -> Node {
        guard let dictionary = object as? [String: Any], let name = dictionary["name"] as? String else {
            throw ListingError(message: "a node without a name: \(object)")
        }
        let children = (dictionary["tests"] as? [Any]) ?? []
        return Node(name: name, children: try children.map(node))
    }

    static func expectedTree(_ tests: [ExpectedTest]) -> Node {
        var classes: [Node] = []
        for test in tests {
            if classes.last?.name != test.id.qualifiedClassName {
                classes.append(Node(name: test.id.qualifiedClassName, children: []))
            }
            classes[classes.count - 1].children.append(Node(name: test.id.method, children: []))
        }
        return Node(name: "All tests", children: [Node(name: "debug.xctest", children: classes)])
    }

    struct ListingError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
