import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// The dispatch loop with Swift Testing functions: `.timeLimit` against `--timeout`, and
/// `--random-order` inside what would be one worker.
struct DispatcherSwiftTestingTests {
    static let names = ["a()", "b()", "c()"]

    static func dispatcher(
        timeLimit: Double?, running selected: Set<String>? = nil, configure: (inout RunConfiguration) -> Void
    ) -> Dispatcher {
        var configuration = RunConfiguration()
        configuration.jobs = 1
        configuration.timeout = 10
        configuration.slowAfter = 60
        configuration.killGrace = 0.5
        configure(&configuration)
        let functions = names.map { name in
            SwiftTestingFunction(
                name: name, streamID: "M.S/\(name)/T.swift:1:1", location: SourceLocation(file: "T.swift", line: 1),
                timeLimit: name == "a()" ? timeLimit : nil)
        }
        let suite = TestClass(module: "M", suite: "S", functions: functions)
        let bundle = TestBundle(name: "SuiteTests", path: "/build/SuiteTests.xctest", classes: [suite])
        var tests = suite.tests.filter { selected?.contains($0.method) ?? true }
        if configuration.randomSeed != nil { tests = [tests[2], tests[0], tests[1]] }
        let unit = ClassUnit(
            bundle: 0, listingIndex: 0, module: "M", className: "S", tests: tests, isWholeClass: true, estimate: 3,
            framework: .swiftTesting)
        return Dispatcher(
            context: .init(
                plan: RunPlan(bundles: [bundle], units: [unit]), configuration: configuration,
                workingDirectory: "/package", outputFolder: "/run", inheritedEnvironment: [:], files: MemoryFiles()))
    }

    static func test(_ name: String) -> TestIdentifier { TestIdentifier(module: "M", className: "S", method: name) }

    static func wire(_ kind: WireEvent.Kind, worker: Int = 1) -> EngineInput {
        .wire(worker: worker, event: WireEvent(kind))
    }

    /// Swift Testing's entry point runs test code before any Harness code could take a
    /// variable out again, so a worker it runs is given none (its stream's descriptor is in its
    /// configuration); in-process, Harness's entry point is given its configuration's pipe and
    /// the run's coverage folder, which it takes out before any test.
    @Test(arguments: [false, true])
    func swiftTestingWorkersAreGivenNoRunnerVariable(inProcess: Bool) {
        var dispatcher = Self.dispatcher(timeLimit: nil) { configuration in
            configuration.swiftTestingInProcess = inProcess
            configuration.environment = [
                "HARNESS_EXECUTION_TIME_ALLOWANCE": "30", "HARNESS_COVERAGE_PER_TEST_DIR": "/out/tests",
            ]
        }
        var names: [[String]] = []
        for case .launch(let launch) in dispatcher.begin(now: 0) {
            names.append(launch.environment.keys.filter { $0.hasPrefix("HARNESS_") }.sorted())
        }
        let expected =
            inProcess ? ["HARNESS_COVERAGE_PER_TEST_DIR", "HARNESS_SWIFT_TESTING_CONFIGURATION"] : [String]()
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0 == expected }, "\(names)")
    }

    @Test(arguments: [(2.0, 2.0), (60.0, 10.0), (nil, 10.0)] as [(Double?, Double)])
    func theShorterOfTimeLimitAndTimeoutStopsTheTest(timeLimit: Double?, stopsAt: Double) {
        var dispatcher = Self.dispatcher(timeLimit: timeLimit) { _ in }
        #expect(dispatcher.timeout(for: Self.test("a()")) == stopsAt)
        _ = dispatcher.begin(now: 0)
        _ = dispatcher.step(Self.wire(.testStarted(.init(test: Self.test("a()")))), now: 0)
        let before = dispatcher.step(.tick, now: stopsAt - 0.1)
        #expect(!before.contains { if case .signal = $0 { true } else { false } })
        let at = dispatcher.step(.tick, now: stopsAt)
        #expect(at.contains { if case .signal(worker: 1, SIGTERM) = $0 { true } else { false } })
    }

    /// Swift Testing runs a process's tests in source order, so under `--random-order` each
    /// process is given one test, in the plan's shuffled order.
    @Test func underRandomOrderEachProcessRunsOneTestInThePlansOrder() {
        var dispatcher = Self.dispatcher(timeLimit: nil) { $0.randomSeed = 7 }
        var filters: [[String]] = []
        func launched(_ effects: [DispatchEffect]) {
            for case .handWork(_, let json) in effects {
                let configuration = try? JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(json.utf8))
                filters.append(configuration?.filter ?? [])
            }
        }
        launched(dispatcher.begin(now: 0))
        for (worker, name) in ["c()", "a()", "b()"].enumerated().map({ ($0.offset + 1, $0.element) }) {
            let test = Self.test(name)
            _ = dispatcher.step(Self.wire(.testStarted(.init(test: test)), worker: worker), now: 1)
            _ = dispatcher.step(
                Self.wire(.testFinished(.init(test: test, outcome: .passed, duration: 0)), worker: worker), now: 1)
            let counts = SuiteCounts(
                executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)
            _ = dispatcher.step(Self.wire(.runFinished(.init(counts: counts, exitCode: 0)), worker: worker), now: 1)
            _ = dispatcher.step(.streamEnded(worker: worker), now: 1)
            launched(dispatcher.step(.exited(worker: worker, status: 0), now: 1))
        }
        #expect(
            filters == [[#"^(?:M\.S/c)"#], [#"^(?:M\.S/a)"#], [#"^(?:M\.S/b)"#]])
        #expect(dispatcher.state.outcome != nil)
    }
}

/// A worker's Swift Testing tests are selected by one expression that matches their stream
/// identifiers exactly, and nothing else of the bundle.
struct DispatcherSwiftTestingFilterTests {
    @Test func oneExpressionSelectsExactlyTheWorkersTests() throws {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil, running: ["a()", "c()"]) { _ in }
        let handed = dispatcher.begin(now: 0).compactMap { effect -> String? in
            if case .handWork(_, let json) = effect { json } else { nil }
        }
        let json = try #require(handed.first)
        let filters = try #require(
            try JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(json.utf8)).filter)
        try #require(filters.count == 1)
        let expression = try Regex(filters[0])
        let selected = DispatcherSwiftTestingTests.names.filter { "M.S/\($0)/T.swift:1:1".contains(expression) }
        #expect(selected == ["a()", "c()"])
        // The suite itself is their ancestor: Swift Testing runs it for them anyway.
        #expect(!"M.S".contains(expression))
    }

    /// A function Swift Testing ran that the listing lacks is said, naming it.
    @Test func aTestTheListingLacksIsSaid() {
        var dispatcher = DispatcherSwiftTestingTests.dispatcher(timeLimit: nil) { _ in }
        _ = dispatcher.begin(now: 0)
        let effects = dispatcher.step(.unlistedTest(worker: 1, streamID: "M.S/new()/T.swift:9:1"), now: 1)
        #expect(effects.notices.count == 1)
        #expect(effects.notices.first?.contains("M.S/new()/T.swift:9:1") == true)
    }
}
