import Foundation
import HarnessModel
import HarnessReports
import HarnessUI
import HarnessWire
import Testing

/// The model made again after each build (issue 34, item 4): the listing decides which tests
/// are in the tree, this session's results and interruptions stay over the history's facts.
@Suite("The navigator's model, listed again")
struct NavigatorModelSessionTests {
    typealias Fixture = NavigatorModelTests
    static let added = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testAdded")
    static let deleted = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testDeleted")

    /// The fixture's listing with `testZero` gone and `testAdded` new.
    static let relisted = TestInventory(bundles: [
        TestBundle(
            name: "MathPackageTests", path: "/p/.build/debug/MathPackageTests.xctest",
            classes: [TestClass(module: "MathTests", name: "AdditionTests", methods: ["testCarry", "testAdded"])])
    ])

    @Test("a new listing: deleted tests leave, new ones join unrun, this session's verdicts and interruptions stay")
    func keepSession() throws {
        var previous = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        let passed = TestResult(
            id: Fixture.carry, bundle: "MathPackageTests",
            attempts: [TestAttempt(number: 1, status: .passed, duration: 0.25)])
        let gone = TestResult(
            id: Fixture.zero, bundle: "MathPackageTests",
            attempts: [TestAttempt(number: 1, status: .failed, duration: 0.5)])
        previous.apply(.testFinished(passed))
        previous.apply(.testFinished(gone))

        var fresh = NavigatorModel(inventory: Self.relisted, history: Fixture.history(), packageRoot: "/p")
        fresh.keepSession(of: previous, results: [passed, gone])
        #expect(fresh.tests.map(\.id) == [Fixture.carry.description, Self.added.description])
        let carry = try #require(fresh.test(named: Fixture.carry.description))
        // The history said failing since…; this session's pass ends the streak.
        #expect(carry.status == .passed)
        #expect(carry.failingSince == nil)
        #expect(fresh.test(named: Self.added.description)?.status == nil)
        #expect(!fresh.contains(Fixture.zero.description), "a result of a deleted test brings it back")

        // A stopped run's interruption is kept across the listing.
        var stopped = fresh
        stopped.apply(.runStarted(.init(testCount: 1, bundleCount: 1, workerCount: 1)))
        stopped.apply(.testStarted(.init(id: Self.added, bundle: "MathPackageTests", attempt: 1, worker: 1)))
        let summary = RunSummary(results: [], duration: 1, interrupted: true)
        stopped.apply(.runFinished(.init(results: [], summary: summary, exitCode: 130)))
        var again = NavigatorModel(inventory: Self.relisted, packageRoot: "/p")
        again.keepSession(of: stopped, results: [passed])
        #expect(again.test(named: Self.added.description)?.interrupted == true)
        #expect(again.test(named: Fixture.carry.description)?.interrupted == false)
    }

    @Test("a test whose latest recorded result is a skip says skipped before it runs, not passed")
    func skippedFromHistory() throws {
        let zero = BundleTestIdentifier(bundle: "MathPackageTests", id: Fixture.zero)
        var facts = HistoryFacts(known: [zero, BundleTestIdentifier(bundle: "MathPackageTests", id: Fixture.carry)])
        facts.skipped = [zero]
        let model = NavigatorModel(
            inventory: Fixture.inventory, history: NavigatorHistory(facts: facts, failing: [:], flaky: []),
            packageRoot: "/p")
        #expect(model.test(named: Fixture.zero.description)?.status == .skipped)
        #expect(model.test(named: Fixture.carry.description)?.status == .passed)
    }
}
