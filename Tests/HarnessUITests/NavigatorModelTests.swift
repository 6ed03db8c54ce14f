import Foundation
import HarnessModel
import HarnessReports
import HarnessUI
import HarnessWire
import Testing

@Suite("The navigator's model")
struct NavigatorModelTests {
    static let carry = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry")
    static let zero = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testZero")
    static let sum = TestIdentifier(module: "MathTests", className: "Sums.Nested", method: "sum()")

    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "MathPackageTests", path: "/p/.build/debug/MathPackageTests.xctest",
            classes: [
                TestClass(module: "MathTests", name: "AdditionTests", methods: ["testCarry", "testZero", "testCarry"]),
                TestClass(
                    module: "MathTests", suite: "Sums.Nested",
                    functions: [
                        SwiftTestingFunction(
                            name: "sum()", streamID: "MathTests.Sums/Nested/sum()", displayName: "Sums add up",
                            location: SourceLocation(file: "/p/Tests/MathTests/Sums.swift", line: 4), tags: ["fast"])
                    ]),
            ],
            hosts: [TestHostRecord(module: "MathTests", application: "Calc.App", delegateKind: .testing, delegate: nil)]
        )
    ])

    static func history() -> NavigatorHistory {
        let carry = BundleTestIdentifier(bundle: "MathPackageTests", id: carry)
        let zero = BundleTestIdentifier(bundle: "MathPackageTests", id: zero)
        let facts = HistoryFacts(
            timings: TimingHistory(seconds: [carry: 0.25, zero: 0.5]), failing: [carry], known: [carry, zero])
        let failing = [
            carry: NavigatorHistory.Failure(status: .failed, since: 1_795_306_871, message: "XCTAssertEqual failed")
        ]
        return NavigatorHistory(facts: facts, failing: failing, flaky: [zero])
    }

    @Test("bundle → class or suite → test, in listing order, a repeated method once, with tags, kind and host")
    func tree() throws {
        let model = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        let bundle = try #require(model.bundles.first)
        #expect(bundle.kind == .application)
        #expect(bundle.hosts == ["hosted by Calc.App with TestingAppDelegate (testing delegate)"])
        #expect(bundle.suites.map(\.name) == ["AdditionTests", "Sums.Nested"])
        #expect(bundle.suites.map(\.framework) == [.xctest, .swiftTesting])
        #expect(model.tests.map(\.id) == [Self.carry.description, Self.zero.description, Self.sum.description])
        #expect(model.test(named: Self.sum.description)?.tags == ["fast"])
        #expect(model.tests.map(\.displayName) == [nil, nil, "Sums add up"], "a Swift Testing @Test(\"…\") name")
        #expect(model.tests.allSatisfy { $0.status == nil })
    }

    @Test("the history's verdicts: failing since, flaky, estimated seconds")
    func historyFacts() throws {
        let model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        let carry = try #require(model.test(named: Self.carry.description))
        #expect(carry.status == .failed)
        #expect(carry.failingSince == 1_795_306_871)
        #expect(carry.message == "XCTAssertEqual failed")
        #expect(carry.seconds == 0.25)
        #expect(!carry.flaky)
        let zero = try #require(model.test(named: Self.zero.description))
        #expect(zero.status == .passed)
        #expect(zero.flaky)
        #expect(zero.failingSince == nil)
        #expect(model.test(named: Self.sum.description)?.status == nil)
        #expect(model.failingTests == [Self.carry.description])
    }

    @Test("a finished test's verdict, duration and first failure line replace the history's")
    func applyResult() throws {
        var model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        let failed = TestResult(
            id: Self.zero, bundle: "MathPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 1.5,
                    issues: [IssueRecord(kind: .assertionFailure, description: "first line\nsecond", location: nil)])
            ])
        model.apply(.testFinished(failed))
        let passed = TestResult(
            id: Self.carry, bundle: "MathPackageTests",
            attempts: [TestAttempt(number: 1, status: .passed, duration: 0.125)])
        model.apply(.testFinished(passed))
        let zero = try #require(model.test(named: Self.zero.description))
        #expect(zero.status == .failed)
        #expect(zero.seconds == 1.5)
        #expect(zero.message == "first line")
        let carry = try #require(model.test(named: Self.carry.description))
        #expect(carry.status == .passed)
        #expect(carry.failingSince == nil)
        #expect(carry.message == nil)
        #expect(model.failingTests == [Self.zero.description])
    }

    @Test("the JSON round trip keeps every test findable")
    func roundTrip() throws {
        var model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        model.editorURL = "vscode://file{path}:{line}"
        let decoded = try JSONDecoder().decode(NavigatorModel.self, from: JSONEncoder().encode(model))
        #expect(decoded == model)
        #expect(decoded.editorURL == "vscode://file{path}:{line}")
        #expect(decoded.test(named: Self.sum.description)?.displayName == "Sums add up")
        #expect(decoded.test(named: Self.sum.description)?.tags == ["fast"])
        let json = String(decoding: try JSONEncoder().encode(model), as: UTF8.self)
        #expect(!json.contains("positions"))
        // Compact: no defaults (empty tags and cases, false flags, a name the identifier ends with).
        for left in [#""tags":[]"#, #""cases":[]"#, #""flaky":false"#, #""interrupted":false"#, #""name":"testCarry""#]
        {
            #expect(!json.contains(left), "\(left) is a default, left out")
        }
        #expect(json.contains(#""tags":["fast"]"#) && json.contains(#""flaky":true"#))
        #expect(!json.contains(#""displayName":null"#), "no display name: left out")
    }

    @Test("a test the listing did not have (added while watching) joins its bundle and class, and says so")
    func addedWhileWatching() throws {
        var model = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        let fresh = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testNew")
        let other = TestIdentifier(module: "MathTests", className: "Sums.Other", method: "other()")
        let start = RunnerEvent.testStarted(.init(id: fresh, bundle: "MathPackageTests", attempt: 1, worker: 1))
        let first = model.apply(start)
        let again = model.apply(start)
        #expect(first && !again, "a new test is said once")
        var result = TestResult(
            id: other, bundle: "MathPackageTests", attempts: [TestAttempt(number: 1, status: .passed, duration: 0.5)])
        result.framework = .swiftTesting
        let added = model.apply(.testFinished(result))
        #expect(added)
        let bundle = try #require(model.bundles.first)
        #expect(bundle.suites.map(\.name) == ["AdditionTests", "Sums.Nested", "Sums.Other"])
        #expect(bundle.suites[0].tests.map(\.name) == ["testCarry", "testZero", "testNew"])
        #expect(bundle.suites[2].framework == .swiftTesting)
        #expect(model.test(named: other.description)?.status == .passed)
        #expect(model.contains(fresh.description))
    }

    @Test("a test running when the run is stopped is marked interrupted; its next start clears it")
    func interrupted() throws {
        var model = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        let started = RunnerEvent.testStarted(.init(id: Self.carry, bundle: "MathPackageTests", attempt: 1, worker: 1))
        let passed = TestResult(
            id: Self.zero, bundle: "MathPackageTests", attempts: [TestAttempt(number: 1, status: .passed, duration: 1)])
        model.apply(.runStarted(.init(testCount: 2, bundleCount: 1, workerCount: 1)))
        model.apply(started, now: 100)
        model.apply(.testStarted(.init(id: Self.zero, bundle: "MathPackageTests", attempt: 1, worker: 1)))
        model.apply(.testFinished(passed))
        let summary = RunSummary(results: [passed], duration: 2, interrupted: true)
        model.apply(.runFinished(.init(results: [passed], summary: summary, exitCode: 130)), now: 103.5)
        #expect(model.test(named: Self.carry.description)?.interrupted == true)
        #expect(model.test(named: Self.carry.description)?.status == nil)
        #expect(model.test(named: Self.carry.description)?.seconds == 3.5, "how long it ran this time, till the stop")
        // Made again from a listing, the session's model keeps the stop and its time.
        var fresh = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        fresh.keepSession(of: model, results: [passed])
        #expect(fresh.test(named: Self.carry.description)?.interrupted == true)
        #expect(fresh.test(named: Self.carry.description)?.seconds == 3.5)
        #expect(model.test(named: Self.zero.description)?.interrupted == false)
        model.apply(started)
        #expect(model.test(named: Self.carry.description)?.interrupted == false)
    }

    @Test("a parameterized function's cases come with its result")
    func cases() throws {
        var model = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        var attempt = TestAttempt(number: 1, status: .failed, duration: 0.5)
        attempt.cases = [
            TestCaseOutcome(id: "a", arguments: "1", outcome: .passed, duration: 0.1),
            TestCaseOutcome(id: "b", arguments: "2", outcome: .failed, duration: 0.1),
        ]
        model.apply(.testFinished(TestResult(id: Self.sum, bundle: "MathPackageTests", attempts: [attempt])))
        let cases = try #require(model.test(named: Self.sum.description)?.cases)
        #expect(
            cases == [.init(id: "a", arguments: "1", status: .passed), .init(id: "b", arguments: "2", status: .failed)])
    }
}
