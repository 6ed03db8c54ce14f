import HarnessModel
import HarnessWire

/// `harness test --changed`: the tests a change can affect, each with its reason, and a line
/// for every change that had to be widened. It never selects less than a change can affect:
/// what recorded coverage cannot map widens to the changed target's dependents, or to all.
///
/// ```swift
/// let affected = AffectedTests.select(
///     tests: inventory.allTests, coverage: recorded, failing: facts.failing, changes: changes,
///     targets: targets, packageRoot: root)
/// ```
package struct AffectedTests: Sendable, Equatable {
    package enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// Its latest result failed.
        case failedLastTime
        /// No per-test coverage is recorded for it.
        case noRecord
        /// Its recorded coverage ran a changed line.
        case ranChangedLine(file: String, line: Int)
        /// Its module depends on a target with a change coverage cannot map.
        case widened(module: String, because: String)

        package var description: String {
            switch self {
            case .failedLastTime: "failed last time"
            case .noRecord: "no coverage recorded for it yet"
            case .ranChangedLine(let file, let line): "ran \(file):\(line), which changed"
            case .widened(let module, let because): "\(module) depends on \(because)"
            }
        }
    }

    /// The selected tests and why (the first reason found).
    package var selected: [BundleTestIdentifier: Reason]
    /// One line per widened or ignored change.
    package var notes: [String]

    package static func select(
        tests: [BundleTestIdentifier], coverage: [BundleTestIdentifier: ExecutedLines],
        failing: Set<BundleTestIdentifier>, changes: [SourceChange], targets: PackageTargets, packageRoot: String
    ) -> AffectedTests {
        var selected: [BundleTestIdentifier: Reason] = [:]
        var notes: [String] = []
        let filter = CoverageFileFilter(packageRoot: packageRoot)
        var widenedModules: [String: String] = [:]
        var everything: String?
        for change in changes {
            let relative = filter.relativePath(of: change.path) ?? change.path
            if let mapped = mappedTests(change, coverage: coverage) {
                for (test, line) in mapped where selected[test] == nil {
                    selected[test] = .ranChangedLine(file: relative, line: line)
                }
                continue
            }
            let why = unmappableReason(change, relative: relative, coverage: coverage)
            if relative == "Package.swift" || relative == "Package.resolved" {
                everything = everything ?? "\(relative) changed"
                notes.append("--changed: \(relative) changed: every test runs")
            } else if let target = targets.owner(of: relative) {
                let modules = targets.dependentTestTargets(of: [target]).sorted()
                for module in modules where widenedModules[module] == nil {
                    widenedModules[module] = "\(target), where \(relative) \(why)"
                }
                notes.append(
                    "--changed: \(relative) \(why): running every test of \(modules.joined(separator: ", ")), "
                        + "which depend on \(target)")
            } else if filter.relativePath(of: change.path) != nil {
                notes.append("--changed: \(relative) \(why) and belongs to no target: it affects no test")
            }
        }
        for test in tests where selected[test] == nil {
            if let everything {
                selected[test] = .widened(module: test.id.module, because: everything)
            } else if let because = widenedModules[test.id.module] {
                selected[test] = .widened(module: test.id.module, because: because)
            } else if failing.contains(test) {
                selected[test] = .failedLastTime
            } else if coverage[test] == nil {
                selected[test] = .noRecord
            }
        }
        let known = Set(tests)
        return AffectedTests(selected: selected.filter { known.contains($0.key) }, notes: notes)
    }

    /// The tests whose recorded coverage ran the changed lines, with one such line each; nil
    /// when coverage cannot map the change (not a modified Swift file, or a changed line that
    /// no recorded test ran: a declaration or dead code may still change what others do).
    static func mappedTests(_ change: SourceChange, coverage: [BundleTestIdentifier: ExecutedLines])
        -> [(BundleTestIdentifier, Int)]?
    {
        guard change.kind == .modified, change.path.hasSuffix(".swift"), !change.oldLines.isEmpty else { return nil }
        var found: [BundleTestIdentifier: Int] = [:]
        for range in change.oldLines {
            var hunkMapped = false
            for (test, executed) in coverage {
                guard let line = range.first(where: { executed.executed(change.path, line: $0) }) else { continue }
                hunkMapped = true
                if found[test] == nil { found[test] = line }
            }
            if !hunkMapped { return nil }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func unmappableReason(
        _ change: SourceChange, relative: String, coverage: [BundleTestIdentifier: ExecutedLines]
    )
        -> String
    {
        switch change.kind {
        case .added: return "is new"
        case .deleted: return "was deleted"
        case .modified:
            guard change.path.hasSuffix(".swift") else { return "changed (not Swift source)" }
            let recorded = coverage.values.contains { $0.ranges[change.path] != nil }
            return recorded ? "changed lines no recorded test ran" : "changed (no test's coverage records it)"
        }
    }
}
