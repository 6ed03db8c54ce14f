// The run history's speed goals (issue 10), measured in one process on real SQLite files:
//   1. recording a 10,000-test run (goal ≤ 100 ms), into an empty history and into one that
//      already holds 100 such runs; and reading the planner's facts back
//   2. `harness history`'s report and one test's timeline over 105 runs of 10,000 tests
//      (goal < 1 s)
//   3. a generated skewed suite cut into N shards by `time:`, `count:` and `hash:`: each
//      shard's wall time (goal for time: within 10% of each other)
// Copied into a generated package by bench.sh; never part of the test suite.
import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessRunner
import HarnessWire

let arguments = CommandLine.arguments
let work = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : NSTemporaryDirectory())
    .appendingPathComponent("history-bench")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let machine = MachineConfiguration.current()

/// CPU seconds this process has used (the bench is single-threaded: its own work).
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds of the timed bodies that asked for them, by measure.
nonisolated(unsafe) var cpuTimes: [String: [Double]] = [:]

func seconds(cpu measure: String? = nil, _ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = processCPUSeconds()
    try body()
    if let measure { cpuTimes[measure, default: []].append(processCPUSeconds() - cpuStart) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A run of `count` tests in 500 classes, a few failing, some retried.
func run(_ count: Int, index: Int) -> RunRecord {
    let results = (0..<count).map { test -> TestResult in
        let id = TestIdentifier(module: "BenchTests", className: "Class\(test / 20)", method: "test\(test % 20)")
        let failing = (test + index) % 997 == 0
        let retried = (test + index) % 1_499 == 0
        var attempts = [
            TestAttempt(
                number: 1, status: failing || retried ? .failed : .passed,
                duration: 0.001 * Double(test % 50 + 1),
                issues: failing || retried
                    ? [IssueRecord(kind: .assertionFailure, description: "XCTAssertEqual failed", location: nil)] : [])
        ]
        if retried { attempts.append(TestAttempt(number: 2, status: .passed, duration: 0.01)) }
        return TestResult(id: id, bundle: "BenchPackageTests", attempts: attempts)
    }
    return RunRecord(
        startedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60), duration: 30,
        git: GitState(commit: "abc\(index / 10)", dirty: false), machine: machine,
        selection: RunSelection(), results: results, exitCode: 1)
}

// `main WORK profile`: only records runs into one file, for a profiler to look at.
if arguments.count > 2, arguments[2] == "profile" {
    let database = try HistoryDatabase(url: work.appendingPathComponent("profile.sqlite"))
    for index in 0..<30 { try database.record(run(10_000, index: index)) }
    exit(0)
}

// 1. Recording.
var emptyTimes: [Double] = []
for attempt in 0..<5 {
    let database = try HistoryDatabase(url: work.appendingPathComponent("empty-\(attempt).sqlite"))
    let record = run(10_000, index: 0)
    emptyTimes.append(try seconds(cpu: "empty") { try database.record(record) })
}
let big = try HistoryDatabase(url: work.appendingPathComponent("big.sqlite"))
var fullTimes: [Double] = []
for index in 0..<100 {
    let record = run(10_000, index: index)
    let time = try seconds(cpu: index >= 95 ? "full" : nil) { try big.record(record) }
    if index >= 95 { fullTimes.append(time) }
}
// What `harness test` does after its run: open the file (schema check), record, close.
var storeTimes: [Double] = []
for index in 100..<105 {
    let record = run(10_000, index: index)
    let store = HistoryStore(url: work.appendingPathComponent("big.sqlite")) { print("notice: \($0)") }
    storeTimes.append(seconds(cpu: "store") { store.record(record) })
}
var factsTimes: [Double] = []
for _ in 0..<5 { factsTimes.append(try seconds { _ = try big.planningFacts() }) }
var gitTimes: [Double] = []
for _ in 0..<5 { gitTimes.append(seconds { _ = GitState.read(at: FileManager.default.currentDirectoryPath) }) }
try big.checkpoint()

// 2. Reading.
let reader = try HistoryDatabase(url: work.appendingPathComponent("big.sqlite"), readOnly: true)
var reportTimes: [Double] = []
var report: HistoryReport?
for _ in 0..<3 {
    reportTimes.append(
        try seconds(cpu: "report") {
            let read = try reader.report(limit: 10)
            report = read
            _ = HistoryReportFormatter().lines(for: read)
        })
}
var timelineTimes: [Double] = []
for _ in 0..<3 { timelineTimes.append(try seconds { _ = try reader.timeline(of: "Class3/test7") }) }

print("## Run history (\(machine.summary))")
print("")
print("| measure | median | goal |")
print("|---|---|---|")
print(
    String(
        format: "| record a 10,000-test run, empty history | %.0f ms (CPU %.0f ms) | ≤ 100 ms |",
        median(emptyTimes) * 1000, median(cpuTimes["empty"] ?? []) * 1000))
print(
    String(
        format: "| record a 10,000-test run, history of 95–99 such runs | %.0f ms (CPU %.0f ms) | ≤ 100 ms |",
        median(fullTimes) * 1000, median(cpuTimes["full"] ?? []) * 1000))
print(
    String(
        format: "| open, record and close (`HistoryStore.record`), history of 100–104 runs"
            + " | %.0f ms (CPU %.0f ms) | ≤ 100 ms |",
        median(storeTimes) * 1000, median(cpuTimes["store"] ?? []) * 1000))
print(
    String(format: "| git commit + dirty state (`git rev-parse`, `git status`) | %.0f ms | |", median(gitTimes) * 1000))
print(
    String(
        format: "| planning facts (estimates, failing, known) of 10,000 tests | %.0f ms | |", median(factsTimes) * 1000)
)
print(
    String(
        format: "| `harness history` report, 105 runs × 10,000 tests | %.0f ms (CPU %.0f ms) | < 1 s |",
        median(reportTimes) * 1000, median(cpuTimes["report"] ?? []) * 1000))
print(String(format: "| one test's timeline, 105 runs | %.1f ms | |", median(timelineTimes) * 1000))
let size =
    (try? FileManager.default.attributesOfItem(atPath: work.appendingPathComponent("big.sqlite").path)[.size] as? Int)
    ?? 0
print("")
print(
    "History file of 105 runs × 10,000 tests: \(size / 1_000_000) MB; "
        + "report: \(report?.failing.count ?? 0) failing, \(report?.flaky.count ?? 0) flaky."
)

// 3. Shards on a skewed suite: 300 classes of 1–30 tests; 5% of the classes hold ~70% of the time.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
var seeded = Seeded(state: 10)
var tests: [BundleTestIdentifier] = []
var history = TimingHistory()
var actual: [BundleTestIdentifier: Double] = [:]
for classIndex in 0..<300 {
    let heavy = classIndex % 20 == 7
    for method in 0..<Int.random(in: 1...30, using: &seeded) {
        let id = TestIdentifier(module: "SkewTests", className: "Class\(classIndex)", method: "test\(method)")
        let key = BundleTestIdentifier(bundle: "SkewPackageTests", id: id)
        let recorded =
            heavy ? Double.random(in: 0.5...3, using: &seeded) : Double.random(in: 0.001...0.05, using: &seeded)
        tests.append(key)
        history.seconds[key] = recorded
        // This run's real time: the recorded estimate ± 15% (a noisy machine).
        actual[key] = recorded * Double.random(in: 0.85...1.15, using: &seeded)
    }
}
print("")
let heavyShare = history.seconds.values.filter { $0 >= 0.5 }.reduce(0, +) / history.seconds.values.reduce(0, +)
print(
    "### Shards on a skewed suite (\(tests.count) tests, 300 classes, "
        + "15 of them ~\(Int(heavyShare * 100))% of the time)"
)
print("")
print(
    "Wall time of each shard = the sum of its tests' real times (recorded ± 15%). "
        + "Spread = (slowest − fastest) / slowest."
)
print("")
print("| shards | time: spread | count: spread | hash: spread |")
print("|---|---|---|---|")
func spread(_ loads: [Double]) -> String {
    guard let high = loads.max(), let low = loads.min(), high > 0 else { return "–" }
    return String(format: "%.1f%%", (high - low) / high * 100)
}
for total in [2, 4, 8] {
    // Cut as `harness test --partition KIND:1/N` cuts (PartitionCut, the whole suite at once):
    // every shard's tests, then their real times.
    func loads(_ kind: Partition.Kind) -> [Double] {
        PartitionCut(partition: Partition(kind: kind, index: 1, total: total), universe: tests, history: history)
            .shards.map { shard in shard.reduce(0) { $0 + (actual[$1] ?? 0) } }
    }
    print("| \(total) | \(spread(loads(.time))) | \(spread(loads(.count))) | \(spread(loads(.hash))) |")
}
