import Workloads
import XCTest

/// The classic API as the toolchain's XCTest offers it; every test here behaves the same on
/// Harness and on the toolchain (the end-to-end tests compare them line for line).
final class ClassicAPITests: XCTestCase {
    func testMeasureRunsTenTimes() {
        var iterations = 0
        measure {
            iterations += 1
            _ = Workloads.sortNumbers(count: 200)
        }
        XCTAssertEqual(iterations, 10)
    }

    func testManualStartAndStop() {
        measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
            let count = 300
            startMeasuring()
            _ = Workloads.sortNumbers(count: count)
            stopMeasuring()
        }
    }

    func testDefaultMetricIsWallClock() {
        XCTAssertEqual(ClassicAPITests.defaultPerformanceMetrics, [.wallClockTime])
        XCTAssertEqual(XCTPerformanceMetric.wallClockTime.rawValue, "org.swift.XCTPerformanceMetric_WallClockTime")
    }

    func testFailureInsideStopsTheMeasurement() {
        var iterations = 0
        measure {
            iterations += 1
            XCTAssertLessThan(iterations, 3)
        }
        XCTAssertEqual(iterations, 3)
    }

    func testNoisyMeasurementFails() {
        var first = true
        measure {
            if first {
                Thread.sleep(forTimeInterval: 0.35)
                first = false
            }
        }
    }
}

/// Misuse the toolchain's XCTest reports as `API violation - …`.
final class MisuseTests: XCTestCase {
    func testMeasuringTwice() {
        measure {}
        measure {}
    }

    func testStartOutsideMeasure() {
        startMeasuring()
    }

    func testStopOutsideMeasure() {
        stopMeasuring()
    }

    func testNeverStarting() {
        measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {}
    }

    func testStartingTwice() {
        measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
            startMeasuring()
            startMeasuring()
        }
    }

    func testStoppingTwice() {
        measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
            startMeasuring()
            stopMeasuring()
            stopMeasuring()
        }
    }

    func testStoppingBeforeStarting() {
        measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
            stopMeasuring()
        }
    }

    func testNoMetrics() {
        measureMetrics([], automaticallyStartMeasuring: true) {}
    }

    func testUnknownMetric() {
        measureMetrics([XCTPerformanceMetric("UnladenAirspeedVelocity")], automaticallyStartMeasuring: true) {}
    }
}
