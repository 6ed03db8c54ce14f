import HarnessModel
import HarnessWire

/// The navigator's tree as one JSON document, what the page renders: bundle → class or suite →
/// test, each test with its tags, its last status and duration, and what the run history says
/// (flaky, failing since). The live page fetches it (`GET /api/model`) and then applies the
/// run's events to it; the server keeps its own copy current the same way
/// (``apply(_:)``), so a page opened mid-run starts from the truth.
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
    /// Where each test is, by its identifier's text (not encoded: rebuilt on decoding).
    private var positions: [String: Position] = [:]

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
    }

    private struct Position: Hashable, Sendable {
        var bundle: Int
        var suite: Int
        var test: Int
    }

    private enum CodingKeys: String, CodingKey { case packageRoot, bundles, buildErrors }

    package init(inventory: TestInventory, history: NavigatorHistory = NavigatorHistory(), packageRoot: String) {
        self.packageRoot = packageRoot
        let tags = inventory.tagsByTest
        bundles = inventory.bundles.map { bundle in
            Bundle(
                name: bundle.name, kind: bundle.kind, hosts: bundle.hosts.map(\.hostDescription),
                suites: bundle.classes.map { testClass in
                    Suite(
                        module: testClass.module, name: testClass.name, framework: testClass.framework,
                        tests: testClass.uniqueTests.map { id in
                            let fact = history.fact(bundle: bundle.name, id: id)
                            return Test(
                                id: id.description, name: id.method, tags: tags[id] ?? [], status: fact.status,
                                seconds: fact.seconds, flaky: fact.flaky, failingSince: fact.failingSince,
                                message: fact.message)
                        })
                })
        }
        index()
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        packageRoot = try container.decode(String.self, forKey: .packageRoot)
        bundles = try container.decode([Bundle].self, forKey: .bundles)
        buildErrors = try container.decode([String].self, forKey: .buildErrors)
        index()
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(packageRoot, forKey: .packageRoot)
        try container.encode(bundles, forKey: .bundles)
        try container.encode(buildErrors, forKey: .buildErrors)
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

    /// Keeps a finished test's verdict, duration and first failure line.
    package mutating func apply(_ event: RunnerEvent) {
        guard case .testFinished(let result) = event, let at = positions[result.id.description] else { return }
        var test = bundles[at.bundle].suites[at.suite].tests[at.test]
        test.status = result.status
        test.seconds = result.duration
        test.message = result.attempts.last?.issues.first?.description.split(separator: "\n").first.map(String.init)
        if result.status == .flaky { test.flaky = true }
        if !result.status.failsRun { test.failingSince = nil }
        bundles[at.bundle].suites[at.suite].tests[at.test] = test
    }
}
