import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// `harness test`'s options for what runs and how: selection, parallelism, time, retries,
/// order, partitioning, capture.
struct RunOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Tests to run: Module.Class[/method], Class, Class/method or a module; a Swift Testing "
                + "Suite/function(label:) or tag:NAME; * and ? wildcards.",
            valueName: "filter"))
    var filters: [String] = []

    /// `swift test`'s spelling, so a command line carried over keeps working: each value is one
    /// more filter, the same as a positional one.
    @Option(
        name: .customLong("filter"),
        help: ArgumentHelp(
            "Run tests matching this pattern (repeatable): the same as giving it as a filter argument. "
                + "Patterns use the filters' syntax above, not regular expressions.",
            valueName: "pattern"))
    var filterOptions: [String] = []

    @Option(help: ArgumentHelp("Leave out tests matching this pattern (repeatable).", valueName: "pattern"))
    var skip: [String] = []

    @Option(name: [.short, .long], help: "Worker processes at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Run one worker at a time, and one Swift Testing test at a time in it.")
    var noParallel = false

    @Option(
        help: ArgumentHelp(
            "Seconds a test may run before its worker is stopped; fractions work (0.5). Default 600, or the "
                + "test plan's allowance.",
            valueName: "seconds"))
    var timeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds after which a running test is reported as slow (default: 60, or half the timeout if shorter).",
            valueName: "seconds"))
    var slowAfter: Double?

    @Option(
        help: ArgumentHelp(
            "Run a failing, crashed or timed-out test again, in a fresh worker, up to N times; a pass after a "
                + "failure is flaky.")
    )
    var retries: Int = 0

    @Option(name: .customLong("repeat"), help: "Run the selection N times.")
    var repetitions: Int?

    @Flag(help: "Repeat until a repetition has a failing test (up to --repeat, default 100).")
    var repeatUntilFailure = false

    @Flag(
        help:
            "Run classes in a random order; a number among the filters is the seed (--random-order 42 replays a run)."
    )
    var randomOrder = false

    @Option(
        help: ArgumentHelp(
            "Run one slice of the suite: count:K/N, hash:K/N or time:K/N (balanced by the run history); a kind "
                + "alone takes K/N from CI_NODE_INDEX/CI_NODE_TOTAL, CIRCLE_NODE_*, BUILDKITE_PARALLEL_JOB* or "
                + "Bazel's variables.",
            valueName: "kind:K/N"))
    var partition: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Balance --partition time:K/N by the durations these JUnit reports recorded (an earlier run's, as CI "
                + "keeps them), matched by test ID, instead of the run history's. It takes every file up to the next "
                + "option: give filters before it, or with --filter.",
            valueName: "report.xml"))
    var timingsFrom: [String] = []

    @Option(
        help: ArgumentHelp(
            "Classes that must run alone (no other worker at the same time), beyond those named *SerialTests.",
            valueName: "pattern"))
    var runAlone: [String] = []

    @Flag(help: "Stream tests' output live instead of capturing it (runs one worker at a time).")
    var noCapture = false

    @Option(
        help: ArgumentHelp(
            "An Xcode test plan (.xctestplan): its selection, environment, arguments, time allowances, "
                + "repetitions and order apply; options given here win.",
            valueName: "path"))
    var testPlan: String?

    @Option(help: ArgumentHelp("The test plan's configuration to apply (default: its first).", valueName: "name"))
    var configuration: String?

    /// The filters as parsed, without the seed: a positional that is all digits cannot name a
    /// test (Swift names never start with a digit), so it is `--random-order`'s seed.
    var testFilters: [String] { filters.filter { UInt64($0) == nil } + filterOptions }

    /// `--random-order`'s seed: the number among the positionals, else a fresh one (printed
    /// with the run, to replay it); nil without `--random-order`. Called once per run.
    func randomSeed() -> UInt64? {
        guard randomOrder else { return nil }
        return filters.lazy.compactMap(UInt64.init).first ?? UInt64.random(in: 1...999_999)
    }

    func validate() throws {
        let numbers = filters.filter { UInt64($0) != nil }
        if let number = numbers.first, !randomOrder {
            throw ValidationError(
                "'\(number)' is not a test name; to replay a random order, write --random-order \(number)")
        }
        if numbers.count > 1 {
            throw ValidationError("--random-order takes one seed, found \(numbers.joined(separator: " and "))")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let timeout, timeout <= 0 { throw ValidationError("--timeout must be more than 0 seconds") }
        if configuration != nil, testPlan == nil {
            throw ValidationError("--configuration names a configuration of --test-plan, which is missing")
        }
        if retries < 0 { throw ValidationError("--retries cannot be negative") }
        if let repetitions, repetitions < 1 { throw ValidationError("--repeat must be at least 1") }
    }

    /// The settings chosen here, which a test plan does not override.
    var chosenOverPlan: TestPlanApplication.Chosen {
        var chosen: TestPlanApplication.Chosen = []
        if timeout != nil { chosen.insert(.timeout) }
        if slowAfter != nil { chosen.insert(.slowAfter) }
        if repetitions != nil || repeatUntilFailure { chosen.insert(.repetitions) }
        if retries != 0 { chosen.insert(.retries) }
        if randomOrder { chosen.insert(.order) }
        return chosen
    }

    /// The engine's configuration for these options.
    func configuration(seed: UInt64?) -> RunConfiguration {
        var configuration = RunConfiguration()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        configuration.jobs = noParallel || noCapture ? 1 : (jobs ?? max(cores, 1))
        configuration.parallelSwiftTesting = !(noParallel || noCapture)
        configuration.timeout = timeout ?? 600
        configuration.slowAfter = slowAfter ?? min(60, configuration.timeout / 2)
        configuration.retries = retries
        configuration.repetitions = repetitions ?? (repeatUntilFailure ? 100 : 1)
        configuration.untilFailure = repeatUntilFailure
        configuration.randomSeed = seed
        configuration.capture = !noCapture
        return configuration
    }
}
