import Foundation
import HarnessModel
import HarnessRunner
import HarnessWire

/// Turns the profiles a run's processes wrote into the coverage reports:
///
/// ```
/// prepare ─► (run: every worker writes profiles/worker-<pid>.profraw; per test, a line of
///             tests/<pid>.functions.jsonl: the functions it entered) ─► collect:
///   llvm-profdata merge ─► coverage.profdata ─┬─► llvm-cov export lcov, every file ─► its kept records:
///                                             │     coverage.lcov
///                                             ├─► (at the same time) llvm-cov export JSON, the files the
///                                             │     last coverage.lcov kept named ─► when they are still
///                                             │     the kept ones (else again, naming those): coverage.json
///                                             │     ─► summary
///                                             └─► (per-test, at the same time) llvm-cov export of every
///                                                 function of the linked objects, Harness's left out
///                                                 ─► FunctionLineMap ─► each test's ExecutedLines
/// ```
///
/// Nothing is dropped silently: a profile that cannot be read, a test whose profile is
/// missing, a process that died before writing its profile is one line in ``CoverageOutcome/notices``.
///
/// ```swift
/// let collector = CoverageCollector(request: request, tools: tools)
/// try collector.prepare()
/// configuration.environment.merge(request.workerEnvironment) { $1 }
/// let coverage = try collector.collect(bundles: paths, results: outcome.results, jobs: 2)
/// ```
package struct CoverageCollector: Sendable {
    package var request: CoverageRequest
    package var tools: CoverageTools

    package init(request: CoverageRequest, tools: CoverageTools) {
        self.request = request
        self.tools = tools
    }

    /// Empties the folders a previous run's profiles are in: only this run's count.
    ///
    /// The old folders are renamed aside at once and removed on a thread of their own while
    /// the run goes on: a per-test run leaves hundreds of files, whose removal took ~0.4 s
    /// before the next run's first test. What an interrupted removal leaves (`*.stale-*`) is
    /// removed by the next run the same way.
    package func prepare() throws(CoverageTools.Failure) {
        let manager = FileManager.default
        var stale = Self.files(in: request.outputDirectory, containing: Self.staleMarker)
        for folder in [request.profilesDirectory, request.perTestDirectory, request.listingDirectory] {
            let aside = "\(folder)\(Self.staleMarker)\(getpid())-\(UUID().uuidString.prefix(8))"
            // Failure ignored: no folder to remove (a first run); one left behind fails the
            // creation below, which says so.
            if rename(folder, aside) == 0 { stale.append(aside) } else { try? manager.removeItem(atPath: folder) }
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw CoverageTools.Failure("cannot create the coverage folder \(folder): \(error)")
            }
        }
        guard !stale.isEmpty else { return }
        let folders = stale
        Thread.detachNewThread {
            // Failure ignored: a stale folder left is found and removed by the next run.
            for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        }
    }

    /// What ends the name of a folder renamed aside by ``prepare()``, before its removal.
    static let staleMarker = ".stale-"

    static func files(in folder: String, containing marker: String) -> [String] {
        // Failure ignored: no output folder yet holds no stale folder.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.contains(marker) }.map { "\(folder)/\($0)" }
    }

    /// Merges, exports and summarises this run's profiles; per test too under `per-test`.
    ///
    /// - Parameters:
    ///   - bundles: the instrumented bundles' paths (the objects llvm-cov reads).
    ///   - programs: the package's executables, read too for the reports (not per test): what a
    ///     functional test's launched program ran counts (``PackageExecutables``).
    ///   - results: the run's results: per-test records are matched to them, and a test that
    ///     crashed or timed out is named (its process wrote no profile).
    ///   - jobs: how many tool processes may run at once.
    ///   - swiftTestingTests: each Swift Testing function's stream identifier → its test, from the
    ///     listing (a bundle records a `@Test` it ran in-process by the stream's identifier).
    package func collect(
        bundles: [String], programs: [String] = [], results: [TestResult], jobs: Int,
        swiftTestingTests: [String: TestIdentifier] = [:]
    ) throws(CoverageTools.Failure)
        -> CoverageOutcome
    {
        var notices: [RunnerNotice] = []
        let profiles = Self.files(in: request.profilesDirectory, suffix: ".profraw")
        guard !profiles.isEmpty else {
            throw CoverageTools.Failure(
                "no process of this run wrote a coverage profile: were the bundles built with coverage?")
        }
        let merge = try tools.merge(profiles, into: request.mergedProfilePath)
        for bad in merge.unreadable {
            notices.append(
                RunnerNotice(
                    .coverageIncomplete,
                    "coverage: left out \(bad.path), which llvm-profdata cannot read (\(bad.reason))"))
        }
        let ended = results.filter { [.crashed, .timedOut].contains($0.status) }
        if !ended.isEmpty {
            let names = ended.prefix(3).map(\.id.description).joined(separator: ", ")
            notices.append(
                RunnerNotice(
                    .coverageIncomplete,
                    "coverage: \(ended.count) test(s) ended their process before it wrote a profile (\(names)); "
                        + "what their processes ran is missing from the report"))
        }
        let profile = request.mergedProfilePath
        let reports = try exportReports(bundles: bundles, programs: programs, profile: profile)
        let summary = reports.summary
        let kept = summary.files.map(\.path)
        if !kept.isEmpty {
            try Self.write(reports.lcov, to: request.lcovPath)
            try Self.write(reports.json, to: request.jsonPath)
        }
        var perTest: [BundleTestIdentifier: ExecutedLines] = [:]
        if request.mode == .perTest {
            // Once for the run: each function's executed lines, from the kept files' JSON.
            let runLines = ExecutedLines(lcov: String(decoding: reports.lcov, as: UTF8.self))
            let functionLines =
                kept.isEmpty
                ? FunctionLineMap(linesByFunction: [:])
                : try functionLineMap(reports: reports, bundles: bundles, profile: profile, runLines: runLines)
            perTest = Self.testRecords(
                in: request.perTestDirectory, swiftTestingTests: swiftTestingTests, notices: &notices
            )
            .mapValues(functionLines.executedLines(of:))
            let ran = Set(
                results.filter { $0.status != .skipped }.map { BundleTestIdentifier(bundle: $0.bundle, id: $0.id) })
            let missing = ran.filter { perTest[$0] == nil }.sorted()
            if !missing.isEmpty {
                let names = missing.prefix(3).map(\.id.description).joined(separator: ", ")
                notices.append(
                    RunnerNotice(
                        .coverageIncomplete,
                        "coverage: no per-test record for \(missing.count) test(s) (\(names)): crashed tests, bundles "
                            + "on the toolchain's XCTest and executables stripped of their symbol table record none"))
            }
        }
        return CoverageOutcome(
            summary: summary, perTest: perTest, notices: notices, lcovPath: kept.isEmpty ? nil : request.lcovPath,
            jsonPath: kept.isEmpty ? nil : request.jsonPath)
    }

    /// The reports of the kept files, the summary read from the JSON, and under `per-test` the
    /// export of every function of the bundles (what maps each test's functions to lines).
    ///
    /// One lcov export of every file names the files the bundles hold; its kept records are the
    /// lcov report, and the JSON export names the kept files as its sources. Neither export asks
    /// llvm-cov to match paths against a pattern: its `-ignore-filename-regex` matcher took several
    /// times the export itself (``CoverageIgnorePattern`` is the fallback, below). The JSON export
    /// does not wait for the lcov one: it names the files the previous run's report kept, which
    /// are nearly always this run's too; when the lcov export shows they are not, it runs again
    /// with this run's (``keptJSON(objects:profile:kept:every:guessed:)``). Under `per-test`,
    /// the functions are exported at the same time, with no file of their own.
    private func exportReports(bundles: [String], programs: [String], profile: String)
        throws(CoverageTools.Failure) -> Exports
    {
        let objects = bundles + programs
        let perTest = request.mode == .perTest
        let guess = previouslyKeptFiles()
        let jobs: [ExportJob] = [.lcov] + (guess.isEmpty ? [] : [.guessedJSON]) + (perTest ? [.functions] : [])
        let exports = try ParallelMap.values(count: jobs.count, width: jobs.count) {
            index throws(CoverageTools.Failure) -> Export in
            switch jobs[index] {
            case .lcov:
                return Export(parts: [try tools.export(objects: objects, profile: profile, format: "lcov")])
            case .guessedJSON:
                // A failure here is not the run's: the JSON is exported again with the kept files.
                let json = try? tools.export(
                    objects: objects, profile: profile, format: "text", sources: guess, skipFunctions: true)
                return Export(parts: json.map { [$0] } ?? [])
            case .functions:
                // Failure ignored: the objects are a shortcut; the bundles whole are read instead.
                if let objects = CoverageFunctionObjects.objects(linkedInto: bundles),
                    let functions = try? exportFunctions(of: objects, profile: profile)
                {
                    return Export(parts: [functions], fromObjects: true)
                }
                return Export(parts: [try exportFunctions(of: bundles, profile: profile)])
            }
        }
        let every = LcovTracefile(data: exports[0].parts[0])
        let kept = every.files.filter(request.filter.keeps)
        let guessed = jobs.firstIndex(of: .guessedJSON).flatMap { exports[$0].parts.first }
        let json = try keptJSON(objects: objects, profile: profile, kept: kept, every: every, guessed: guessed)
        let lcov = kept.isEmpty ? Data() : every.keeping(request.filter.keeps)
        let functions = jobs.firstIndex(of: .functions).map { exports[$0] }
        let summary: CoverageSummary
        do {
            summary =
                json.isEmpty
                ? CoverageSummary(files: []) : try CoverageSummary(llvmCovJSON: json, keeping: request.filter)
        } catch {
            throw CoverageTools.Failure(error.description)
        }
        return Exports(
            summary: summary, lcov: lcov, json: json, functions: functions?.parts.first,
            functionsFromObjects: functions?.fromObjects ?? false)
    }

    /// The exports ``exportReports(bundles:programs:profile:)`` runs at once.
    private enum ExportJob {
        case lcov, guessedJSON, functions
    }

    /// One tool's part of ``exportReports(bundles:programs:profile:)``.
    private struct Export: Sendable {
        var parts: [Data]
        var fromObjects = false
    }

    /// The reports, and under `per-test` every function's regions.
    private struct Exports {
        var summary: CoverageSummary
        var lcov: Data
        var json: Data
        var functions: Data?
        /// Whether ``functions`` were read from the bundles' objects without Harness's.
        var functionsFromObjects: Bool
    }

    /// Each function's executed lines. Read from the objects without Harness's, the export must
    /// still list every function the lcov report lists for an executed file; if not (or if it
    /// cannot be read), the bundles are read whole.
    private func functionLineMap(
        reports: Exports, bundles: [String], profile: String, runLines: ExecutedLines
    ) throws(CoverageTools.Failure) -> FunctionLineMap {
        let functions = reports.functions ?? Data()
        guard reports.functionsFromObjects else {
            return try FunctionLineMap(llvmCovJSON: functions, runLines: runLines)
        }
        // Failure ignored: the objects' export is a shortcut; the bundles' is read instead.
        if let map = try? FunctionLineMap(llvmCovJSON: functions, runLines: runLines),
            !map.lacksFunctions(of: LcovTracefile(data: reports.lcov))
        {
            return map
        }
        return try FunctionLineMap(llvmCovJSON: try exportFunctions(of: bundles, profile: profile), runLines: runLines)
    }

    /// Every function of `objects` with its regions. llvm-cov lists them whatever the files; "."
    /// leaves out every file's own report, which this export does not need.
    private func exportFunctions(of objects: [String], profile: String) throws(CoverageTools.Failure) -> Data {
        try tools.export(objects: objects, profile: profile, format: "text", ignoring: ".")
    }

    /// The files the previous run's lcov report kept (none when there is none): the likely
    /// sources of this run's JSON export.
    private func previouslyKeptFiles() -> [String] {
        guard let data = FileManager.default.contents(atPath: request.lcovPath) else { return [] }
        return LcovTracefile(data: data).files
    }

    /// The kept files' JSON (empty when no file is kept): `guessed` when it holds exactly the
    /// `kept` files, else exported naming them.
    private func keptJSON(
        objects: [String], profile: String, kept: [String], every: LcovTracefile, guessed: Data?
    ) throws(CoverageTools.Failure) -> Data {
        guard !kept.isEmpty else { return Data() }
        // Failure ignored: an export whose names cannot be read matches nothing, and is made again.
        let names = { (json: Data) in (try? CoverageSummary.fileNames(llvmCovJSON: json)).map(Set.init) }
        if let guessed, names(guessed) == Set(kept) { return guessed }
        let json = try tools.export(
            objects: objects, profile: profile, format: "text", sources: kept, skipFunctions: true)
        // llvm-cov matches the sources named to its files after making them absolute and
        // removing `.` and `..`: a file compiled under another spelling would be missing from
        // the JSON. Then the others are named in a pattern instead, as exact paths.
        guard names(json) != Set(kept) else { return json }
        let others = every.files.filter { !request.filter.keeps($0) }
        return try tools.export(
            objects: objects, profile: profile, format: "text",
            ignoring: CoverageIgnorePattern.regex(ignoring: others), skipFunctions: true)
    }

    /// The functions each test entered, from every worker's records (retries and repetitions
    /// add theirs), each test within the bundle whose folder holds its records
    /// (``TestCoverageRecord/folder(ofBundle:in:)``); a line that is not a record (a process
    /// that died mid-write) is named, and so is a Swift Testing record whose stream identifier
    /// `swiftTestingTests` does not map.
    static func testRecords(
        in folder: String, swiftTestingTests: [String: TestIdentifier], notices: inout [RunnerNotice]
    ) -> [BundleTestIdentifier: [UInt64]] {
        var functions: [BundleTestIdentifier: [UInt64]] = [:]
        for bundle in subfolders(of: folder, notices: &notices) {
            let bundleFolder = TestCoverageRecord.folder(ofBundle: bundle, in: folder)
            for (test, entered) in testRecords(inBundleFolder: bundleFolder, swiftTestingTests, &notices) {
                functions[BundleTestIdentifier(bundle: bundle, id: test), default: []].append(contentsOf: entered)
            }
        }
        return functions
    }

    /// The records of one bundle's workers.
    private static func testRecords(
        inBundleFolder folder: String, _ swiftTestingTests: [String: TestIdentifier], _ notices: inout [RunnerNotice]
    ) -> [TestIdentifier: [UInt64]] {
        var functions: [TestIdentifier: [UInt64]] = [:]
        for path in files(in: folder, suffix: TestCoverageRecord.fileSuffix) {
            // Said below: the file's tests lack their records.
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                notices.append(
                    RunnerNotice(
                        .coverageIncomplete, "coverage: cannot read \(path); its tests' per-test coverage is missing"))
                continue
            }
            for line in text.split(separator: "\n") {
                guard let record = TestCoverageRecord(line: line) else {
                    notices.append(
                        RunnerNotice(
                            .coverageIncomplete, "coverage: left out a line of \(path) that is not a test's record"))
                    continue
                }
                let test: TestIdentifier
                switch record.subject {
                case .test(let identifier):
                    test = identifier
                case .swiftTesting(let id):
                    guard let identifier = swiftTestingTests[id] else {
                        notices.append(
                            RunnerNotice(
                                .coverageIncomplete,
                                "coverage: left out a record of \(id), which this run's listing does not hold"))
                        continue
                    }
                    test = identifier
                }
                functions[test, default: []].append(contentsOf: record.functions)
            }
        }
        return functions
    }

    static func files(in folder: String, suffix: String) -> [String] {
        // Failure ignored: a folder with no records read is every test without its record, which
        // the per-test notice names.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
    }

    /// The bundles' folders in the run's per-test folder; one that cannot be listed is said
    /// (none at all is every test without its record, which the per-test notice names).
    private static func subfolders(of folder: String, notices: inout [RunnerNotice]) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            notices.append(
                RunnerNotice(
                    .coverageIncomplete, "coverage: cannot read \(folder); every test's per-test coverage is missing"))
            return []
        }
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    static func write(_ data: Data, to path: String) throws(CoverageTools.Failure) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CoverageTools.Failure("cannot write \(path): \(error)")
        }
    }
}
