import HarnessModel
import HarnessWire

/// Turns the inventory and the user's selection into a ``RunPlan``: filter, skip, partition,
/// group by class, estimate, order. Pure: no I/O.
///
/// ```swift
/// let plan = try RunPlanner(inventory: inventory, request: request, history: history).plan()
/// ```
public struct RunPlanner: Sendable {
    /// Why nothing can run; maps to ``RunnerExitCode/noTestsMatched``.
    public struct NoTests: Error, CustomStringConvertible {
        public var description: String
        /// `--rerun-failed` found nothing that failed last time (and nothing new): not an
        /// error, the previous failures are all fixed.
        public var nothingToRerun = false
    }

    /// Class names ending in this run alone (the convention; `--run-alone` adds patterns).
    public static let runAloneSuffix = "SerialTests"

    public var inventory: TestInventory
    public var request: RunRequest
    public var history: TimingHistory
    /// The estimates a partition is cut with (the history's partition estimates, which shard
    /// runs never move); nil cuts with ``history``.
    public var partitionTimings: TimingHistory?
    /// The seed of `--random-order` (``RunConfiguration/randomSeed``, its one home): classes
    /// are shuffled instead of packed longest first.
    public var seed: UInt64?

    public init(
        inventory: TestInventory, request: RunRequest, history: TimingHistory = TimingHistory(),
        partitionTimings: TimingHistory? = nil, seed: UInt64? = nil
    ) {
        self.inventory = inventory
        self.request = request
        self.history = history
        self.partitionTimings = partitionTimings
        self.seed = seed
    }

    public func plan() throws(NoTests) -> RunPlan {
        let all = inventory.allTests.map(\.id)
        if all.isEmpty {
            throw NoTests(
                description: "the package has no tests: add a test target with XCTestCase subclasses or @Test functions"
            )
        }
        let tags = inventory.tagsByTest
        for filter in request.filters where !all.contains(where: { filter.matches($0, tags: tags[$0] ?? []) }) {
            let hint = Self.suggestions(for: filter.pattern, among: all)
            throw NoTests(description: "no test matches '\(filter.pattern)'; \(hint)")
        }
        // Linear in the listed tests: an exact selection is a set lookup, and the user's
        // filters are few.
        // Each test within its bundle: a selection names a test of one bundle, never the test
        // of the same ID in another.
        var selected = Set(
            inventory.allTests.filter { test in
                let id = test.id
                return request.exactTests?.contains(test) != false
                    && (request.filters.isEmpty || request.filters.contains { $0.matches(id, tags: tags[id] ?? []) })
                    && !request.skips.contains { $0.matches(id, tags: tags[id] ?? []) }
                    && request.testPlan?.includes(id) != false
            })
        if let failures = request.failures, failures.mode == .rerunFailed {
            selected.formIntersection(failures.rerunnable(in: inventory))
            if selected.isEmpty {
                throw NoTests(description: FailureSelection.nothingToRerunLine, nothingToRerun: true)
            }
        }
        // The partition is cut from every listed test, not from the selection, with estimates
        // shard runs never move (PartitionCut): each shard then keeps its own selected tests.
        let cut = request.partition.map {
            PartitionCut(partition: $0, universe: inventory.allTests, history: partitionTimings ?? history)
        }
        if let cut { selected = selected.filter(cut.includes) }
        var notices: [RunnerNotice] = []
        if selected.isEmpty && request.partition == nil {
            let what =
                request.testPlan.map { "the filters, --skip and the test plan \($0.planPath)" }
                ?? "the filters and --skip"
            throw NoTests(description: "\(what) leave no test to run")
        }
        if selected.isEmpty, let partition = request.partition {
            notices.append(RunnerNotice(.partitionEmpty, "partition \(partition) holds no test"))
        }
        var units: [ClassUnit] = []
        let fallback = history.fallbackSeconds
        for (bundleIndex, bundle) in inventory.bundles.enumerated() {
            // A `.serialized` suite's unit, by the suite's name: its nested suites join it.
            var serializedUnits: [String: Int] = [:]
            // A class the bundle lists more than once (a BDD framework's specs handed over as
            // their base class): naming it runs every listing of it, so no unit names it whole.
            let sharedNames = Set(
                Dictionary(grouping: bundle.classes.filter { $0.framework == .xctest }, by: \.qualifiedName)
                    .filter { $0.value.count > 1 }.keys)
            for (classIndex, testClass) in bundle.classes.enumerated() {
                let classTests = testClass.uniqueTests
                var tests = classTests.filter { selected.contains(BundleTestIdentifier(bundle: bundle.name, id: $0)) }
                guard !tests.isEmpty else { continue }
                if classTests.count != testClass.methods.count {
                    notices += Self.repeatedListingNotices(of: testClass, selected: tests)
                }
                if tests.count < classTests.count, !testClass.methodsFitInFilter {
                    notices.append(Self.widenedNotice(testClass, adding: classTests.count - tests.count))
                    tests = classTests
                }
                let alone =
                    testClass.name.hasSuffix(Self.runAloneSuffix)
                    || request.runAlone.contains { filter in tests.contains { filter.matches($0, tags: tags[$0] ?? []) }
                    }
                let estimate = history.estimate(for: tests, inBundle: bundle.name, fallback: fallback)
                if let suite = testClass.serializedSuite, let index = serializedUnits[suite] {
                    units[index].tests += tests
                    units[index].isWholeClass = false
                    units[index].runsAlone = units[index].runsAlone || alone
                    units[index].estimate += estimate
                    continue
                }
                if let suite = testClass.serializedSuite { serializedUnits[suite] = units.count }
                units.append(
                    ClassUnit(
                        bundle: bundleIndex, listingIndex: classIndex, module: testClass.module,
                        className: testClass.name, tests: tests,
                        isWholeClass: tests.count == classTests.count && !sharedNames.contains(testClass.qualifiedName),
                        runsAlone: alone, estimate: estimate,
                        hostModule: bundle.host(ofModule: testClass.module)?.module, framework: testClass.framework,
                        isSerialized: testClass.serializedSuite != nil))
            }
        }
        units = ClassSplitting(workers: request.splitClassesAcross).split(
            units, bundles: inventory.bundles, history: history)
        var ordered = request.order.map { Self.order(units, following: $0) } ?? Self.order(units, seed: seed)
        if let failures = request.failures { ordered = failures.failedFirst(ordered, bundles: inventory.bundles) }
        notices += inventory.bundles.compactMap { $0.wholeRunNote ?? $0.entryPointNote }
        var plan = RunPlan(bundles: inventory.bundles, units: ordered, notices: notices)
        plan.partition = cut
        plan.followsGivenOrder = request.order != nil
        return plan
    }

