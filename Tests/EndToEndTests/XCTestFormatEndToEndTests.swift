import Foundation
import HarnessRunner
import Testing

/// `harness test --format xctest` prints what `swift test` prints for the same tests, line for
/// line: `Fixtures/XCTestFormatSuite` (no Harness dependency) run both ways, `harness test` on
/// Harness's XCTest (`--xctest harness`) and on the toolchain's (`--xctest auto`) from the build
/// `swift test` made: the XCTest part, then Swift Testing's part in its own format. Only what two
/// runs cannot share is normalised — clock times, durations, a measurement's values, the order
/// of Swift Testing's tests that ran side by side — and each time must still be written as the
/// framework writes it.
@Suite("--format xctest prints swift test's lines", .serialized)
struct XCTestFormatEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "XCTestFormatSuite")

    @Test("the unmodified fixture's run prints the toolchain's lines", arguments: ["harness", "auto"])
    func printsTheToolchainsLines(xctest: String) async throws {
        let scratch = RepositoryPaths.fixtureScratch(named: "xctestformat-swifttest").path
        let reference = try await CommandRunner.swiftTest(packagePath: Self.package.path, scratchPath: scratch)
        #expect(reference.exitCode == 1, "\(reference.diagnosis)")
        // The toolchain's XCTest lines: what comes before Swift Testing's own run (`◇ Test run started.`).
        let expected = Array(reference.outputLines.prefix { !$0.hasPrefix("◇ ") })
        let expectedSwiftTesting = Array(reference.outputLines.drop { !$0.hasPrefix("◇ ") })
        #expect(expectedSwiftTesting.count > 20, "\(reference.diagnosis)")
        #expect(expected.count > 40, "\(reference.diagnosis)")
        // Live, as the checked-in log is in ToolchainConsoleRoundTripTests: each line this
        // toolchain printed, parsed and printed back through the format, is the same bytes.
        let parsed = expected.map { ConsoleLine(parsing: $0) }
        for (line, parsed) in zip(expected, parsed) {
            #expect(parsed.text == line)
        }
        #expect(parsed.filter { if case .caseFinished = $0 { true } else { false } }.count == 11)

        let harness = try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: [
                "test", "--package-path", Self.package.path, "--scratch-path", scratch, "--xctest", xctest,
                "--format", "xctest",
            ],
            timeLimit: 1_800)
        #expect(harness.exitCode == 1, "\(harness.diagnosis)")
        // Harness's own notes (a build, a cache) are its additions, each on a `note:` line.
        let lines = harness.outputLines.filter { !$0.hasPrefix("note: ") && !$0.isEmpty }
        let actual = Array(lines.prefix { !$0.hasPrefix("◇ ") })
        let actualSwiftTesting = Array(lines.drop { !$0.hasPrefix("◇ ") })

        for line in actual { Self.checkXCTestNumbers(line) }
        for line in expected { Self.checkXCTestNumbers(line) }
        let normalizedExpected = expected.map(Self.normalize)
        let normalizedActual = actual.map(Self.normalize)
        #expect(
            normalizedActual == normalizedExpected,
            Comment(
                rawValue: "differences (- swift test, + harness test --format xctest):\n"
                    + ConsoleNormalizer.differences(expected: normalizedExpected, actual: normalizedActual)
                    + "\n\(harness.diagnosis)"))

        for line in actualSwiftTesting + expectedSwiftTesting { Self.checkSwiftTestingNumbers(line) }
        let swiftTestingExpected = Self.normalizeSwiftTesting(expectedSwiftTesting)
        let swiftTestingActual = Self.normalizeSwiftTesting(actualSwiftTesting)
        #expect(
            swiftTestingActual == swiftTestingExpected,
            Comment(
                rawValue: "Swift Testing's part (- swift test, + harness test --format xctest):\n"
                    + ConsoleNormalizer.differences(expected: swiftTestingExpected, actual: swiftTestingActual)
                    + "\n\(harness.diagnosis)"))
    }

    /// Every time in Swift Testing's writing: `after 0.001 seconds`, three decimals.
    static func checkSwiftTestingNumbers(_ line: String) {
        for match in line.matches(of: #/ after (?<seconds>[0-9.]+) seconds/#) {
            #expect(match.seconds.wholeMatch(of: #/\d+\.\d{3}/#) != nil, "time in: \(line)")
        }
    }

    /// Swift Testing's part with its times replaced, and its tests' and suites' lines, each with
    /// the comment lines under it, sorted between the run's header and its last line: Swift
    /// Testing runs them side by side, so their order is not one run's to keep.
    static func normalizeSwiftTesting(_ lines: [String]) -> [String] {
        let timed = lines.map { $0.replacing(#/ after \d+\.\d+ seconds/#, with: " after <SECONDS> seconds") }
        let header = Array(timed.prefix { $0.hasPrefix("◇ Test run started.") || $0.hasPrefix("↳ ") })
        var units: [[String]] = []
        for line in timed.dropFirst(header.count).dropLast() {
            if line.hasPrefix("↳ "), !units.isEmpty {
                units[units.count - 1].append(line)
            } else {
                units.append([line])
            }
        }
        let sorted = units.map { $0.joined(separator: "\n") }.sorted()
        return header + sorted + (timed.last.map { [$0] } ?? [])
    }

    /// Every duration in XCTest's writing (`0.01`, never `0.010`), every measurement in the
    /// toolchain's shape.
    static func checkXCTestNumbers(_ line: String) {
        for match in line.matches(of: #/\((?<seconds>\d+\.\d+) seconds\)$/#) {
            #expect(ConsoleNormalizer.isXCTestDuration(String(match.seconds)), "duration in: \(line)")
        }
        if let match = line.firstMatch(of: #/ in (?<tests>\d+\.\d+) \((?<total>\d+\.\d+)\) seconds$/#) {
            #expect(ConsoleNormalizer.isXCTestDuration(String(match.tests)), "duration in: \(line)")
            #expect(ConsoleNormalizer.isXCTestDuration(String(match.total)), "duration in: \(line)")
        }
        if let measured = line.firstMatch(of: #/' measured (?<results>.*)$/#) {
            let shape =
                #/\[Time, seconds\] average: \d+\.\d{3}, relative standard deviation: \d+\.\d{3}%, values: \[\d+\.\d{6}(, \d+\.\d{6}){9}\], performanceMetricID:org\.swift\.XCTPerformanceMetric_WallClockTime, maxPercentRelativeStandardDeviation: 10\.000%, maxStandardDeviation: 0\.100/#
            #expect(measured.results.wholeMatch(of: shape) != nil, "measurement in: \(line)")
        }
    }

    /// Clock times, durations and a measurement's results replaced by placeholders.
    static func normalize(_ line: String) -> String {
        ConsoleNormalizer.normalize(line).replacing(#/' measured .*$/#, with: "' measured <RESULTS>")
    }
}
