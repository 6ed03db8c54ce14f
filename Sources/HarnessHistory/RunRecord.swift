import Foundation
import HarnessBaselines
import HarnessModel
import HarnessWire

/// Everything the history keeps about one `harness test` run, as plain values.
///
/// ```swift
/// let record = RunRecord(outcome: outcome, selection: RunSelection(request: request, configuration: configuration),
///                        startedAt: start, git: GitState.read(at: root), machine: .current())
/// try database.record(record)
/// ```
public struct RunRecord: Sendable {
    /// Names the run across files, so that merging the same run twice keeps one copy.
    public var uuid: UUID
    public var startedAt: Date
    /// Wall-clock seconds of the run (build excluded).
    public var duration: Double
    /// The commit and whether the tree had changes; nil outside a git work tree.
    public var git: GitState?
    public var machine: MachineConfiguration
    public var selection: RunSelection
    /// One per test and repetition, every attempt included.
    public var results: [TestResult]
    public var exitCode: Int32
    public var interrupted: Bool
    /// The lines each test executed (`--coverage per-test`); empty otherwise.
    package var coverage: [BundleTestIdentifier: ExecutedLines] = [:]
    /// The `time` round the run was a shard of, its shard included (``PartitionRound``).
    package var partitionRound: PartitionRound?

    public init(
        uuid: UUID = UUID(), startedAt: Date, duration: Double, git: GitState?, machine: MachineConfiguration,
        selection: RunSelection, results: [TestResult], exitCode: Int32, interrupted: Bool = false
    ) {
        self.uuid = uuid
        self.startedAt = startedAt
        self.duration = duration
        self.git = git
        self.machine = machine
        self.selection = selection
        self.results = results
        self.exitCode = exitCode
        self.interrupted = interrupted
    }

    /// The record of an engine's outcome.
    public init(
        outcome: RunOutcome, selection: RunSelection, startedAt: Date, git: GitState?,
        machine: MachineConfiguration
    ) {
        self.init(
            startedAt: startedAt, duration: outcome.summary.duration, git: git, machine: machine,
            selection: selection, results: outcome.results, exitCode: outcome.exitCode,
            interrupted: outcome.summary.interrupted
        )
    }
}

/// The commit a run tested and whether the work tree differed from it.
///
/// ```swift
/// let git = GitState.read(at: packageRoot) ?? GitState(commit: "unknown", dirty: true)
/// ```
public struct GitState: Hashable, Codable, Sendable {
    public var commit: String
    public var dirty: Bool

    public init(commit: String, dirty: Bool) {
        self.commit = commit
        self.dirty = dirty
    }
}

/// The selection and options of a run, kept as JSON in the run's row: enough to tell two
/// runs' scopes apart when reading evidence.
///
/// ```swift
/// var selection = RunSelection(request: request, configuration: configuration)
/// selection.partition = "hash:1/3"
/// ```
public struct RunSelection: Hashable, Codable, Sendable {
    public var filters: [String] = []
    public var skips: [String] = []
    public var partition: String?
    public var testPlan: String?
    public var failures: String?
    public var randomSeed: UInt64?
    public var jobs: Int = 1
    public var retries: Int = 0
    public var repetitions: Int = 1
    public var timeout: Double = 600

    public init() {}

    /// The selection of a request run with a configuration.
    public init(request: RunRequest, configuration: RunConfiguration) {
        filters = request.filters.map(\.pattern)
        skips = request.skips.map(\.pattern)
        partition = request.partition?.description
        testPlan = request.testPlan?.planPath
        failures = request.failures?.mode.rawValue
        randomSeed = configuration.randomSeed
        jobs = configuration.jobs
        retries = configuration.retries
        repetitions = configuration.repetitions
        timeout = configuration.timeout
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding strings, numbers and booleans cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
