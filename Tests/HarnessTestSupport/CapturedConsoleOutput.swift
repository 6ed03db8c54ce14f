/// Console output captured from real runs of bundles built on the toolchain's XCTest
/// (swift-6.3.1-RELEASE, Linux), kept verbatim so the parser is tested on what XCTest really
/// prints, not on what we think it prints. Tabs and trailing spaces are escaped, nothing else.
package enum CapturedConsoleOutput {
    /// A sample package run in full: passing, failing (one and two assertions, a multi-line
    /// message, a thrown error, an unmet expectation, `XCTUnwrap`), skipped (`XCTSkip`,
    /// `XCTSkipUnless`), printing and measuring tests, two classes, nested suites.
    package static let mixedOutcomes = """
        Test Suite 'All tests' started at 2026-11-22 00:15:30.871
        Test Suite 'debug.xctest' started at 2026-11-22 00:15:30.872
        Test Suite 'ArithmeticTests' started at 2026-11-22 00:15:30.872
        Test Case 'ArithmeticTests.testFailsOnce' started at 2026-11-22 00:15:30.872
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:6: error: ArithmeticTests.testFailsOnce : \
        XCTAssertEqual failed: ("4") is not equal to ("5") - twice is not five
        Test Case 'ArithmeticTests.testFailsOnce' failed (0.001 seconds)
        Test Case 'ArithmeticTests.testFailsTwice' started at 2026-11-22 00:15:30.874
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:8: error: ArithmeticTests.testFailsTwice : \
        XCTAssertTrue failed -\u{20}
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:9: error: ArithmeticTests.testFailsTwice : \
        XCTAssertNil failed: "1" -\u{20}
        Test Case 'ArithmeticTests.testFailsTwice' failed (0.0 seconds)
        Test Case 'ArithmeticTests.testMultiLineMessage' started at 2026-11-22 00:15:30.874
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:12: error: \
        ArithmeticTests.testMultiLineMessage : XCTAssertEqual failed: ("first
        second") is not equal to ("first
        third") -\u{20}
        Test Case 'ArithmeticTests.testMultiLineMessage' failed (0.0 seconds)
        Test Case 'ArithmeticTests.testPasses' started at 2026-11-22 00:15:30.874
        Test Case 'ArithmeticTests.testPasses' passed (0.0 seconds)
        Test Case 'ArithmeticTests.testPrintsOutput' started at 2026-11-22 00:15:30.874
        some output from the test
        Test Case 'ArithmeticTests.testPrintsOutput' passed (0.0 seconds)
        Test Case 'ArithmeticTests.testSkipUnless' started at 2026-11-22 00:15:30.874
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:15: ArithmeticTests.testSkipUnless : Test \
        skipped: required false value but got true - needs a GPU
        Test Case 'ArithmeticTests.testSkipUnless' skipped (0.0 seconds)
        Test Case 'ArithmeticTests.testSkipped' started at 2026-11-22 00:15:30.875
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:14: ArithmeticTests.testSkipped : Test \
        skipped - not on Linux
        Test Case 'ArithmeticTests.testSkipped' skipped (0.0 seconds)
        Test Case 'ArithmeticTests.testThrows' started at 2026-11-22 00:15:30.875
        <EXPR>:0: error: ArithmeticTests.testThrows : threw error "Boom()"
        Test Case 'ArithmeticTests.testThrows' failed (0.001 seconds)
        Test Suite 'ArithmeticTests' failed at 2026-11-22 00:15:30.875
        \t Executed 8 tests, with 2 tests skipped and 5 failures (1 unexpected) in 0.003 (0.003) seconds
        Test Suite 'ExpectationTests' started at 2026-11-22 00:15:30.875
        Test Case 'ExpectationTests.testMeasure' started at 2026-11-22 00:15:30.875
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:33: Test Case 'ExpectationTests.testMeasure' \
        measured [Time, seconds] average: 0.000, relative standard deviation: 22.547%, values: [0.000220, \
        0.000239, 0.000200, 0.000200, 0.000172, 0.000179, 0.000186, 0.000136, 0.000123, 0.000123], \
        performanceMetricID:org.swift.XCTPerformanceMetric_WallClockTime, maxPercentRelativeStandardDeviation: \
        10.000%, maxStandardDeviation: 0.100
        Test Case 'ExpectationTests.testMeasure' passed (0.002 seconds)
        Test Case 'ExpectationTests.testUnfulfilled' started at 2026-11-22 00:15:30.878
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:26: error: ExpectationTests.testUnfulfilled \
        : Asynchronous wait failed - Exceeded timeout of 0.1 seconds, with unfulfilled expectations: never
        Test Case 'ExpectationTests.testUnfulfilled' failed (0.101 seconds)
        Test Case 'ExpectationTests.testUnwrap' started at 2026-11-22 00:15:30.979
        /tmp/consolesample/Tests/SampleTests/ArithmeticTests.swift:30: error: ExpectationTests.testUnwrap : \
        XCTUnwrap failed: expected non-nil value of type "Int" -\u{20}
        Test Case 'ExpectationTests.testUnwrap' failed (0.0 seconds)
        Test Suite 'ExpectationTests' failed at 2026-11-22 00:15:30.979
        \t Executed 3 tests, with 2 failures (0 unexpected) in 0.104 (0.104) seconds
        Test Suite 'debug.xctest' failed at 2026-11-22 00:15:30.979
        \t Executed 11 tests, with 2 tests skipped and 7 failures (1 unexpected) in 0.106 (0.106) seconds
        Test Suite 'All tests' failed at 2026-11-22 00:15:30.979
        \t Executed 11 tests, with 2 tests skipped and 7 failures (1 unexpected) in 0.106 (0.106) seconds
        """

    /// The same sample package run with the filter `SampleTests.CrashTests`: the second test
    /// crashes (an index out of range), so it never finishes and the third never starts.
    /// Cut after the first lines of the backtrace.
    package static let crashInSecondTest = """
        Test Suite 'Selected tests' started at 2026-11-22 00:16:38.053
        Test Suite 'CrashTests' started at 2026-11-22 00:16:38.054
        Test Case 'CrashTests.testBeforeCrash' started at 2026-11-22 00:16:38.054
        Test Case 'CrashTests.testBeforeCrash' passed (0.002 seconds)
        Test Case 'CrashTests.testCrashes' started at 2026-11-22 00:16:38.056
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
        swift-runtime: failed to suspend thread 6870 while processing a crash; backtraces will be missing information
        swift-runtime: failed to suspend thread 6870 while processing a crash; backtraces will be missing information

        *** Signal 4: Backtracing from 0x7f9744f6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f9744f6df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "ConsoleSamplePa" crashed:

          0               0x00007f9744f6df7f closure #1 in closure #1 in \
        _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]          0x00007f97450f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]          0x00007f974569cf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
        """

    /// The first lines of SwiftCSV 0.10.0's test run: a run still in progress (no suite has
    /// finished yet) with passing tests whose durations round to `0.0`.
    package static let swiftCSVOpening = """
        Test Suite 'All tests' started at 2026-11-22 00:15:13.327
        Test Suite 'debug.xctest' started at 2026-11-22 00:15:13.364
        Test Suite 'CSVDelimiterGuessingTests' started at 2026-11-22 00:15:13.364
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Comma' started at 2026-11-22 00:15:13.364
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Comma' passed (0.001 seconds)
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_IgnoresEmptyLeadingLines' started at 2026-11-22 \
        00:15:13.366
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_IgnoresEmptyLeadingLines' passed (0.0 seconds)
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_InvalidInput_FallbackToComma' started at \
        2026-11-22 00:15:13.366
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_InvalidInput_FallbackToComma' passed (0.0 seconds)
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Semicolon' started at 2026-11-22 00:15:13.366
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Semicolon' passed (0.0 seconds)
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Tab' started at 2026-11-22 00:15:13.367
        Test Case 'CSVDelimiterGuessingTests.testGuessDelimiter_Tab' passed (0.0 seconds)
        Test Case 'CSVDelimiterGuessingTests.testInitWithGuessedDelimiter' started at 2026-11-22 00:15:13.367
        """
}
