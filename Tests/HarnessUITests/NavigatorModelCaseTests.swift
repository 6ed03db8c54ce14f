import HarnessModel
import HarnessReports
import HarnessWire
import Testing

/// A parameterized function whose latest run ran one case alone (a case's ▶): its other cases
/// keep their earlier status, marked earlier, in the model and across a new listing.
@Suite("The navigator's model, one case run alone")
struct NavigatorModelCaseTests {
    typealias Fixture = NavigatorModelTests

    static func result(_ cases: [(String, TestOutcome)]) -> TestResult {
        TestResult(
            id: Fixture.sum, bundle: "MathPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: cases.contains { $0.1 == .failed } ? .failed : .passed, duration: 0.25,
                    cases: cases.map {
                        TestCaseOutcome(id: "ID \($0.0)", arguments: $0.0, outcome: $0.1, duration: 0.1)
                    })
            ])
    }

    static let whole = result([("1", .passed), ("2", .passed), ("3", .passed)])
    static let secondAlone = result([("2", .failed)])

    static func cases(_ model: NavigatorModel) -> [String] {
        (model.test(named: Fixture.sum.description)?.cases ?? []).map {
            "\($0.arguments) \($0.status.rawValue)\($0.earlier == true ? " earlier" : "")"
        }
    }

    @Test("a chosen case's result replaces that case only; the others say they are earlier")
    func chosenCaseMerges() {
        var model = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        model.apply(.testFinished(Self.whole))
        model.chosenCases = [Fixture.sum.description: ["ID 2"]]
        model.apply(.testFinished(Self.secondAlone))
        #expect(Self.cases(model) == ["1 passed earlier", "2 failed", "3 passed earlier"])
        #expect(model.test(named: Fixture.sum.description)?.cases.map(\.id) == ["ID 1", "ID 2", "ID 3"])
    }

    @Test("a run of the whole function replaces every case")
    func wholeRunReplaces() {
        var model = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        model.apply(.testFinished(Self.whole))
        model.apply(.testFinished(Self.secondAlone))
        #expect(Self.cases(model) == ["2 failed"])
    }

    @Test("a new listing keeps the cases as the session showed them")
    func keptAcrossListing() {
        var model = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        model.apply(.testFinished(Self.whole))
        model.chosenCases = [Fixture.sum.description: ["ID 2"]]
        model.apply(.testFinished(Self.secondAlone))
        var fresh = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        fresh.keepSession(of: model, results: [Self.secondAlone])
        #expect(Self.cases(fresh) == ["1 passed earlier", "2 failed", "3 passed earlier"])
    }

    @Test("a case that ran and was not listed before goes last")
    func newCaseLast() {
        let earlier = [NavigatorModel.Case(id: "ID 1", arguments: "1", status: .passed)]
        let ran = [NavigatorModel.Case(id: "ID 4", arguments: "4", status: .failed)]
        #expect(
            NavigatorModel.merging(ran, into: earlier) == [
                NavigatorModel.Case(id: "ID 1", arguments: "1", status: .passed, earlier: true),
                NavigatorModel.Case(id: "ID 4", arguments: "4", status: .failed),
            ])
    }
}

/// A test the stop interrupted (issue 34, item 6): stopped, with the time it ran this run.
@Suite("The navigator's model, a test stopped")
struct NavigatorModelStopTests {
    typealias Fixture = NavigatorModelTests

    @Test("a stopped test says interrupted with its own time; a finish clears it")
    func stopped() {
        var model = NavigatorModel(inventory: Fixture.inventory, packageRoot: "/p")
        model.apply(.runStarted(.init(testCount: 1, bundleCount: 1, workerCount: 1)))
        model.apply(.testStarted(.init(id: Fixture.carry, bundle: "MathPackageTests", attempt: 1, worker: 1)), now: 10)
        model.apply(
            .testStopped(.init(id: Fixture.carry, bundle: "MathPackageTests", attempt: 1, duration: 2.5, stdout: "x\n"))
        )
        let summary = RunSummary(results: [], duration: 1, interrupted: true)
        model.apply(.runFinished(.init(results: [], summary: summary, exitCode: 130)), now: 99)
        #expect(model.test(named: Fixture.carry.description)?.interrupted == true)
        #expect(model.test(named: Fixture.carry.description)?.seconds == 2.5)
        model.apply(
            .testFinished(
                TestResult(
                    id: Fixture.carry, bundle: "MathPackageTests",
                    attempts: [TestAttempt(number: 1, status: .passed, duration: 0.25)])))
        #expect(model.test(named: Fixture.carry.description)?.interrupted == false)
    }
}
