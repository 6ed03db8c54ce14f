import Foundation
import HarnessRunner
import Testing

/// `harness test --format xctest` prints what `swift test` prints under the toolchain's XCTest
/// for the same tests, line for line: `Fixtures/XCTestFormatSuite` (no Harness dependency) run
/// both ways, `harness test` on Harness's XCTest (`--xctest harness`) from the build `swift test`
/// made. Only what two runs cannot share is
/// normalised — clock times, durations, a measurement's values — and each of those must still be
/// written as XCTest writes it.
@Suite("--format xctest prints swift test's lines", .serialized)
struct XCTestFormatEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "XCTestFormatSuite")

    @Test("the unmodified fixture's run prints the toolchain's lines")
    func printsTheToolchainsLines() async throws {
        let scratch = RepositoryPaths.fixtureScratch(named: "xctestformat-swifttest").path
        let reference = try await CommandRunner.swiftTest(packagePath: Self.package.path, scratchPath: scratch)
        #expect(reference.exitCode == 1, "\(reference.diagnosis)")
        // The toolchain's XCTest lines: what comes before Swift Testing's own run (`◇ Test run started.`).
        let expected = Array(reference.outputLines.prefix { !$0.hasPrefix("◇ ") })
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
                "test", "--package-path", Self.package.path, "--scratch-path", scratch, "--xctest", "harness",
                "--format", "xctest",
            ],
            timeLimit: 1_800)
        #expect(harness.exitCode == 1, "\(harness.diagnosis)")
        // Harness's own notes (a build, a cache) are its additions, each on a `note:` line.
        let actual = harness.outputLines.filter { !$0.hasPrefix("note: ") && !$0.isEmpty }

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
