import Foundation
import HarnessRunner
import Testing

/// The first run (issue 32): `Fixtures/FirstRunSuite`, a package with no dependency on Harness
/// (a path dependency, a C target, a resource, a test-support library that imports XCTest),
/// copied to a folder of its own and built by `swift test`, as a new user's package is when
/// they first type `harness test`. Every object file of that build is watched by its date:
/// `harness test` must write none of them (the dependency's least of all), give `swift test`'s
/// statuses, and leave a build that `swift test` does not rebuild.
@Suite("The first harness test starts from the build swift test made", .serialized)
struct FirstRunEndToEndTests {
    static let module = "ShelfTests"
    /// Every test's status, as `swift test` gives it.
    static let model: [String: String] = [
        "ShelfTests.ShelfXCTests/testBundledTitles": "PASS",
        "ShelfTests.ShelfXCTests/testPricesAddUp": "PASS",
        "ShelfTests.ShelfXCTests/testLettersAreCountedInC": "PASS",
        "ShelfTests.ShelfXCTests/testMissingTitleFails": "FAIL",
        "ShelfTests.ShelfXCTests/testSkippedOnPurpose": "SKIP",
        "ShelfTests.ShelfTests/addingKeepsOrder()": "PASS",
        "ShelfTests.ShelfTests/emptyShelfHasNoLetters()": "PASS",
    ]

    /// The copy and `swift test`'s run on it, once per test process: the user's own build.
    static let prepared = Task { () throws -> (root: URL, reference: CommandResult) in
        let root = RepositoryPaths.fixtureScratch(named: "firstrun").appendingPathComponent("FirstRunSuite")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(
            at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.fixture(named: "FirstRunSuite"), to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
        let reference = try await typedInShell(swift, ["test"], in: root)
        return (root, reference)
    }

    /// This process's environment without any Harness variable.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.filter { name, _ in !name.hasPrefix("HARNESS_") }
    }

