import Foundation
import Workloads
import XCTest

/// Apple's metrics API, which the toolchain's XCTest lacks on Linux.
final class MetricsAPITests: XCTestCase {
    func testClockWithWarmUp() {
        var iterations = 0
        let options = XCTMeasureOptions()
        options.iterationCount = 3
        measure(metrics: [XCTClockMetric()], options: options) {
            iterations += 1
            Workloads.pause(milliseconds: 1)
        }
        // One warm-up iteration, then three measured.
        XCTAssertEqual(iterations, 4)
    }

    func testEveryMetric() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perf-fixture-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        measure(metrics: [XCTClockMetric(), XCTCPUMetric(limitingToCurrentThread: true), XCTMemoryMetric(), XCTStorageMetric()]) {
            _ = Workloads.sortNumbers(count: 20_000)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(count: 64 * 1024)))
        }
    }

    func testManualStart() {
        let options = XCTMeasureOptions()
        options.invocationOptions = [.manuallyStart]
        measure(options: options) {
            let count = 500
            startMeasuring()
            _ = Workloads.sortNumbers(count: count)
        }
    }

    func testManualStopNeverCalled() {
        let options = XCTMeasureOptions()
        options.invocationOptions = [.manuallyStop]
        measure(metrics: [XCTClockMetric()], options: options) {}
    }

    func testDefaults() {
        XCTAssertEqual(MetricsAPITests.defaultMeasureOptions.iterationCount, 5)
        XCTAssertTrue(MetricsAPITests.defaultMetrics.first is XCTClockMetric)
    }
}
