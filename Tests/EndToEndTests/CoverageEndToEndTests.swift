import Foundation
import HarnessRunner
import HarnessSession
import HarnessWire
import Testing

/// `harness test --coverage` on `Fixtures/CoveragePackage` with the toolchain's real
/// llvm-profdata and llvm-cov, held to `CoverageModel`: on both routes, the package adopting
/// Harness and the same package not depending on it (built against Harness's XCTest library).
@Suite(.serialized) struct CoverageEndToEndTests {
    static let source = CoverageFixture.package.appendingPathComponent(CoverageModel.sourceFile).path
    static let allTests = [
        CoverageModel.square, CoverageModel.classifyPositive, CoverageModel.classifyNegative, CoverageModel.unit,
    ]

    @Test(arguments: CoverageFixture.Route.allCases)
    func aCoveredRunReportsTheModelsLinesFromEveryWorkersProfile(route: CoverageFixture.Route) async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CoverageFixture.test(
            ["--coverage", "--jobs", "2", "--coverage-output", output.path], route: route)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        // The build went the route: the unmodified package against Harness's XCTest library.
        let build = try await CoverageFixture.build(route)
        #expect(build.standardError.contains(route.buildLine), "\(build.diagnosis)")
        let counts = try CoverageFixture.lineCounts(lcovAt: output.appendingPathComponent("coverage.lcov"))
        // The test target and Harness's own (instrumented) XCTest are left out by default.
        #expect(Array(counts.keys) == [Self.source])
        let lines = counts[Self.source] ?? [:]
        #expect(Set(lines.keys) == CoverageModel.countedLines)
        #expect(Set(lines.filter { $0.value > 0 }.keys) == CoverageModel.executed(by: Self.allTests))
        // Three processes (the serial class runs alone, Swift Testing in a worker of its own)
        // wrote the profiles that were merged; a Swift Testing worker started ahead and killed
        // unused leaves an empty file at most.
        let folder = output.appendingPathComponent("profiles")
        let profiles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            let size = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)[.size]
            return $0.hasPrefix("worker-") && (size as? Int ?? 0) > 0
        }
        #expect(profiles.count == 3, "\(profiles)")
        let summary = result.outputLines.first { $0.hasSuffix(CoverageModel.sourceFile) } ?? ""
        #expect(summary.contains("12/16") && summary.contains("3/4"), "\(result.standardOutput)")
        #expect(result.outputLines.contains { $0.contains("12/16") && $0.hasSuffix("TOTAL (1 file)") })
        let json = try Data(contentsOf: output.appendingPathComponent("coverage.json"))
        let export = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        #expect(export?["type"] as? String == "llvm.coverage.json.export")
        // The JSON holds the kept files only, with their counts: no test target's, no
        // dependency's, and no list of every function of the bundle.
        let units = export?["data"] as? [[String: Any]] ?? []
        let files = units.flatMap { $0["files"] as? [[String: Any]] ?? [] }
        #expect(files.compactMap { $0["filename"] as? String } == [Self.source])
        let lineCounts = (files.first?["summary"] as? [String: Any])?["lines"] as? [String: Any]
        #expect(lineCounts?["covered"] as? Int == 12 && lineCounts?["count"] as? Int == 16)
        #expect(units.allSatisfy { $0["functions"] == nil })
    }

    @Test(arguments: CoverageFixture.Route.allCases)
    func aFilteredRunCoversOnlyWhatItsTestsRan(route: CoverageFixture.Route) async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CoverageFixture.test(
            ["--coverage", "--coverage-output", output.path, "ShapesTests"], route: route)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let lines = try CoverageFixture.lineCounts(lcovAt: output.appendingPathComponent("coverage.lcov"))[Self.source]
        let executed = CoverageModel.executed(by: [CoverageModel.square, CoverageModel.classifyPositive])
        #expect(Set((lines ?? [:]).filter { $0.value > 0 }.keys) == executed)
        #expect(lines?[13] == 0)
    }

    @Test(arguments: CoverageFixture.Route.allCases)
    func includeAndExcludePatternsChooseTheFiles(route: CoverageFixture.Route) async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let included = try await CoverageFixture.test(
            [
                "--coverage", "--coverage-output", output.path, "--coverage-include", "Sources", "--coverage-include",
                "Tests/GeometryTests",
            ], route: route)
        #expect(included.exitCode == 0, "\(included.diagnosis)")
        let files = try CoverageFixture.lineCounts(lcovAt: output.appendingPathComponent("coverage.lcov")).keys
        let testFiles = [CoverageModel.testFile, CoverageModel.swiftTestingFile].map {
            CoverageFixture.package.appendingPathComponent($0).path
        }
        #expect(Set(files) == Set([Self.source] + testFiles))
        let excluded = try await CoverageFixture.test(
            [
                "--coverage", "--coverage-output", output.path, "--coverage-exclude", "Sources/Geometry",
            ], route: route)
        #expect(excluded.exitCode == 0, "\(excluded.diagnosis)")
        #expect(excluded.outputLines.contains { $0.hasPrefix("Coverage: no source file of the package was measured") })
    }

    @Test(arguments: CoverageFixture.Route.allCases)
    func perTestCoverageNamesTheTestsThatRanEachLine(route: CoverageFixture.Route) async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let history = output.appendingPathComponent("history.sqlite")
        let result = try await CoverageFixture.test(
            [
                "--coverage", "per-test", "--coverage-output", output.path, "--history", history.path,
            ], route: route)
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        // The Swift Testing function too: its worker ran it in-process (SwiftTestingHost).
        #expect(result.outputLines.contains("Per-test coverage: 4 test(s) recorded in the run history"))
        #expect(!result.outputLines.contains { $0.hasPrefix("coverage: ") }, "\(result.diagnosis)")
        // A class's set-up runs between tests: in no test's coverage, yet in the run's.
        #expect(result.outputLines.contains { $0.contains("12/16") && $0.hasSuffix("TOTAL (1 file)") })
        // The report is a covered run's: the kept file only, and no list of every function of the
        // bundle (the functions that map each test to lines are read apart).
        let report = try Data(contentsOf: output.appendingPathComponent("coverage.json"))
        let units = (try JSONSerialization.jsonObject(with: report) as? [String: Any])?["data"] as? [[String: Any]]
        let files = (units ?? []).flatMap { $0["files"] as? [[String: Any]] ?? [] }
        #expect(files.compactMap { $0["filename"] as? String } == [Self.source])
        #expect(units?.isEmpty == false && units?.allSatisfy { $0["functions"] == nil } == true)
        // Each test's record names the functions it entered sorted, each once (the bundle's C
        // support sorts them off the Swift path), in its bundle's own folder.
        let allTests = output.appendingPathComponent("tests").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: allTests) == ["CoveragePackagePackageTests"])
        let tests = URL(
            fileURLWithPath: TestCoverageRecord.folder(ofBundle: "CoveragePackagePackageTests", in: allTests),
            isDirectory: true)
        let recordFiles = try FileManager.default.contentsOfDirectory(atPath: tests.path)
        let testRecords = try recordFiles.flatMap {
            try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8).split(separator: "\n")
        }.compactMap(TestCoverageRecord.init(line:))
        #expect(testRecords.count == 4, "\(recordFiles)")
        #expect(testRecords.filter { if case .swiftTesting = $0.subject { true } else { false } }.count == 1)
        for record in testRecords {
            #expect(!record.functions.isEmpty && record.functions == Array(Set(record.functions)).sorted())
        }
        for line in CoverageModel.countedLines.sorted() {
            let which = try await CoverageFixture.which("\(CoverageModel.sourceFile):\(line)", history: history)
            let expected = Set(CoverageModel.recordedLinesByTest.filter { $0.value.contains(line) }.keys)
            let named = Set(which.outputLines.compactMap { $0.split(separator: " ").first.map(String.init) })
            if expected.isEmpty {
                #expect(which.exitCode == 1, "line \(line): \(which.diagnosis)")
            } else {
                #expect(which.exitCode == 0 && named == expected, "line \(line): \(which.diagnosis)")
            }
        }
        let json = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["coverage", "which", "--history", history.path, "--json", "Shapes.swift:7"])
        let records = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        let test = records?.first?["test"] as? [String: Any]
        #expect(records?.count == 1 && test?["className"] as? String == "ShapesTests", "\(json.diagnosis)")
        let file = try await CoverageFixture.which("Shapes.swift", history: history)
        let square = file.outputLines.first { $0.hasPrefix(CoverageModel.square + " ") }
        #expect(square?.hasSuffix("Shapes.swift: 6-8") == true, "\(file.diagnosis)")
    }

    @Test func aProfileThatCannotBeReadIsNamedAndTheRestMerged() async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await CoverageFixture.test(["--coverage", "--coverage-output", output.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let profiles = output.appendingPathComponent("profiles")
        let good = try FileManager.default.contentsOfDirectory(atPath: profiles.path).map { "\(profiles.path)/\($0)" }
        let bad = output.appendingPathComponent("broken.profraw").path
        try Data("not a profile".utf8).write(to: URL(fileURLWithPath: bad))
        let tools = try CoverageTools.locate(
            swift: PackageBuilder.defaultSwift(in: ProcessInfo.processInfo.environment),
            environment: ProcessInfo.processInfo.environment)
        let merged = output.appendingPathComponent("merged.profdata").path
        let merge = try tools.merge(good + [bad], into: merged)
        #expect(merge.unreadable.map(\.path) == [bad])
        #expect(FileManager.default.fileExists(atPath: merged))
        #expect(throws: CoverageTools.Failure.self) { try tools.merge([bad], into: merged) }
    }

    /// `--changed HEAD --explain` (and `--changed` alone) after real edits to the fixture
    /// (restored after): a changed line selects the tests whose recorded coverage holds it (both
    /// `classify` tests: the record is per function); a new file widens to its target's test
    /// modules and says so.
    @Test(arguments: CoverageFixture.Route.allCases)
    func changedRunsOnlyTheTestsTheChangeCanAffect(route: CoverageFixture.Route) async throws {
        let output = CoverageFixture.folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let history = output.appendingPathComponent("history.sqlite")
        let recorded = try await CoverageFixture.test(
            [
                "--coverage", "per-test", "--coverage-output", output.path, "--history", history.path,
            ], route: route)
        #expect(recorded.exitCode == 0, "\(recorded.diagnosis)")
        let changed = [
            "--coverage", "--coverage-output", output.path, "--history", history.path, "--changed", "HEAD",
            "--explain", "--dry-run",
        ]
        let source = URL(fileURLWithPath: Self.source)
        let original = try String(contentsOf: source, encoding: .utf8)
        defer { try? original.write(to: source, atomically: true, encoding: .utf8) }
        try original.replacingOccurrences(of: "return \"negative\"", with: "return \"negative\" + \"\"")
            .write(to: source, atomically: true, encoding: .utf8)
        let oneLine = try await CoverageFixture.test(changed, route: route)
        #expect(oneLine.exitCode == 0, "\(oneLine.diagnosis)")
        #expect(oneLine.outputLines.contains { $0.hasPrefix("--changed: 2 of 4 tests affected by 1 change(s)") })
        for test in [CoverageModel.classifyNegative, CoverageModel.classifyPositive] {
            #expect(
                oneLine.outputLines.contains("  \(test): ran \(CoverageModel.sourceFile):13, which changed"),
                "\(oneLine.diagnosis)")
        }
        #expect(!oneLine.outputLines.contains { $0.hasPrefix("  \(CoverageModel.square):") })
        #expect(!oneLine.outputLines.contains { $0.hasPrefix("  \(CoverageModel.unit):") }, "\(oneLine.diagnosis)")
        // `--changed` alone compares with the last recorded run's commit (HEAD here); `--explain`
        // right after it is an option of its own, not its revision.
        let sinceLastRun = try await CoverageFixture.test(
            [
                "--coverage", "--coverage-output", output.path, "--history", history.path, "--changed", "--explain",
                "--dry-run",
            ], route: route)
        #expect(sinceLastRun.exitCode == 0, "\(sinceLastRun.diagnosis)")
        #expect(
            sinceLastRun.outputLines.contains {
                $0.hasPrefix("--changed: 2 of 4 tests affected by 1 change(s) since the last recorded run (")
            }, "\(sinceLastRun.diagnosis)")
        #expect(
            sinceLastRun.outputLines.contains { $0.hasPrefix("  \(CoverageModel.classifyNegative): ran ") },
            "\(sinceLastRun.diagnosis)")
        try original.write(to: source, atomically: true, encoding: .utf8)
        let extra = CoverageFixture.package.appendingPathComponent("Sources/Geometry/Extra.swift")
        defer { try? FileManager.default.removeItem(at: extra) }
        try "let extra = 1\n".write(to: extra, atomically: true, encoding: .utf8)
        let newFile = try await CoverageFixture.test(changed, route: route)
        #expect(
            newFile.outputLines.contains { $0.hasPrefix("--changed: 4 of 4 tests affected") }, "\(newFile.diagnosis)")
        #expect(
            newFile.outputLines.contains {
                $0.contains("Sources/Geometry/Extra.swift is new: running every test of GeometryTests")
            }, "\(newFile.diagnosis)")
    }
}
