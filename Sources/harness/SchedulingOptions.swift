import ArgumentParser
import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner

/// `harness test`'s options for how the run is cut: class splitting, and a dry run that prints
/// the cut instead of running it.
struct SchedulingOptions: ParsableArguments {
    @Flag(help: "Never split a long class across workers by method (its class set-up then runs once).")
    var noSplitClasses = false

    @Flag(
        help: """
            Print what would run, in the order it would be handed to workers, with the partition's \
            shards and fingerprint, and stop.
            """)
    var dryRun = false

    /// The dry run's lines: the partition (its fingerprint, every shard's listed tests and
    /// expected time, this machine's marked), then the plan's units in scheduling order, each
    /// with its estimate and the tests it runs.
    ///
    /// ```
    ///    Partition time:1/3 · fingerprint 5d1c0a9e · 35 of 103 listed tests, 1.204s of 3.611s expected
    ///        shard 1/3: 35 listed tests, 1.204s expected (this machine)
    ///        shard 2/3: 34 listed tests, 1.203s expected
    /// 35 tests in 4 units, 1.204s expected
    ///      0.600s SlowTests.UploadTests (6 of its tests)
    ///          SlowTests.UploadTests/testA
    /// ```
    static func dryRunLines(plan: RunPlan) -> [String] {
        var lines: [String] = []
        if let cut = plan.partition, let summary = plan.partitionSummary {
            lines.append("   Partition " + ConsoleFormatter.partitionLine(summary))
            for index in cut.shards.indices {
                let mark = index == cut.index ? " (this machine)" : ""
                lines.append(
                    String(
                        format: "       shard %d/%d: %d listed tests, %.3fs expected%@", index + 1, cut.shards.count,
                        cut.counts[index], cut.seconds[index], mark))
            }
        }
        let seconds = plan.units.reduce(0) { $0 + $1.estimate }
        lines.append(String(format: "%d tests in %d units, %.3fs expected", plan.testCount, plan.units.count, seconds))
        for unit in plan.units {
            let part = unit.isWholeClass ? "" : " (\(unit.tests.count) of its tests)"
            lines.append(String(format: "  %8.3fs %@%@", unit.estimate, unit.qualifiedName, part))
            lines += unit.tests.map { "      \($0)" }
        }
        return lines
    }
}
