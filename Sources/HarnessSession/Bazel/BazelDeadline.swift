import HarnessModel

/// When a run under Bazel must stop by itself: Bazel kills a test that outlives `TEST_TIMEOUT`
/// (SIGTERM to the whole sandbox, then SIGKILL), and a runner killed mid-run writes no
/// `test.xml`, so Bazel would show a bare TIMEOUT with no test named. Harness stops a little
/// earlier instead, as a first Ctrl-C does: the running tests get the interrupt's grace, then
/// the reports are written, naming the tests that ran, the one that hung and those not started.
///
/// ```
///  0 s ── harness starts ───────── stopAfter ── interrupt: grace, kill, reports ── TEST_TIMEOUT: Bazel kills
///                                      └──────────────── margin ────────────────────┘
/// ```
///
/// Each test's own time-out is cut to the same budget, so a test that hangs from the start is
/// *timed out* by Harness rather than stopped by the interrupt.
///
/// ```swift
/// let deadline = BazelDeadline(testTimeout: 300, configuration: configuration)   // stops at 270 s
/// configuration.timeout = deadline.testTimeout(configured: configuration.timeout)
/// ```
package struct BazelDeadline: Hashable, Sendable {
    /// Bazel's `TEST_TIMEOUT`, in seconds.
    package var testTimeout: Double
    /// Seconds kept back before Bazel's kill: the running tests' interrupt grace and kill grace,
    /// unpacking the archive before the clock here started, and writing the reports; a tenth of
    /// a long budget, at most 30 s.
    package var margin: Double

    /// The margin for `testTimeout` with `configuration`'s graces.
    package init(testTimeout: Double, configuration: RunConfiguration) {
        self.testTimeout = testTimeout
        let needed = configuration.interruptGrace + configuration.killGrace + Self.reportsAndStartUp
        margin = min(max(needed, testTimeout / 10), max(needed, 30))
    }

    /// Seconds from the start at which Harness stops the run (never below one).
    package var stopAfter: Double {
        max(1, testTimeout - margin)
    }

    /// A test's time-out within the budget: the configured one, or less.
    package func testTimeout(configured: Double) -> Double {
        min(configured, stopAfter)
    }

    /// The line said when the deadline stops the run (on standard error, into Bazel's test.log).
    package var stopLine: String {
        "harness: stopping the run at \(Self.seconds(stopAfter)) of Bazel's TEST_TIMEOUT of "
            + "\(Self.seconds(testTimeout)), so that its reports are written before Bazel kills the test: the "
            + "running tests are interrupted, the tests not started are not run"
    }

    /// Seconds for unpacking the archive and writing the reports, with room to spare.
    static let reportsAndStartUp = 4.0

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
