import HarnessModel
import HarnessWire

extension TestSession {
    /// A selection resolved against the listed tests.
    struct ChosenTests {
        /// Exactly these tests, each within its bundle; nil: every listed test.
        var tests: Set<BundleTestIdentifier>?
        /// What runs and why, in one line.
        var explanation: String
        /// Set when nothing is to run: why.
        var nothingToRun: String?
    }

    /// Resolves `selection` to test identifiers; a watch selection also sets how failed tests
    /// go first (or alone).
    func resolve(_ selection: TestSelection, inventory: TestInventory, facts: HistoryFacts, request: inout RunRequest)
        throws(HarnessFailure) -> ChosenTests
    {
        switch selection {
        case .requested:
            return ChosenTests(tests: nil, explanation: "the selected tests")
        case .tests(let ids, let list):
            let known = Set(inventory.allTests.map(\.id))
            let source = list.map { "\($0): " } ?? ""
            if let unknown = ids.first(where: { !known.contains($0) }) {
                throw HarnessFailure(
                    "\(source)no listed test has the ID '\(unknown)': list them with 'harness list --format ids'",
                    code: RunnerExitCode.badInput)
            }
            var seen: Set<TestIdentifier> = []
            if let repeated = ids.first(where: { !seen.insert($0).inserted }) {
                throw HarnessFailure(
                    "\(source)the ID '\(repeated)' is listed twice: name each test once", code: RunnerExitCode.badInput)
            }
            // The list's order is the run's: classes start in it, and their tests follow it.
            request.order = ids
            // An ID names the test in every bundle that lists it (the IDs carry no bundle).
            let named = Set(ids)
            return ChosenTests(
                tests: Set(inventory.allTests.filter { named.contains($0.id) }),
                explanation: "\(ids.count) test(s) by ID")
        case .changed(let revision, let explain):
            return try changedTests(since: revision, explain: explain, inventory: inventory, facts: facts)
        case .watch(let trigger):
            let watchSelection = WatchSelection.choose(
                trigger: trigger, previous: previousWatchSelection, root: settings.packageRoot,
                targets: try source.targets(), inventory: inventory, failing: facts.failing)
            previousWatchSelection = watchSelection
            guard !watchSelection.isEmpty else {
                return ChosenTests(
                    tests: [], explanation: watchSelection.explanation, nothingToRun: watchSelection.explanation)
            }
            request.failures = facts.failures(watchSelection.failedOnly ? .rerunFailed : .failedFirst)
            return ChosenTests(tests: watchSelection.tests(in: inventory), explanation: watchSelection.explanation)
        }
    }

    /// `--changed`: the tests the changes since `given` (else the last recorded run's commit)
    /// can affect, after writing the explanation and the widening notes.
    private func changedTests(since given: String?, explain: Bool, inventory: TestInventory, facts: HistoryFacts)
        throws(HarnessFailure) -> ChosenTests
    {
        let root = settings.packageRoot
        let write = { [settings] (line: String) in settings.write(line + "\n") }
        let tests = inventory.allTests
        guard let revision = given ?? history.lastRecordedCommit() else {
            write("--changed: no recorded run with a git commit to compare with: every test runs")
            return ChosenTests(tests: nil, explanation: "every test (no recorded commit to compare with)")
        }
        // Bundles built elsewhere (the plugin under `swift package --scratch-path`): their
        // scratch folder is build output too.
        let scope = ChangeScope(
            root: root,
            scratchFolders: settings.build.builtProducts.map { [ChangeScope.scratchFolder(ofProducts: $0)] } ?? [])
        let changes: [SourceChange]
        do {
            changes = try ChangeSources.changes(in: root, since: revision, scope: scope)
        } catch {
            throw HarnessFailure("failed to find the changes: \(error)", code: RunnerExitCode.badInput)
        }
        let affected = AffectedTests.select(
            tests: tests, coverage: history.latestCoverage(), failing: facts.failing, changes: changes,
            targets: try source.targets(), packageRoot: root)
        let since = given.map { "since \($0)" } ?? "since the last recorded run (\(revision.prefix(12)))"
        let counts = "\(affected.selected.count) of \(tests.count) tests affected by \(changes.count) change(s)"
        write("--changed: \(counts) \(since)")
        for note in affected.notes { write(note) }
        if explain {
            // Each test as the run prints it (`Module.Class/method`), in the order the run lists.
            for (test, reason) in affected.selected.sorted(by: { $0.key.id < $1.key.id }) {
                write("  \(test.id): \(reason)")
            }
        }
        let chosen = Set(affected.selected.keys)
        return ChosenTests(
            tests: chosen, explanation: "\(counts) \(since)", nothingToRun: chosen.isEmpty ? "\(counts) \(since)" : nil)
    }
}
