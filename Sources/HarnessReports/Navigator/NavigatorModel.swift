import HarnessModel
import HarnessWire

/// The navigator's tree as one JSON document, what the page renders: bundle → class or suite →
/// test, each test with its tags, its last status and duration, and what the run history says
/// (flaky, failing since). The live page fetches it (`GET /api/model`) and then applies the
/// run's events to it; the server keeps its own copy current the same way
/// (``apply(_:)``), so a page opened mid-run starts from the truth. The HTML report embeds one
/// made from its run's results (``init(report:context:)``): the same page, read-only.
///
/// ```swift
/// var model = NavigatorModel(inventory: inventory, history: NavigatorHistory(facts: facts, report: report), packageRoot: root)
/// model.apply(.testFinished(result))
/// model.test(named: "MathTests.AdditionTests/testCarry")?.status   // .failed
/// ```
package struct NavigatorModel: Codable, Hashable, Sendable {
    /// The package the tests belong to.
    package var packageRoot: String
    /// The bundles, in listing order.
    package var bundles: [Bundle]
    /// The last build's errors, shown in place of the tree while the package does not build.
    package var buildErrors: [String] = []
    /// How the page opens a file in the user's editor (`harness ui --editor-url`): a URL with
    /// `{path}` (absolute), `{line}` and `{column}` in it; nil: no editor links.
    package var editorURL: String?
    /// Where each test is, by its identifier's text (not encoded: rebuilt on decoding).
    private var positions: [String: Position] = [:]
    /// The tests started and not finished in the current run, with when they started (seconds,
    /// the caller's clock; not encoded).
    private var started: [String: Double] = [:]
    /// The run under way ran only these cases of these functions (a case's ▶): their other
    /// cases keep their earlier status (not encoded).
    package var chosenCases: [String: Set<String>] = [:]

    /// What the run history says of one test before this session ran it.
    package struct HistoryFact: Hashable, Sendable {
        package var status: TestStatus?
        package var seconds: Double?
        package var flaky = false
        package var failingSince: Double?
        package var message: String?

        package init() {}
    }

    package struct Bundle: Codable, Hashable, Sendable {
        package var name: String
        /// `library` (no host) or `application`.
        package var kind: TestBundle.Kind
        /// Each hosted module's host, in words (`hosted by App with …`).
        package var hosts: [String]
        package var suites: [Suite]
    }

    /// An XCTest class or a Swift Testing suite (its path of suite types joined by dots; the
    /// page nests them).
    package struct Suite: Codable, Hashable, Sendable {
        package var module: String
        package var name: String
        package var framework: TestFramework
        package var tests: [Test]
    }

    package struct Test: Codable, Hashable, Sendable {
        /// `Module.Class/method`: what the page sends back to run it.
        package var id: String
        /// The method or function as listed.
        package var name: String
        package var tags: [String]
        /// The latest verdict: this session's, else the history's; nil when never run.
        package var status: TestStatus?
        /// Seconds of the latest run, else the history's estimate.
        package var seconds: Double?
        /// The history saw it fail and pass on one commit.
        package var flaky: Bool
        /// When its current failing streak began (seconds since 1970), from the history.
        package var failingSince: Double?
        /// The first line of its latest failure.
        package var message: String?
        /// A parameterized function's cases in its latest run, in order.
        package var cases: [Case] = []
        /// It was running when the run was stopped (Stop, Ctrl-C): it has no verdict from it.
        package var interrupted = false
        /// The report's element holding its detail (`detail-` + this); nil on the live page,
        /// which asks the server (`GET /api/detail`).
        package var anchor: String?
        /// A Swift Testing function's `@Test("…")` name: shown instead of ``name``, and searched.
        package var displayName: String?

        private enum CodingKeys: String, CodingKey {
            case id, name, tags, status, seconds, flaky, failingSince, message, cases, interrupted, anchor
            case displayName
        }
    }

    /// One case of a parameterized function: its arguments and how it ended.
    package struct Case: Codable, Hashable, Sendable {
        /// Swift Testing's identifier of the case (``TestCaseOutcome/id``): what the page sends
        /// to run this case alone.
        package var id: String?
        package var arguments: String
        package var status: TestOutcome
        /// Its status is from an earlier run: the latest ran other cases of the function alone.
        package var earlier: Bool?

        package init(id: String? = nil, arguments: String, status: TestOutcome, earlier: Bool? = nil) {
            self.id = id
            self.arguments = arguments
            self.status = status
            self.earlier = earlier
        }
    }

    private struct Position: Hashable, Sendable {
        var bundle: Int
        var suite: Int
        var test: Int
    }

    private enum CodingKeys: String, CodingKey { case packageRoot, bundles, buildErrors, editorURL }

    /// The model of a listing; `fact` says what the run history knows of a test.
    package init(
        inventory: TestInventory, packageRoot: String,
        fact: (BundleTestIdentifier) -> HistoryFact
    ) {
        self.packageRoot = packageRoot
        let tags = inventory.tagsByTest
        var displayNames: [TestIdentifier: String] = [:]
        for (id, function) in inventory.bundles.flatMap(\.swiftTestingFunctions) {
            if let name = function.displayName { displayNames[id] = name }
        }
        bundles = inventory.bundles.map { bundle in
            Bundle(
                name: bundle.name, kind: bundle.kind, hosts: bundle.hosts.map(\.hostDescription),
                suites: bundle.classes.map { testClass in
                    Suite(
                        module: testClass.module, name: testClass.name, framework: testClass.framework,
                        tests: testClass.uniqueTests.map { id in
                            let fact = fact(BundleTestIdentifier(bundle: bundle.name, id: id))
                            return Test(
                                id: id.description, name: id.method, tags: tags[id] ?? [], status: fact.status,
                                seconds: fact.seconds, flaky: fact.flaky, failingSince: fact.failingSince,
                                message: fact.message, displayName: displayNames[id])
                        })
                })
        }
        index()
    }

    package init(packageRoot: String, bundles: [Bundle]) {
        self.packageRoot = packageRoot
        self.bundles = bundles
        index()
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        packageRoot = try container.decode(String.self, forKey: .packageRoot)
        bundles = try container.decode([Bundle].self, forKey: .bundles)
        buildErrors = try container.decode([String].self, forKey: .buildErrors)
        editorURL = try container.decodeIfPresent(String.self, forKey: .editorURL)
        index()
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(packageRoot, forKey: .packageRoot)
        try container.encode(bundles, forKey: .bundles)
        try container.encode(buildErrors, forKey: .buildErrors)
        try container.encodeIfPresent(editorURL, forKey: .editorURL)
    }

    private mutating func index() {
        positions = [:]
        for (b, bundle) in bundles.enumerated() {
            for (s, suite) in bundle.suites.enumerated() {
                for (t, test) in suite.tests.enumerated() {
                    positions[test.id] = Position(bundle: b, suite: s, test: t)
                }
            }
        }
    }

    /// Every test, in listing order.
    package var tests: [Test] { bundles.flatMap { $0.suites.flatMap(\.tests) } }

    package func test(named id: String) -> Test? {
        positions[id].map { bundles[$0.bundle].suites[$0.suite].tests[$0.test] }
    }

    /// Whether the model lists this test (a request to run an unknown one is refused).
    package func contains(_ id: String) -> Bool { positions[id] != nil }

    /// The tests whose latest verdict fails a run ("Run failed").
    package var failingTests: [String] {
        tests.filter { $0.status?.failsRun == true }.map(\.id)
    }

    /// Keeps a started test's interruption cleared, a finished test's verdict, duration, cases and
    /// first failure line, and marks the tests a stopped run left running. A test the listing
    /// did not have (one added while watching) is added to its bundle and suite; the answer
    /// says so, as the page must then fetch the model again.
    /// `now` (seconds, any one clock) times a stopped test: it says how long it ran this time.
    @discardableResult
    package mutating func apply(_ event: RunnerEvent, now: Double = 0) -> Bool {
        switch event {
        case .runStarted:
            started = [:]
            return false
        case .testStarted(let start):
            let added = insert(start.id, bundle: start.bundle, framework: nil)
            started[start.id.description] = now
            update(start.id.description) { $0.interrupted = false }
            return added
        case .testFinished(let result):
            let added = insert(result.id, bundle: result.bundle, framework: result.framework)
            started[result.id.description] = nil
            let someCases = chosenCases[result.id.description] != nil
            update(result.id.description) { test in
                test.status = result.status
                test.seconds = result.duration
                test.message = Self.firstLine(of: result)
                let ran = Self.cases(of: result)
                test.cases = someCases ? Self.merging(ran, into: test.cases) : ran
                test.interrupted = false
                if result.status == .flaky { test.flaky = true }
                if !result.status.failsRun { test.failingSince = nil }
            }
            return added
        case .runFinished(let finished):
            if finished.summary.interrupted {
                for (id, startedAt) in started {
                    update(id) { test in
                        test.interrupted = true
                        test.seconds = now > startedAt ? now - startedAt : nil
                    }
                }
            }
            started = [:]
            return false
        case .testStopped(let stopped):
            // No verdict: it says it was stopped, with this run's time (the run's end marks any
            // other test still running so too).
            started[stopped.id.description] = nil
            update(stopped.id.description) { test in
                test.interrupted = true
                test.seconds = stopped.duration
            }
            return false
        case .attemptFinished, .workerStarted, .workerLost, .notice:
            return false
        }
    }

    mutating func update(_ id: String, _ change: (inout Test) -> Void) {
        guard let at = positions[id] else { return }
        change(&bundles[at.bundle].suites[at.suite].tests[at.test])
    }

    /// Adds a test the model does not list yet, under its bundle and class (made when new).
    private mutating func insert(_ id: TestIdentifier, bundle name: String, framework: TestFramework?) -> Bool {
        guard positions[id.description] == nil else { return false }
        let bundle =
            bundles.firstIndex { $0.name == name }
            ?? {
                bundles.append(Bundle(name: name, kind: .library, hosts: [], suites: []))
                return bundles.count - 1
            }()
        // A new Swift Testing function is named with its parentheses; an XCTest method is not.
        let kind = framework ?? (id.method.hasSuffix(")") ? .swiftTesting : .xctest)
        let suite =
            bundles[bundle].suites.firstIndex { $0.module == id.module && $0.name == id.className }
            ?? {
                bundles[bundle].suites.append(Suite(module: id.module, name: id.className, framework: kind, tests: []))
                return bundles[bundle].suites.count - 1
            }()
        bundles[bundle].suites[suite].tests.append(
            Test(id: id.description, name: id.method, tags: [], status: nil, seconds: nil, flaky: false))
        positions[id.description] = Position(
            bundle: bundle, suite: suite, test: bundles[bundle].suites[suite].tests.count - 1)
        return true
    }

    static func firstLine(of result: TestResult) -> String? {
        result.attempts.last?.issues.first?.description.split(separator: "\n").first.map(String.init)
    }

    static func cases(of result: TestResult) -> [Case] {
        (result.attempts.last?.cases ?? []).map { Case(id: $0.id, arguments: $0.arguments, status: $0.outcome) }
    }

    /// The cases of a function whose latest run ran only some (`ran`): the others keep their
    /// earlier status, marked as earlier, in the order they were listed; a ran case that is new
    /// goes last.
    package static func merging(_ ran: [Case], into earlier: [Case]) -> [Case] {
        var fresh = Dictionary(ran.compactMap { testCase in testCase.id.map { ($0, testCase) } }) { first, _ in first }
        var merged = earlier.map { old in
            if let id = old.id, let new = fresh.removeValue(forKey: id) { return new }
            var kept = old
            kept.earlier = true
            return kept
        }
        merged += ran.filter { $0.id.map { fresh[$0] != nil } ?? true }
        return merged
    }
}

