import Foundation
import HarnessWire
import Testing

@Suite("Measured event encoding")
struct MeasuredEventCodingTests {
    static let test = TestIdentifier(module: "PerfTests", className: "SortTests", method: "testSort")

    static let comparisons: [WireEvent.BaselineComparison?] = [
        nil,
        .init(
            status: .missing, failsTest: false, configuration: "cfg-1",
            configurationSummary: "CPU, 2 cores, x86_64, OS 1",
            file: "/t/PerformanceBaselines.json", baselineAverage: nil, percentChange: nil, maxPercentRegression: nil,
            otherConfigurations: ["cfg-2"], message: "no baseline here"),
        .init(
            status: .regression, failsTest: true, configuration: "cfg-1",
            configurationSummary: "CPU, 2 cores, x86_64, OS 1",
            file: "/t/PerformanceBaselines.json", baselineAverage: 0.01, percentChange: 25, maxPercentRegression: 10,
            otherConfigurations: [], message: "[Time, seconds] average 0.012500 is 25.000% worse"),
    ]

    @Test("a measured event survives a round trip, with and without a baseline", arguments: comparisons)
    func roundTrip(comparison: WireEvent.BaselineComparison?) throws {
        let measured = WireEvent.Measured(
            test: Self.test, location: SourceLocation(file: "/t/SortTests.swift", line: 12),
            metric: "org.swift.XCTPerformanceMetric_WallClockTime", name: "Time", unit: "seconds",
            values: [0.0125, 0.0124], warmUpValues: [0.02], average: 0.01245, standardDeviation: 0.0000707,
            relativeStandardDeviation: 0.568, maxPercentRelativeStandardDeviation: 10, maxStandardDeviation: 0.1,
            baseline: comparison)
        let event = WireEvent(.measured(measured), time: 1_763_770_000.25)
        let line = try WireEvent.encodeLine(event)
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.contains(#""kind":"measured""#))
        #expect(try WireEvent.decodeLine(text) == event)
    }
}
