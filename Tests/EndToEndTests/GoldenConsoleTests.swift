import Testing

/// Pins Harness's console format to the toolchain's: the same test sources, built both ways,
/// print the same lines once timestamps, durations and addresses are normalised — suite
/// start and end lines, `Test Case` lines, error and skip lines, and the `Executed` summaries.
@Suite("Harness prints the toolchain's console output")
struct GoldenConsoleTests {
    @Test("the shared tests' output is the toolchain's, line for line")
    func sharedTestsMatchLineForLine() async throws {
        let harness = try await FixtureRuns.sharedRun(.harness)
        let toolchain = try await FixtureRuns.sharedRun(.toolchain)
        let expected = ConsoleNormalizer.normalize(toolchain.result.outputLines)
        let actual = ConsoleNormalizer.normalize(harness.result.outputLines)
        #expect(
            actual == expected,
            Comment(
                rawValue: "differences (- toolchain, + Harness):\n"
                    + ConsoleNormalizer.differences(expected: expected, actual: actual))
        )
        #expect(harness.result.exitCode == toolchain.result.exitCode)
        // Everything, failures included, goes to standard output; standard error stays empty.
        #expect(harness.result.standardError == toolchain.result.standardError)
    }

    @Test("the unfiltered run has the toolchain's frame: All tests, then the bundle's suite")
    func unfilteredRunFrame() async throws {
        let harness = try await FixtureRuns.fullRun(.harness)
        let toolchain = try await FixtureRuns.fullRun(.toolchain)
        // Harness's run also holds the Harness-only classes and so different totals: drop those
        // classes' blocks and the two closing suites' lines, and the rest must be the same.
        let harnessOnlyClasses = Set(BasicSuiteModel.harnessOnlyTests.map(\.id.className))
        let harnessLines = Self.removingClasses(harnessOnlyClasses, from: harness.result.outputLines)
        let expected = ConsoleNormalizer.normalize(Array(toolchain.result.outputLines.dropLast(4)))
        let actual = ConsoleNormalizer.normalize(Array(harnessLines.dropLast(4)))
        #expect(
            actual == expected,
            Comment(
                rawValue: "differences (- toolchain, + Harness):\n"
                    + ConsoleNormalizer.differences(expected: expected, actual: actual))
        )
        let closing = ConsoleNormalizer.normalize(Array(harness.result.outputLines.suffix(4)))
        let totals = BasicSuiteModel.Totals(BasicSuiteModel.allTests).summaryPrefix
        #expect(
            closing == [
                "Test Suite 'debug.xctest' failed at <TIME>",
                totals + "<SECONDS> (<SECONDS>) seconds",
                "Test Suite 'All tests' failed at <TIME>",
                totals + "<SECONDS> (<SECONDS>) seconds",
            ])
    }

    @Test(
        "a filtered run of one test prints what the toolchain prints",
        arguments: [
            "BasicSuiteTests.SkippingTests/testSkipIfTrue",
            "BasicSuiteTests.PassingTests/testEveryAssertionPasses",
            "BasicSuiteTests.ThrowingSetUpTests/testBodyDoesNotRun",
            "BasicSuiteTests.AssertionFailureTests/testAssertEqualFails,BasicSuiteTests.LifecycleOrderTests",
        ]
    )
    func filteredRunMatches(filter: String) async throws {
        let harness = try await BuiltFixture.basic(.harness).runBundle([filter])
        let toolchain = try await BuiltFixture.basic(.toolchain).runBundle([filter])
        let expected = ConsoleNormalizer.normalize(toolchain.result.outputLines)
        let actual = ConsoleNormalizer.normalize(harness.result.outputLines)
        #expect(
            actual == expected,
            Comment(
                rawValue: "differences (- toolchain, + Harness):\n"
                    + ConsoleNormalizer.differences(expected: expected, actual: actual))
        )
        #expect(harness.result.exitCode == toolchain.result.exitCode)
    }

    @Test("every duration and timestamp Harness prints is in XCTest's format")
    func timeFormats() async throws {
        let run = try await FixtureRuns.fullRun(.harness)
        for line in run.result.outputLines {
            if let match = line.wholeMatch(
                of: #/Test (?:Suite|Case) '[^']+' (?:started|passed|failed|skipped) at (?<time>.*)/#)
            {
                #expect(
                    match.time.wholeMatch(of: #/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/#) != nil,
                    "timestamp in: \(line)")
            }
            if let match = line.wholeMatch(of: #/\t Executed .* in (?<tests>[0-9.]+) \((?<total>[0-9.]+)\) seconds/#) {
                #expect(ConsoleNormalizer.isXCTestDuration(String(match.tests)), "duration in: \(line)")
                #expect(ConsoleNormalizer.isXCTestDuration(String(match.total)), "duration in: \(line)")
            }
        }
    }

    /// `lines` without each named class's suite block (its started line through its summary).
    static func removingClasses(_ classes: Set<String>, from lines: [String]) -> [String] {
        var kept: [String] = []
        var skipping = false
        for line in lines {
            if let start = line.wholeMatch(of: #/Test Suite '(?<name>[^']+)' started at .*/#),
                classes.contains(String(start.name))
            {
                skipping = true
            }
            if !skipping { kept.append(line) }
            if skipping, line.hasPrefix("\t Executed ") { skipping = false }
        }
        return kept
    }
}
