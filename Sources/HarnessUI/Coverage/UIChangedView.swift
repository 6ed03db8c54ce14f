import Foundation
import HarnessModel
import HarnessSession
import HarnessWire

/// What the page's "Changed" view shows (`GET /api/changed`): the package's files changed since
/// the last commit (saves made while watching included: they are in the working tree), and the
/// tests `harness test --changed HEAD` would pick for them, each with its reason — the same
/// ``AffectedTests`` selection, from the run history's per-test coverage. A test no coverage
/// run recorded is listed as unknown (it would run), never left out.
///
/// ```json
/// {"revision": "HEAD", "commit": "3f2c…", "changes": [{"file": "Sources/Counter/Counter.swift",
///  "kind": "modified", "lines": [[3, 3]]}], "tests": [{"id": "CounterTests.CounterTests/testDouble",
///  "kind": "ran", "reason": "ran Sources/Counter/Counter.swift:3, which changed",
///  "ran": [{"file": "Sources/Counter/Counter.swift", "lines": [[3, 3]]}]}], "notes": []}
/// ```
package struct UIChangedView: Codable, Sendable, Equatable {
    package struct Change: Codable, Sendable, Equatable {
        /// Relative to the package.
        package var file: String
        package var kind: String
        /// A modification's changed lines, in the committed version.
        package var lines: [ClosedRange<Int>]
    }

    package struct Test: Codable, Sendable, Equatable {
        package var id: String
        /// `ran` (its coverage ran a changed line), `unknown` (no coverage recorded for it),
        /// `failed` (it failed last time) or `widened` (a change coverage cannot map).
        package var kind: String
        /// `--changed --explain`'s words.
        package var reason: String
        /// For `ran`: every changed line it ran, per file.
        package var ran: [UIFileLines] = []
    }

    /// What the changes are compared with.
    package var revision: String
    package var changes: [Change] = []
    package var tests: [Test] = []
    /// `--changed`'s lines for changes it had to widen or that affect no test.
    package var notes: [String] = []
    /// Why nothing can be said (not a git repository, git failed), in one line.
    package var problem: String?

    /// The view for the package at `root` against `revision`.
    package static func make(
        root: String, revision: String, tests: [BundleTestIdentifier],
        coverage: [BundleTestIdentifier: ExecutedLines], failing: Set<BundleTestIdentifier>, targets: PackageTargets?
    ) -> UIChangedView {
        var view = UIChangedView(revision: revision)
        let changes: [SourceChange]
        do {
            changes = try ChangeSources.changes(in: root, since: revision, scope: ChangeScope(root: root))
        } catch {
            view.problem = "cannot compare with \(revision): \(error)"
            return view
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = { (path: String) in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        view.changes = changes.map { Change(file: relative($0.path), kind: $0.kind.rawValue, lines: $0.oldLines) }
            .sorted { $0.file < $1.file }
        guard !changes.isEmpty else { return view }
        guard let targets else {
            view.problem = "the package's targets cannot be read (does its manifest build?): no test can be chosen"
            return view
        }
        let affected = AffectedTests.select(
            tests: tests, coverage: coverage, failing: failing, changes: changes, targets: targets, packageRoot: root)
        view.notes = affected.notes
        view.tests = affected.selected.sorted { $0.key < $1.key }.map { id, reason in
            var test = Test(id: id.id.description, kind: Self.kind(of: reason), reason: reason.description)
            if case .ranChangedLine = reason, let executed = coverage[id] {
                test.ran = Self.changedLines(ranBy: executed, in: changes, relative: relative)
            }
            return test
        }
        return view
    }

    static func kind(of reason: AffectedTests.Reason) -> String {
        switch reason {
        case .ranChangedLine: "ran"
        case .noRecord: "unknown"
        case .failedLastTime: "failed"
        case .widened: "widened"
        }
    }

    /// The changed lines (of modified files) that `executed` holds, per file.
    static func changedLines(ranBy executed: ExecutedLines, in changes: [SourceChange], relative: (String) -> String)
        -> [UIFileLines]
    {
        changes.compactMap { change -> UIFileLines? in
            guard change.kind == .modified else { return nil }
            let lines = change.oldLines.flatMap { range in range.filter { executed.executed(change.path, line: $0) } }
            return lines.isEmpty
                ? nil : UIFileLines(file: relative(change.path), lines: ExecutedLines.ranges(of: lines))
        }
    }
}
