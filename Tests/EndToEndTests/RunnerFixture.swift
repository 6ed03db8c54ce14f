import Foundation

/// The runner's fixture (`Fixtures/RunnerSuite`) and the `harness` binary that runs it, for the
/// `Runner*Tests`: builds the fixture once per test process (through `harness list`, which
/// builds), then runs `harness test … --skip-build` as a user would.
enum RunnerFixture {
    static let package = RepositoryPaths.fixture(named: "RunnerSuite")
    /// The bundle's path fragment, to find its worker processes.
    static let bundleName = "RunnerSuitePackageTests.xctest"

    /// `harness`, built beside this test bundle by `swift build --build-tests`.
    static var harness: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("harness")
    }

    /// Builds the fixture on first use.
    static func built() async throws {
        try await FixtureBuilds.harnessList(RepositoryPaths.fixture(named: "RunnerSuite"))
    }

    /// `harness test --package-path <fixture> --skip-build <arguments>`.
    static func test(_ arguments: [String], environment: [String: String] = [:], timeLimit: Double = 300) async throws
        -> CommandResult
    {
        try await built()
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try await CommandRunner.run(
            harness, arguments: ["test", "--package-path", package.path, "--skip-build"] + arguments,
            environment: merged, timeLimit: timeLimit)
    }

    /// `Module.Class/method` → the console's status word (`PASS`, `CRASH`, …), from the
    /// one-line-per-test output.
    static func statuses(in output: String) -> [String: String] {
        var statuses: [String: String] = [:]
        for line in output.split(separator: "\n") {
            // `NO HOST` (a test host that failed to launch) is the one two-word label.
            let words = line.replacingOccurrences(of: "NO HOST [", with: "NO_HOST [").split(
                separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 3,
                ["PASS", "FAIL", "SKIP", "FLAKY", "TIMEOUT", "CRASH", "ERROR", "NO_HOST"].contains(String(words[0])),
                let close = words.firstIndex(where: { $0.hasSuffix("s]") }), close + 1 < words.count
            else { continue }
            statuses[String(words[close + 1])] = String(words[0])
        }
        return statuses
    }

    /// Process IDs of the fixture's bundles still running (workers left behind).
    static func runningBundles() -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let command = String(decoding: data, as: UTF8.self)
            return command.contains(bundleName) && !command.contains("--dump-tests-json") ? pid : nil
        }
    }

    /// The bundle processes running `selection` (a worker's argument, e.g. `RunnerSuiteTests.SlowTests`):
    /// never a lister, which runs the same bundle with other arguments.
    static func workers(running selection: String) -> [Int32] {
        runningBundles().filter { pid in
            let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return String(decoding: data, as: UTF8.self).split(separator: "\0").dropFirst().contains {
                $0.contains(selection)
            }
        }
    }

    /// The variable that marks one run's processes: workers inherit the runner's environment.
    static let runMarkVariable = "HARNESS_E2E_RUN_MARK"

    /// A fresh mark for one run (the value of ``runMarkVariable``).
    static func newRunMark() -> String { UUID().uuidString }

    /// The fixture's bundles still running that belong to the run marked `mark`: left behind
    /// once that run has ended. Other tests' runs, live or ending at this moment, are never
    /// counted (a check of every bundle without a runner parent caught their workers).
    static func survivors(ofRunMarked mark: String) -> [Int32] {
        let entry = Data("\(runMarkVariable)=\(mark)".utf8)
        return runningBundles().filter { pid in
            // Whole: an environment is often longer than the 4 KiB a plain read of /proc gives.
            guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/environ") else { return false }
            defer { try? handle.close() }
            let environment = (try? handle.readToEnd()) ?? Data()
            return environment.split(separator: 0).contains { Data($0) == entry }
        }
    }

    /// The parent of a process, from `/proc/PID/stat`.
    static func parent(of pid: Int32) -> Int32? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }
}
