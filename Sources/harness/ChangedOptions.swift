import ArgumentParser
import Foundation
import HarnessHistory
import HarnessRunner

/// `harness test --changed [REF] [--explain]`: only the tests a change can affect.
struct ChangedOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Run only the tests the changes since REF (a git revision right after it; default: the last "
                + "recorded run's commit) can affect, from per-test coverage; new tests and last time's "
                + "failures too."))
    var changed = false

    @Flag(help: "With --changed, say why each test runs and which changes were widened.")
    var explain = false

    func validate() throws {
        if explain && !changed { throw ValidationError("--explain needs --changed") }
    }

    /// The revision right after `--changed` (a positional that git resolves to a commit), and
    /// the filters without it.
    func revision(root: String, arguments: [String], filters: [String]) -> (String?, [String]) {
        guard changed, let index = arguments.firstIndex(of: "--changed"), index + 1 < arguments.count,
            let filterIndex = filters.firstIndex(of: arguments[index + 1]),
            ChangeSources.isRevision(arguments[index + 1], in: root)
        else { return (nil, filters) }
        var remaining = filters
        remaining.remove(at: filterIndex)
        return (arguments[index + 1], remaining)
    }

    /// The affected tests as exact filters (empty: nothing to run), after printing the
    /// explanation and the widening notes.
    func select(
        root: String, revision given: String?, inventory: TestInventory, store: HistoryStore, facts: HistoryFacts,
        description: Data?, write: (String) -> Void
    ) throws(CommandFailure) -> [String] {
        let coverage = store.latestCoverage()
        let tests = inventory.allTests
        let changes: [SourceChange]
        let revision: String
        let targets: PackageTargets
        do {
            guard let chosen = given ?? store.lastRecordedCommit() else {
                write("--changed: no recorded run with a git commit to compare with: every test runs")
                return tests.map(\.id.description)
            }
            revision = chosen
            changes = try ChangeSources.changes(in: root, since: revision)
            targets = try ChangeSources.targets(of: root, swift: PackageBuilder.defaultSwift(), supplied: description)
        } catch {
            throw CommandFailure("failed to find the changes: \(error)", code: RunnerExitCode.badInput)
        }
        let affected = AffectedTests.select(
            tests: tests, coverage: coverage, failing: facts.failing, changes: changes, targets: targets,
            packageRoot: root)
        let since = given.map { "since \($0)" } ?? "since the last recorded run (\(revision.prefix(12)))"
        let counts = "\(affected.selected.count) of \(tests.count) tests affected by \(changes.count) change(s)"
        write("--changed: \(counts) \(since)")
        for note in affected.notes { write(note) }
        if explain {
            for (test, reason) in affected.selected.sorted(by: { $0.key < $1.key }) { write("  \(test): \(reason)") }
        }
        return affected.selected.keys.sorted().map(\.description)
    }
}
