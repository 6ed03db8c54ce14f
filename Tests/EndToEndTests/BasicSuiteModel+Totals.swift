import HarnessWire

extension BasicSuiteModel {
    /// The counts XCTest prints in `Executed N tests, with K tests skipped and M failures
    /// (U unexpected)`: every recorded failure counts once (unexpected ones included), a
    /// known failure not at all, and a test counts as skipped when it printed a skip line.
    struct Totals: Equatable, Sendable, CustomStringConvertible {
        var executed = 0
        var skipped = 0
        var failures = 0
        var unexpected = 0

        init(_ tests: [ExpectedTest]) {
            for test in tests {
                executed += 1
                if test.skip != nil { skipped += 1 }
                for issue in test.issues where issue.failsTest {
                    failures += 1
                    if issue.isUnexpected { unexpected += 1 }
                }
            }
        }

        init(_ counts: SuiteCounts) {
            executed = counts.executed
            skipped = counts.skipped
            // The wire counts expected and unexpected failures apart; the console's (and so
            // this type's) failure count is both together.
            failures = counts.failures + counts.unexpected
            unexpected = counts.unexpected
        }

        /// The summary line's words, up to the durations, as XCTest spells them.
        var summaryPrefix: String {
            let tests = executed == 1 ? "1 test" : "\(executed) tests"
            let skips = skipped == 0 ? "" : (skipped == 1 ? " 1 test skipped and" : " \(skipped) tests skipped and")
            let failed = failures == 1 ? "1 failure" : "\(failures) failures"
            return "\t Executed \(tests), with\(skips) \(failed) (\(unexpected) unexpected) in "
        }

        var description: String {
            "\(executed) executed, \(skipped) skipped, \(failures) failures (\(unexpected) unexpected)"
        }
    }

    /// The `[lifecycle]` lines `LifecycleOrderTests` prints, in the toolchain's order:
    /// set-up async → WithError → plain; teardown blocks last-added first; then tear-down
    /// plain → WithError → async (the reverse of set-up).
    static let lifecycleMarkers: [String] = {
        var lines = ["[lifecycle] class setUp"]
        for test in ["testFirst", "testSecond"] {
            let name = "LifecycleOrderTests.\(test)"
            lines += ["setUp async", "setUpWithError", "setUp", "body"].map { "[lifecycle] \(name) \($0)" }
            if test == "testFirst" {
                lines += ["teardown block 3 (sync)", "teardown block 2 (async)", "teardown block 1 (sync)"]
                    .map { "[lifecycle] \(name) \($0)" }
            }
            lines += ["tearDown", "tearDownWithError", "tearDown async"].map { "[lifecycle] \(name) \($0)" }
        }
        lines.append("[lifecycle] class tearDown")
        return lines
    }()
}
