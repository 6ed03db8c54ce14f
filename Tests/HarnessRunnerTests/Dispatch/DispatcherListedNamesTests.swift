import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// Names a hand-written `allTests` lists (`Dispatcher+ListedNames`): a name listed twice runs
/// twice in one worker and is reported once over both runs; a class named whole for a name
/// with a comma has its other tests set aside; the toolchain's console lines name tests with
/// dots, spaces and commas, read whole.
struct DispatcherListedNamesTests {
    @Test(
        "a name listed twice is one result over both runs: the worse status, both runs' issues and time",
        arguments: [
            (TestOutcome.passed, TestOutcome.passed, TestStatus.passed),
            (.passed, .failed, .failed),
            (.failed, .passed, .failed),
        ])
    func listedTwice(first: TestOutcome, second: TestOutcome, expected: TestStatus) {
        var run = DispatchScenario(classes: [("A", ["twice", "twice", "once"])])
        _ = run.begin()
        var effects = run.send([run.started("A/twice"), run.finished("A/twice", first)], at: 1)
        #expect(effects.results.isEmpty)
        effects = run.send(run.started("A/twice"), at: 2)
        if second == .failed { effects += run.send(run.issue("A/twice", "second run"), at: 2) }
        effects += run.send(run.finished("A/twice", second), at: 3)
        effects += run.send([run.started("A/once"), run.finished("A/once", .passed)], at: 4)
        effects += run.send(run.ended(worker: 1, exitCode: expected == .passed ? 0 : 1), at: 5)
        let twice = effects.results.filter { $0.id.method == "twice" }
        #expect(twice.count == 1)
        #expect(twice.first?.status == expected)
        #expect(twice.first?.attempts.count == 1)
        #expect(twice.first?.duration == 1.0)
        #expect(run.outcome?.summary.total == 2)
        #expect(run.outcome?.results.map(\.id.method) == ["twice", "once"])
    }

    @Test("a worker that ends before the second run records the first")
    func listedTwiceButRunOnce() {
        var run = DispatchScenario(classes: [("A", ["twice", "twice"])])
        _ = run.begin()
        var effects = run.send([run.started("A/twice"), run.finished("A/twice", .passed)], at: 1)
        effects += run.send(run.ended(worker: 1, exitCode: 0), at: 2)
        #expect(effects.results.map(\.status) == [.passed])
    }

    @Test("a unit holding a name with a comma names its class, and the worker sets the class's other tests aside")
    func commaNamesTheClass() throws {
        var run = DispatchScenario(classes: [("A", ["a name, with a comma", "other"])])
        // A retry, or the rest of a crashed batch: only some of the class's tests.
        var unit = run.dispatcher.plan.units[0]
        unit.tests = [DispatchScenario.id("A/a name, with a comma")]
        unit.isWholeClass = false
        #expect(unit.filterItems == ["M.A"])
        run.dispatcher.state.scheduler = BatchScheduler(units: [unit])
        let launches = run.begin().launches
        #expect(launches.first?.arguments.first == "M.A")
        var effects = run.send(
            [run.started("A/a name, with a comma"), run.finished("A/a name, with a comma", .passed)], at: 1)
        effects += run.send(
            [run.started("A/other"), run.issue("A/other", "not ours"), run.finished("A/other", .failed)], at: 2)
        effects += run.send(run.ended(worker: 1, exitCode: 1), at: 3)
        #expect(effects.results.map(\.id.method) == ["a name, with a comma"])
        #expect(effects.results.map(\.status) == [.passed])
    }

    @Test("console lines name tests whose names hold dots, spaces and commas, read against the worker's tests")
    func consoleNames() {
        let names = ["a name, with a comma", "a name with a dot.in it", "a name with spaces"]
        var run = DispatchScenario(classes: [("NameTests", names)]) { $0.toolchainConsole = true }
        _ = run.begin()
        var effects: [DispatchEffect] = []
        for (index, name) in names.enumerated() {
            effects += run.send(
                .consoleLine(worker: 1, line: "Test Case 'NameTests.\(name)' started at 2026-11-26 23:53:18.522"),
                at: Double(index))
            if index == 1 {
                effects += run.send(
                    .consoleLine(worker: 1, line: "/src/T.swift:5: error: NameTests.\(name) : failed - fails"),
                    at: Double(index))
            }
            let verdict = index == 1 ? "failed" : "passed"
            effects += run.send(
                .consoleLine(worker: 1, line: "Test Case 'NameTests.\(name)' \(verdict) (0.001 seconds)"),
                at: Double(index))
        }
        effects += run.send([.streamEnded(worker: 1), .exited(worker: 1, status: 1 << 8)], at: 5)
        #expect(effects.results.map(\.id.method) == names)
        #expect(effects.results.map(\.status) == [.passed, .failed, .passed])
        let dotted = effects.results.first { $0.id.method == names[1] }
        #expect(dotted?.attempts.first?.issues.map(\.description) == ["failed - fails"])
        #expect(run.outcome?.summary.total == 3)
    }

    @Test(
        "console lines of a class named alike in two modules are the worker's own tests, whichever module the listing gave first",
        arguments: [1, 2])
    func consoleNamesOfAClassInTwoModules(jobs: Int) {
        // swift-numerics: ComplexTests and RealTests both declare `ApproximateEqualityTests`, and
        // the toolchain's XCTest prints `ApproximateEqualityTests.testDouble` for either.
        var run = DispatchScenario(
            classes: [("Same", ["testA", "testB"]), ("Same", ["testA", "testB"])], modules: ["First", "Second"]
        ) {
            $0.toolchainConsole = true
            $0.jobs = jobs
        }
        let launches = run.begin().launches
        #expect(launches.count == jobs)
        var effects: [DispatchEffect] = []
        var time = 0.0
        for launch in launches {
            // Each module's class in listing order, as the toolchain runs the worker's filter.
            let given = launch.arguments[0].split(separator: ",").filter { $0.hasSuffix("Same") }
            for _ in given {
                for (method, verdict) in [("testA", "passed"), ("testB", "failed")] {
                    time += 1
                    effects += run.send(
                        [
                            .consoleLine(
                                worker: launch.worker,
                                line: "Test Case 'Same.\(method)' started at 2026-12-04 08:39:48.884"),
                            .consoleLine(
                                worker: launch.worker, line: "Test Case 'Same.\(method)' \(verdict) (0.001 seconds)"),
                        ], at: time)
                }
            }
            effects += run.send(
                [.streamEnded(worker: launch.worker), .exited(worker: launch.worker, status: 1 << 8)], at: time)
        }
        let statuses = Dictionary(effects.results.map { ($0.id.description, $0.status) }) { first, _ in first }
        #expect(
            statuses == [
                "First.Same/testA": .passed, "First.Same/testB": .failed,
                "Second.Same/testA": .passed, "Second.Same/testB": .failed,
            ])
        #expect(run.outcome?.summary.total == 4)
    }
}
