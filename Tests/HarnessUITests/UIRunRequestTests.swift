import HarnessModel
import HarnessReports
import HarnessSession
import HarnessUI
import HarnessWire
import Testing

@Suite("What the page asks to run")
struct UIRunRequestTests {
    let model = NavigatorModel(
        inventory: NavigatorModelTests.inventory, history: NavigatorModelTests.history(), packageRoot: "/p")

    @Test("named tests run exactly; every test; the failing ones")
    func selections() throws {
        let named = UIRunRequest(scope: .tests, tests: [NavigatorModelTests.sum.description])
        #expect(try named.selection(in: model) == .tests([NavigatorModelTests.sum]))
        #expect(try UIRunRequest(scope: .all).selection(in: model) == .requested)
        #expect(try UIRunRequest(scope: .failed).selection(in: model) == .tests([NavigatorModelTests.carry]))
    }

    @Test("a test the model does not list, no test at all, or nothing failing: one line saying so")
    func refused() {
        #expect(
            throws: UIRequestProblem(
                "no test named M.C/testGone in this package: reload the page to list the tests again")
        ) {
            try UIRunRequest(scope: .tests, tests: ["M.C/testGone"]).selection(in: model)
        }
        #expect(throws: UIRequestProblem("\"tests\" is empty: name at least one test to run")) {
            try UIRunRequest(scope: .tests, tests: []).selection(in: model)
        }
        let fresh = NavigatorModel(inventory: NavigatorModelTests.inventory, packageRoot: "/p")
        #expect(throws: UIRequestProblem("no test failed in the latest run: nothing to rerun")) {
            try UIRunRequest(scope: .failed).selection(in: fresh)
        }
    }

    @Test("cases chosen: each of a test the request runs, at least one; else one line saying so")
    func cases() throws {
        let sum = NavigatorModelTests.sum.description
        let chosen = UIRunRequest(scope: .tests, tests: [sum], cases: [sum: ["ID 2"]])
        #expect(try chosen.selectedCases() == [NavigatorModelTests.sum: ["ID 2"]])
        #expect(try UIRunRequest(scope: .tests, tests: [sum]).selectedCases().isEmpty)
        #expect(
            throws: UIRequestProblem(
                "\"cases\" names M.C/other(), which this request does not run: name it in \"tests\" too")
        ) {
            try UIRunRequest(scope: .tests, tests: [sum], cases: ["M.C/other()": ["ID 1"]]).selectedCases()
        }
        #expect(throws: UIRequestProblem("\"cases\" of \(sum) is empty: name at least one case, or leave the test out"))
        {
            try UIRunRequest(scope: .tests, tests: [sum], cases: [sum: []]).selectedCases()
        }
    }

    @Test("the options apply over the configuration; unset ones leave it")
    func options() throws {
        var base = RunConfiguration()
        base.retries = 1
        base.timeout = 30
        let changed = try UIRunOptions(retries: 3, timeout: 2.5, repetitions: 4, randomOrder: true).applied(to: base)
        #expect(changed.retries == 3)
        #expect(changed.timeout == 2.5)
        #expect(changed.repetitions == 4)
        #expect(changed.randomSeed != nil)
        let same = try UIRunOptions().applied(to: base)
        #expect(same.retries == 1)
        #expect(same.timeout == 30)
        #expect(same.randomSeed == nil)
    }

    @Test("an option out of range is refused")
    func badOptions() {
        #expect(throws: UIRequestProblem("retries must be 0 to 100, not -1")) {
            try UIRunOptions(retries: -1).applied(to: RunConfiguration())
        }
        #expect(throws: UIRequestProblem("timeout must be above 0 s, not 0.0")) {
            try UIRunOptions(timeout: 0).applied(to: RunConfiguration())
        }
        #expect(throws: UIRequestProblem("repetitions must be 1 to 1000, not 0")) {
            try UIRunOptions(repetitions: 0).applied(to: RunConfiguration())
        }
    }
}
