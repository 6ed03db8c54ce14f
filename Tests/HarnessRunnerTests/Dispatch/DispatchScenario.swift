import HarnessWire

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// Captured output held in memory: each worker's files as text, sliced by byte offsets as the
/// disk would be. A class, so that a scenario can write a worker's output after it started.
final class MemoryFiles: CapturedFiles {
    var contents: [String: String] = [:]

    func slice(path: String, from: Int64, to: Int64?, limit: Int) -> (text: String, truncated: Bool) {
        let bytes = Array((contents[path] ?? "").utf8)
        let start = min(Int(from), bytes.count)
        let end = min(to.map(Int.init) ?? bytes.count, bytes.count)
        guard end > start else { return ("", false) }
        return (String(decoding: bytes[start..<end], as: UTF8.self), false)
    }

    func keep(
        _ pending: [PendingAttachment], status: TestStatus, test: TestIdentifier, attempt: Int, repetition: Int
    ) -> [AttachmentRecord] {
        pending.map(\.record)
    }

    /// Kept launch folders' output by folder, then test (`Module.Class/method`).
    var launched: [String: [String: [PendingAttachment]]] = [:]
    /// The folders `launchedOutput` was asked about, in order.
    var launchedAsked: [String] = []

    func launchedOutput(in directory: String, test: TestIdentifier) -> (
        attachments: [PendingAttachment], unreadable: [String]
    ) {
        launchedAsked.append(directory)
        return (launched[directory]?[test.description] ?? [], [])
    }

    /// Shared output kept, by worker.
    var shared: [Int: String] = [:]

    /// Why keeping shared output fails, when it should.
    var sharedFileFailure: String?

    func keepSharedOutput(_ text: String, worker: Int) throws -> String? {
        let path = "/run/shared-output/worker-\(worker).txt"
        if let sharedFileFailure { throw FileNotKept(path: path, reason: sharedFileFailure) }
        shared[worker] = text
        return path
    }
}

/// One run of the ``Dispatcher`` on plain values: one bundle (`SuiteTests`, module `M`), a
/// class per entry of `classes`, output in memory, the clock given with each input.
///
/// ```swift
/// var run = DispatchScenario(classes: [("A", ["t1"])]) { $0.retries = 1 }
/// let launches = run.begin().launches
/// let effects = run.send(run.started("A/t1"), at: 1)
/// ```
struct DispatchScenario {
    static let bundle = "SuiteTests"
    static let outputFolder = "/run"

    var dispatcher: Dispatcher
    let files = MemoryFiles()

    /// With `givenOrder` (`Class/method` names), the plan follows that order, as a list of IDs
    /// makes it: each class's tests in it, and workers told to follow it.
    /// With `ownMain`, the bundle's main is its own test library (``TestBundle/ownMain``): it
    /// runs whole. `modules` gives each class's module, in order (default: all in `M`).
    init(
        classes: [(name: String, methods: [String])], givenOrder: [String]? = nil, ownMain: Bool = false,
        modules: [String]? = nil, configure: (inout RunConfiguration) -> Void = { _ in }
    ) {
        var configuration = RunConfiguration()
        configuration.jobs = 1
        configuration.timeout = 10
        configuration.slowAfter = 60
        configuration.killGrace = 0.5
        configuration.interruptGrace = 3
        configure(&configuration)
        let testClasses = classes.enumerated().map { index, testClass in
            TestClass(module: modules?[index] ?? "M", name: testClass.name, methods: testClass.methods)
        }
        var bundle = TestBundle(name: Self.bundle, path: "/build/SuiteTests.xctest", classes: testClasses)
        if ownMain { bundle.ownMain = TestBundle.OwnMain(listing: "exited with status 4") }
        let units = testClasses.enumerated().map { index, testClass in
            ClassUnit(
                bundle: 0, listingIndex: index, module: testClass.module, className: testClass.name,
                tests: testClass.uniqueTests,
                isWholeClass: true, estimate: Double(testClass.methods.count))
        }
        var plan = RunPlan(bundles: [bundle], units: units)
        if let givenOrder {
            let rank = Dictionary(givenOrder.enumerated().map { (Self.id($1), $0) }) { first, _ in first }
            for index in plan.units.indices {
                plan.units[index].tests.sort { (rank[$0] ?? .max) < (rank[$1] ?? .max) }
            }
            plan.followsGivenOrder = true
        }
        dispatcher = Dispatcher(
            context: .init(
                plan: plan, configuration: configuration,
                workingDirectory: "/package", outputFolder: Self.outputFolder,
                inheritedEnvironment: ["PATH": "/usr/bin"], files: files))
    }

