import HarnessWire

/// What will run, as plain data: the selected tests grouped into class units, in the order
/// they are handed to workers. The planner makes it; the engine executes it.
///
/// ```swift
/// let plan = try RunPlanner(inventory: inventory, request: request, history: history).plan()
/// plan.testCount   // tests per repetition
/// ```
public struct RunPlan: Hashable, Sendable {
    /// The bundles the units refer to by index.
    public var bundles: [TestBundle]
    /// Class units in scheduling order (longest first, shuffled under `--random-order`, or in
    /// the order of a list of IDs).
    public var units: [ClassUnit]
    /// Notes for the user (a class run alone, a partition that is empty).
    public var notices: [RunnerNotice]
    /// The partition's cut, when the run is one shard of several.
    public var partition: PartitionCut?
    /// Whether workers run each class's tests in the plan's order rather than the listing's
    /// (a list of IDs gave the order): the engine then names every test to its bundle.
    public var followsGivenOrder = false

    public init(bundles: [TestBundle], units: [ClassUnit], notices: [RunnerNotice] = []) {
        self.bundles = bundles
        self.units = units
        self.notices = notices
    }

    /// What the run says of its partition (the console, JSON and JUnit reports).
    public var partitionSummary: PartitionSummary? { partition?.summary(selectedTests: testCount) }

    /// Tests per repetition.
    public var testCount: Int { units.reduce(0) { $0 + $1.tests.count } }

    /// Every selected test in listing order (bundle, then class, then method): the order
    /// results are reported in.
    public var testsInListingOrder: [TestIdentifier] {
        let sorted = units.sorted { ($0.bundle, $0.listingIndex) < ($1.bundle, $1.listingIndex) }
        var tests: [TestIdentifier] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[end].bundle == sorted[start].bundle,
                sorted[end].listingIndex == sorted[start].listingIndex
            { end += 1 }
            tests += end - start == 1 ? sorted[start].tests : mergedParts(sorted[start..<end])
            start = end
        }
        return tests
    }

    /// The tests of a class split across workers (``ClassSplitting``), back in method order.
    private func mergedParts(_ parts: ArraySlice<ClassUnit>) -> [TestIdentifier] {
        let tests = parts.flatMap(\.tests)
        guard let first = parts.first, bundles.indices.contains(first.bundle),
            bundles[first.bundle].classes.indices.contains(first.listingIndex)
        else { return tests }
        let methods = bundles[first.bundle].classes[first.listingIndex].methods
        let position = Dictionary(methods.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return tests.enumerated().sorted { lhs, rhs in
            (position[lhs.element.method] ?? lhs.offset, lhs.offset) < (
                position[rhs.element.method] ?? rhs.offset, rhs.offset
            )
        }.map(\.element)
    }
}

/// The unit of scheduling: the selected tests of one class, which one worker runs together so
/// that the class's set-up runs once per worker.
///
/// ```swift
/// for unit in plan.units where unit.runsAlone { print(unit.className, unit.tests.count, unit.estimate) }
/// ```
public struct ClassUnit: Hashable, Sendable {
    /// Index into ``RunPlan/bundles``.
    public var bundle: Int
    /// The class's position in its bundle's listing (the order the bundle runs classes in).
    public var listingIndex: Int
    public var module: String
    public var className: String
    /// The selected methods, in listing order.
    public var tests: [TestIdentifier]
    /// Whether every test of the class is selected (the filter can then name the class).
    public var isWholeClass: Bool
    /// Must run while no other worker runs (see Documentation/Runner.md, "Running alone").
    public var runsAlone: Bool
    /// Expected seconds, from timing history.
    public var estimate: Double
    /// The module whose test host the class needs, nil for a library module: one worker
    /// process launches one host, so units of different hosts never share a worker.
    public var hostModule: String?
    /// Which framework runs it: a worker runs one framework's units (the bundle's entry point
    /// picks one framework per process).
    public var framework: TestFramework
    /// A `.serialized` Swift Testing suite with its nested suites: never split across workers.
    public var isSerialized: Bool
    /// Runs one test at a time, in a worker that runs only such units: the test was one of
    /// several running side by side when their worker died, and running the suspects one at a
    /// time in one process tells which one ends it (the only one running then).
    public var runsInIsolation = false

    public init(
        bundle: Int, listingIndex: Int, module: String, className: String, tests: [TestIdentifier],
        isWholeClass: Bool, runsAlone: Bool = false, estimate: Double, hostModule: String? = nil,
        framework: TestFramework = .xctest, isSerialized: Bool = false
    ) {
        self.isSerialized = isSerialized
        self.framework = framework
        self.bundle = bundle
        self.listingIndex = listingIndex
        self.module = module
        self.className = className
        self.tests = tests
        self.isWholeClass = isWholeClass
        self.runsAlone = runsAlone
        self.estimate = estimate
        self.hostModule = hostModule
    }

    public var qualifiedName: String { className.isEmpty ? module : "\(module).\(className)" }

    /// The bundle's filter items for this unit: the class, or its selected methods. A method
    /// a filter cannot name alone (``BundleArgument/filterNamesAlone(_:)``: a comma, a slash, a
    /// wildcard, an empty name) makes the class named, and the dispatcher sets aside the class's
    /// other tests (`Dispatcher+ListedNames`).
    public var filterItems: [String] {
        isWholeClass || tests.contains(where: { !BundleArgument.filterNamesAlone($0.method) })
            ? [qualifiedName] : tests.map(\.description)
    }
}