    /// `swift` as a shell finds it on PATH.
    static let swift: String =
        (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
        .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/opt/swift/usr/bin/swift"

    /// `executable arguments…` as the user types it in the package's folder: a shell sets `_` to
    /// the command and `PWD` to the folder, and SwiftPM compiles the package's plugins again for
    /// a command whose environment differs from the last one's.
    static func typedInShell(_ executable: String, _ arguments: [String], in root: URL) async throws -> CommandResult {
        var shell = environment
        shell["_"] = executable
        shell["PWD"] = root.path
        return try await CommandRunner.run(
            URL(fileURLWithPath: executable), arguments: arguments, environment: shell, currentDirectory: root,
            timeLimit: 1_800)
    }

    /// When SwiftPM last compiled the fixture's command plugin.
    static func pluginCompiled(in root: URL) -> Date? {
        let plugin = root.appendingPathComponent(".build/plugins/cache/ShelfReport")
        return (try? plugin.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
    }

    /// Every object file of the user's build (not Harness's overlay), with its modification date.
    static func objects(in root: URL) -> [String: Date] {
        let products = root.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        var objects: [String: Date] = [:]
        let walker = FileManager.default.enumerator(
            at: products, includingPropertiesForKeys: [.contentModificationDateKey])
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "o" else { continue }
            objects[url.path] =
                (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        }
        return objects
    }

    /// The bytes under `folder`.
    static func size(of folder: URL) -> Int {
        var total = 0
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let url = walker?.nextObject() as? URL {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        }
        return total
    }

    static func harness(_ arguments: [String], in root: URL) async throws -> CommandResult {
        try await typedInShell(RunnerFixture.harness.path, ["test"] + arguments, in: root)
    }

    /// What `swift test` compiles when run again: modules by their lines, the plugin by its date
    /// (SwiftPM prints "Compiling plugin" whether or not it compiles it).
    static func swiftTestCompiles(in root: URL) async throws -> [String] {
        let plugin = pluginCompiled(in: root)
        let again = try await typedInShell(swift, ["test"], in: root)
        let modules = (again.outputLines + again.errorLines).filter {
            $0.contains("Compiling") && !$0.contains("Compiling plugin")
        }
        return modules + (pluginCompiled(in: root) == plugin ? [] : ["the ShelfReport plugin"])
    }

    @Test(
        "swift test's statuses, no object of its build written, .build grown by under 25%, and swift test after it rebuilds nothing"
    )
    func defaultRouteReusesTheBuild() async throws {
        let (root, reference) = try await Self.prepared.value
        try #require(reference.exitCode == 1, "\(reference.diagnosis)")
        let toolchain = ToolchainStatuses.read(from: reference.standardOutput, module: Self.module)
        #expect(toolchain == Self.model.filter { !$0.key.hasSuffix(")") }, "\(reference.diagnosis)")
        let objects = Self.objects(in: root)
        try #require(objects.keys.contains { $0.hasSuffix("Ledger.build/Ledger.swift.o") }, "\(objects.keys)")
        let sizeBefore = Self.size(of: root.appendingPathComponent(".build"))
        let plugin = try #require(Self.pluginCompiled(in: root))

        let result = try await Self.harness([], in: root)
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == Self.model, "\(result.diagnosis)")
        #expect(Self.objects(in: root) == objects, "harness test wrote objects of the user's build")
        #expect(Self.pluginCompiled(in: root) == plugin, "harness test compiled the package's plugin again")
        let growth = Double(Self.size(of: root.appendingPathComponent(".build"))) / Double(sizeBefore)
        #expect(growth <= 1.25, ".build grew by \(Int((growth - 1) * 100))%")
        #expect(try await Self.swiftTestCompiles(in: root) == [])
    }

    @Test(
        "--xctest harness compiles only the modules that import XCTest, never the dependency, and swift test after it rebuilds nothing"
    )
    func harnessRouteCompilesOnlyWhatImportsXCTest() async throws {
        let (root, reference) = try await Self.prepared.value
        try #require(reference.exitCode == 1, "\(reference.diagnosis)")
        let objects = Self.objects(in: root)
        let sizeBefore = Self.size(of: root.appendingPathComponent(".build"))

        let result = try await Self.harness(["--xctest", "harness"], in: root)
        #expect(result.exitCode == 1, "\(result.diagnosis)")
        #expect(RunnerFixture.statuses(in: result.standardOutput) == Self.model, "\(result.diagnosis)")
        #expect(result.standardError.contains(" on Harness's XCTest in "), "\(result.diagnosis)")
        #expect(Self.objects(in: root) == objects, "harness test wrote objects of the user's build")
        let overlay = root.appendingPathComponent(".build/harness/overlay")
        let compiled = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: overlay.path)) ?? []).filter {
                $0.hasSuffix(".build")
            })
        #expect(
            compiled == [
                "ShelfTestSupport.build", "ShelfTests.build", "FirstRunSuitePackageDiscoveredTests.build",
                "FirstRunSuitePackageTests.build",
            ], "only the modules that load XCTest: \(compiled)")
        let growth = Double(Self.size(of: root.appendingPathComponent(".build"))) / Double(sizeBefore)
        #expect(growth <= 1.25, ".build grew by \(Int((growth - 1) * 100))%")
        #expect(try await Self.swiftTestCompiles(in: root) == [])

        // An edit to a test: the test module is compiled again, the dependency and the library never.
        let tests = root.appendingPathComponent("Tests/ShelfTests/ShelfTests.swift")
        let source = try String(contentsOf: tests, encoding: .utf8)
        try source.replacingOccurrences(of: "shelf.titles == [\"Dune\", \"Solaris\"]", with: "shelf.titles.count == 2")
            .write(to: tests, atomically: true, encoding: .utf8)
        let afterEdit = try await Self.harness(["--xctest", "harness"], in: root)
        #expect(RunnerFixture.statuses(in: afterEdit.standardOutput) == Self.model, "\(afterEdit.diagnosis)")
        // The module of each object the user's build wrote again (`X.build/…` or `Modules/X.o`).
        let changed = Self.objects(in: root).filter { objects[$0.key] != $0.value }.keys.map { path in
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent().lastPathComponent
            return folder == "Modules" ? url.deletingPathExtension().lastPathComponent : String(folder.dropLast(6))
        }
        #expect(
            Set(changed).isSubset(of: [
                "ShelfTests", "FirstRunSuitePackageDiscoveredTests", "FirstRunSuitePackageTests",
            ]),
            "\(changed)")
        #expect(!changed.isEmpty, "the edit was not built")
        #expect(try await Self.swiftTestCompiles(in: root) == [])
    }
}
