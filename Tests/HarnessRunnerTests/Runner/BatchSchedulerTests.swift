import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

struct BatchSchedulerTests {
    static func unit(
        _ name: String, estimate: Double, bundle: Int = 0, alone: Bool = false, host: String? = nil,
        framework: TestFramework = .xctest
    ) -> ClassUnit {
        ClassUnit(
            bundle: bundle, listingIndex: 0, module: "M", className: name,
            tests: [TestIdentifier(module: "M", className: name, method: "testA")],
            isWholeClass: true, runsAlone: alone, estimate: estimate, hostModule: host, framework: framework)
    }

    @Test func batchesShrinkAsTheQueueDrains() {
        var scheduler = BatchScheduler(units: (0..<20).map { Self.unit("C\($0)", estimate: 0.2) })
        let first = scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)
        let second = scheduler.nextBatch(jobs: 2, runningWorkers: 1, aloneRunning: false)
        #expect(first?.count == 10)
        #expect(second?.count == 5)
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 2, aloneRunning: false) == nil)
    }

    /// Longest first, a batch stops at the first unit that does not fit rather than taking the
    /// small ones behind it: they even out the end, where a long unit would run alone.
    @Test func smallUnitsAreKeptForTheEnd() {
        let long = [0.5, 0.4, 0.3].enumerated().map { Self.unit("L\($0.offset)", estimate: $0.element) }
        let small = (0..<10).map { Self.unit("S\($0)", estimate: 0.01) }
        var scheduler = BatchScheduler(units: long + small)
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)?.map(\.className) == ["L0"])
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 1, aloneRunning: false)?.map(\.className) == ["L1"])
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 1, aloneRunning: false)?.map(\.className) == ["L2"])
        #expect(scheduler.queue.map(\.className) == small.map(\.className))
    }

    /// A Swift Testing process discovers its whole bundle first: its batches are never as short
    /// as an XCTest process's may be.
    @Test(arguments: [(TestFramework.xctest, 15), (.swiftTesting, 20)])
    func aSwiftTestingBatchIsLonger(framework: TestFramework, expected: Int) {
        let units = (0..<30).map { Self.unit("C\($0)", estimate: 0.01, framework: framework) }
        var scheduler = BatchScheduler(units: units)
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)?.count == expected)
    }

    @Test func neverMixesBundlesOrHosts() {
        var scheduler = BatchScheduler(units: [
            Self.unit("A", estimate: 1), Self.unit("B", estimate: 0.01, bundle: 1),
            Self.unit("C", estimate: 0.01, host: "App"), Self.unit("D", estimate: 0.01),
        ])
        let batch = scheduler.nextBatch(jobs: 1, runningWorkers: 0, aloneRunning: false) ?? []
        #expect(batch.map(\.className) == ["A", "D"])
    }

    @Test func aloneUnitsWaitForAnEmptyMachineAndRunOneByOne() {
        var scheduler = BatchScheduler(units: [
            Self.unit("S1", estimate: 1, alone: true), Self.unit("P", estimate: 1),
            Self.unit("S2", estimate: 1, alone: true),
        ])
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)?.map(\.className) == ["P"])
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 1, aloneRunning: false) == nil)
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)?.map(\.className) == ["S1"])
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 1, aloneRunning: true) == nil)
        #expect(scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false)?.map(\.className) == ["S2"])
        #expect(scheduler.isEmpty)
    }

    @Test func requeuedUnitsGoFirst() {
        var scheduler = BatchScheduler(units: [Self.unit("A", estimate: 1)])
        scheduler.enqueue([Self.unit("Rest", estimate: 2)], first: true)
        #expect(scheduler.queue.map(\.className) == ["Rest", "A"])
    }
}
