import ArgumentParser
import Foundation
import HarnessHistory
import HarnessModel
import HarnessRunner
import HarnessSession

/// `harness test --changed [REF] [--explain]`: only the tests a change can affect.
///
/// ```sh
/// harness test --changed --explain       # since the last recorded run's commit
/// harness test --changed main            # since a git revision
/// ```
struct ChangedOptions: ParsableArguments {
    /// What `--changed` compares the working tree with.
    enum Base: ExpressibleByArgument, Equatable, CustomStringConvertible {
        /// `--changed` alone: the commit of the last recorded run.
        case lastRecordedRun
        /// `--changed REF`: a git revision.
        case revision(String)

        init?(argument: String) { self = .revision(argument) }

        var description: String {
            switch self {
            case .lastRecordedRun: "the last recorded run's commit"
            case .revision(let revision): revision
            }
        }
    }

    // `.next`: only the word right after `--changed` can be its revision (`--changed --explain`
    // takes none), as a positional would have been before.
    @Option(
        defaultAsFlag: Base.lastRecordedRun, parsing: .next,
        help: ArgumentHelp(
            "Run only the tests the changes since REF (a git revision) can affect, from per-test coverage; "
                + "new tests and last time's failures too.",
            valueName: "REF"))
    var changed: Base? = nil

    @Flag(help: "With --changed, say why each test runs and which changes were widened.")
    var explain = false

    /// Whether `--changed` was given, with a revision or without.
    var isRequested: Bool { changed != nil }

    func validate() throws {
        if explain && !isRequested { throw ValidationError("--explain needs --changed") }
    }

    /// The revision `--changed` names (nil: the last recorded run's); a word git cannot resolve
    /// to a commit is bad input naming it.
    func revision(root: String) throws(CommandFailure) -> String? {
        guard case .revision(let revision) = changed else { return nil }
        guard ChangeSources.isRevision(revision, in: root) else {
            throw CommandFailure(
                "--changed \(revision): '\(revision)' is not a git revision in \(root); write --changed REF, "
                    + "or --changed alone for the changes since the last recorded run (it takes no test filters)",
                code: RunnerExitCode.badInput)
        }
        return revision
    }

    /// The affected tests as exact filters (empty: nothing to run), after printing the
    /// explanation and the widening notes. `scope` leaves build folders out of the changes.
    func select(
        root: String, revision given: String?, inventory: TestInventory, store: HistoryStore, facts: HistoryFacts,
        description: Data?, scope: ChangeScope, write: (String) -> Void
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
            changes = try ChangeSources.changes(in: root, since: revision, scope: scope)
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