    mutating func begin(at now: Double = 0) -> [DispatchEffect] {
        dispatcher.begin(now: now)
    }

    mutating func send(_ input: EngineInput, at now: Double) -> [DispatchEffect] {
        dispatcher.step(input, now: now)
    }

    /// Sends inputs in order at one moment; the effects of all of them.
    mutating func send(_ inputs: [EngineInput], at now: Double) -> [DispatchEffect] {
        inputs.flatMap { dispatcher.step($0, now: now) }
    }

    var outcome: RunEngine.Outcome? { dispatcher.state.outcome }

    // MARK: - Inputs

    static func id(_ name: String) -> TestIdentifier {
        let parts = name.split(separator: "/")
        return TestIdentifier(module: "M", className: String(parts[0]), method: String(parts[1]))
    }

    func started(_ test: String, worker: Int = 1, stdoutOffset: Int64 = 0) -> EngineInput {
        .wire(
            worker: worker,
            event: WireEvent(.testStarted(.init(test: Self.id(test), stdoutOffset: stdoutOffset, stderrOffset: 0))))
    }

    func finished(_ test: String, _ outcome: TestOutcome, worker: Int = 1, stdoutOffset: Int64 = 0) -> EngineInput {
        .wire(
            worker: worker,
            event: WireEvent(
                .testFinished(
                    .init(test: Self.id(test), outcome: outcome, duration: 0.5, stdoutOffset: stdoutOffset))))
    }

    func issue(_ test: String, _ text: String, worker: Int = 1) -> EngineInput {
        let record = IssueRecord(kind: .assertionFailure, description: text, location: nil, isExpected: false)
        return .wire(worker: worker, event: WireEvent(.issueRecorded(.init(test: Self.id(test), issue: record))))
    }

    /// The inputs of a worker that ended cleanly: its run's end, its stream's end, exit 0 or 1.
    func ended(worker: Int, exitCode: Int32) -> [EngineInput] {
        [
            .wire(worker: worker, event: WireEvent(.runFinished(.init(counts: Self.noCounts, exitCode: exitCode)))),
            .streamEnded(worker: worker), .exited(worker: worker, status: exitCode << 8),
        ]
    }

    static let noCounts = SuiteCounts(
        executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)

    static func stdoutPath(worker: Int) -> String { "\(outputFolder)/w\(worker).out" }
    static func stderrPath(worker: Int) -> String { "\(outputFolder)/w\(worker).err" }
}

extension [DispatchEffect] {
    var reports: [RunnerEvent] {
        compactMap { if case .report(let event) = $0 { event } else { nil } }
    }

    var launches: [WorkerLaunch] {
        compactMap { if case .launch(let launch) = $0 { launch } else { nil } }
    }

    var signals: [(worker: Int, signal: Int32)] {
        compactMap { if case .signal(let worker, let signal) = $0 { (worker, signal) } else { nil } }
    }

    var results: [TestResult] {
        reports.compactMap { if case .testFinished(let result) = $0 { result } else { nil } }
    }

    var attempts: [RunnerEvent.AttemptFinished] {
        reports.compactMap { if case .attemptFinished(let finished) = $0 { finished } else { nil } }
    }

    var notices: [String] {
        reports.compactMap { if case .notice(let notice) = $0 { notice.text } else { nil } }
    }

    var lostWorkers: [RunnerEvent.WorkerLost] {
        reports.compactMap { if case .workerLost(let lost) = $0 { lost } else { nil } }
    }
}