    /// A method the bundle lists more than once runs once per listing in one process (the
    /// bundle's filter cannot tell them apart); its one result covers every run.
    static func repeatedListingNotices(of testClass: TestClass, selected: [TestIdentifier]) -> [RunnerNotice] {
        var times: [String: Int] = [:]
        for method in testClass.methods { times[method, default: 0] += 1 }
        return selected.compactMap { id in
            guard let count = times[id.method], count > 1 else { return nil }
            return RunnerNotice(
                .testListedRepeatedly,
                "\(id) is listed \(count) times by its bundle: it runs \(count) times in one worker and is "
                    + "reported once, failing if any run fails")
        }
    }

    /// A bundle's filter is a comma-separated list of `Module.Class/method` items, so a method
    /// whose name holds a comma, a slash or a wildcard, or is empty, can only be run by naming
    /// its class: the whole class runs, and says so.
    static func widenedNotice(_ testClass: TestClass, adding count: Int) -> RunnerNotice {
        let method = testClass.methods.first { !BundleArgument.filterNamesAlone($0) } ?? ""
        let others = count == 1 ? "1 test" : "\(count) tests"
        let reason =
            if method.isEmpty {
                "an empty name, which a bundle's filter cannot name"
            } else if method.contains(BundleArgument.filterSeparator) {
                "a comma in its name, and a bundle's filter is split at commas"
            } else {
                "a slash or a wildcard in its name, which a bundle's filter cannot name alone"
            }
        return RunnerNotice(
            .classRunsWhole,
            "\(testClass.module).\(testClass.name) runs whole (\(others) more than selected): its test "
                + "'\(method)' has \(reason)")
    }

    /// Longest first (ties in listing order), so the long classes start early and the short ones
    /// fill the gaps at the end; or a seeded shuffle of classes and of each class's methods
    /// under `--random-order`.
    static func order(_ units: [ClassUnit], seed: UInt64?) -> [ClassUnit] {
        if let seed {
            // Methods too: the engine passes them in this order and the bundle honours it
            // (HARNESS_TEST_ORDER=filter), so order dependencies inside a class show up.
            var generator = SeededGenerator(seed: seed)
            return units.shuffled(using: &generator).map { unit in
                var shuffled = unit
                shuffled.tests.shuffle(using: &generator)
                return shuffled
            }
        }
        return units.enumerated().sorted { lhs, rhs in
            lhs.element.estimate != rhs.element.estimate
                ? lhs.element.estimate > rhs.element.estimate : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The order of a list of IDs: each unit starts where its first test is listed, and its
    /// tests follow the list (a class stays one unit, so its set-up still runs once per worker).
    static func order(_ units: [ClassUnit], following order: [TestIdentifier]) -> [ClassUnit] {
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let rank = { (id: TestIdentifier) in position[id] ?? Int.max }
        return units.map { unit in
            var ordered = unit
            ordered.tests = unit.tests.enumerated().sorted {
                (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
            }
            .map(\.element)
            return ordered
        }.enumerated().sorted { lhs, rhs in
            (lhs.element.tests.first.map(rank) ?? Int.max, lhs.offset)
                < (rhs.element.tests.first.map(rank) ?? Int.max, rhs.offset)
        }.map(\.element)
    }

    /// Up to three names that share the most leading characters with `pattern`'s last segment.
    static func suggestions(for pattern: String, among tests: [TestIdentifier]) -> String {
        let names = Set(tests.flatMap { [$0.qualifiedClassName, $0.description] })
        let needle = pattern.lowercased()
        func score(_ name: String) -> Int {
            let lowered = name.lowercased()
            if lowered.contains(needle) { return 1000 + needle.count }
            let tail = lowered.split(whereSeparator: { $0 == "." || $0 == "/" }).map(String.init)
            let needleTail = needle.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? needle
            return tail.map { zip($0, needleTail).prefix { $0 == $1 }.count }.max() ?? 0
        }
        let best = names.map { ($0, score($0)) }.filter { $0.1 >= 3 }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(3)
            .map { "'\($0.0)'" }
        return best.isEmpty ? "run 'harness list' to see the tests" : "did you mean \(best.joined(separator: ", "))?"
    }
}