/// The model of 10,000 tests is sent whole when a page opens: each test says only what is not
/// its default (no empty tags or cases, no false flags, no name its identifier ends with), a
/// third less to send and parse. The page fills the defaults in.
extension NavigatorModel.Test {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? Self.method(of: id)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        status = try container.decodeIfPresent(TestStatus.self, forKey: .status)
        seconds = try container.decodeIfPresent(Double.self, forKey: .seconds)
        flaky = try container.decodeIfPresent(Bool.self, forKey: .flaky) ?? false
        failingSince = try container.decodeIfPresent(Double.self, forKey: .failingSince)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        cases = try container.decodeIfPresent([NavigatorModel.Case].self, forKey: .cases) ?? []
        interrupted = try container.decodeIfPresent(Bool.self, forKey: .interrupted) ?? false
        anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        if name != Self.method(of: id) { try container.encode(name, forKey: .name) }
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(seconds, forKey: .seconds)
        if flaky { try container.encode(flaky, forKey: .flaky) }
        try container.encodeIfPresent(failingSince, forKey: .failingSince)
        try container.encodeIfPresent(message, forKey: .message)
        if !cases.isEmpty { try container.encode(cases, forKey: .cases) }
        if interrupted { try container.encode(interrupted, forKey: .interrupted) }
        try container.encodeIfPresent(anchor, forKey: .anchor)
        try container.encodeIfPresent(displayName, forKey: .displayName)
    }

    /// What follows the identifier's last `/` (the page derives a name left out the same way).
    static func method(of id: String) -> String {
        id.lastIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
    }
}
