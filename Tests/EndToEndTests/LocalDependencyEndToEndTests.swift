import Foundation
import Testing

/// A package with a local (path) dependency, written fresh for each run, that does not depend on
/// Harness: a file added to the dependency and used at once is compiled by the next
/// `harness test`, plain or with per-test coverage. SwiftPM keeps its build plan when only a
/// local dependency's files come or go, and `swift build` then fails with "cannot find 'X' in
/// scope" until something else makes it plan again; Harness plans again and says so once.
@Suite(.serialized)
struct LocalDependencyEndToEndTests {
    /// `App` (a library and its XCTest tests) beside `Lib`, its path dependency.
    struct Packages {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-local-dependency-\(UUID().uuidString)")
        var app: URL { folder.appendingPathComponent("App") }
        var lib: URL { folder.appendingPathComponent("Lib") }

        func write(_ text: String, to relative: String) throws {
            let file = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }

        /// The packages with `Lib` holding `values` (a type each, `Value1`…) and `App`'s tests
        /// asking each for its number.
        func write(values: [Int]) throws {
            for value in values {
                try write(
                    "public struct Value\(value) { public init() {}\n public var number: Int { \(value) } }\n",
                    to: "Lib/Sources/Lib/Value\(value).swift")
            }
            let checks = values.map { "        XCTAssertEqual(Value\($0)().number, \($0))" }.joined(separator: "\n")
            try write(
                "import Lib\nimport XCTest\n\nfinal class ValueTests: XCTestCase {\n    func testValues() {\n"
                    + checks + "\n    }\n}\n", to: "App/Tests/AppTests/ValueTests.swift")
        }

        init() throws {
            try write(
                """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Lib", products: [.library(name: "Lib", targets: ["Lib"])], targets: [.target(name: "Lib")])

                """, to: "Lib/Package.swift")
            try write(
                """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "App", dependencies: [.package(path: "../Lib")],
                    targets: [.testTarget(name: "AppTests", dependencies: [.product(name: "Lib", package: "Lib")])])

                """, to: "App/Package.swift")
            try write(values: [1])
        }
    }

    @Test("a file added to a local dependency is built by the next run, plain or with per-test coverage")
    func aFileAddedToALocalDependencyIsBuilt() async throws {
        let packages = try Packages()
        defer { try? FileManager.default.removeItem(at: packages.folder) }
        func harness(_ arguments: [String]) async throws -> CommandResult {
            try await CommandRunner.run(
                RunnerFixture.harness, arguments: ["test", "--package-path", packages.app.path] + arguments,
                timeLimit: 1_800)
        }
        let steps: [(arguments: [String], values: [Int])] = [
            ([], [1, 2]), (["--coverage", "per-test"], [1, 2, 3]), ([], [1, 2, 3, 4]),
        ]
        let note = "came or went in a local dependency"
        for step in steps {
            let before = try await harness(step.arguments)
            #expect(before.exitCode == 0, "\(before.diagnosis)")
            let quiet = !(before.standardOutput + before.standardError).contains(note)
            #expect(quiet, "nothing came or went: \(before.diagnosis)")
            let added = try #require(step.values.last)
            try packages.write(values: step.values)
            let after = try await harness(step.arguments)
            #expect(after.exitCode == 0, "the run after Value\(added) was added: \(after.diagnosis)")
            let lines = (after.standardOutput + after.standardError).split(separator: "\n")
            let said = lines.filter { $0.contains(note) }
            #expect(said.count == 1, "\(after.diagnosis)")
            #expect(said.first?.contains("Lib/Sources/Lib/Value\(added).swift") == true, "\(said)")
        }
    }
}
