import HarnessModel
import HarnessWire

/// Which tests a session's run takes, as a value. The session resolves it, once the bundles
/// are listed, to a set of test identifiers (or to every test); the settings' own filters,
/// skips and test plan then narrow that set.
///
/// ```swift
/// try session.run(.requested, reporter: console)                       // harness test
/// try session.run(.changed(since: "main", explain: false), reporter: console)  // --changed main
/// try session.run(.watch(.changes(["/p/Sources/Shapes/Area.swift"])), reporter: screen)
/// try session.run(.tests([TestIdentifier(module: "M", className: "C", method: "testA")]), reporter: console)
/// ```
package enum TestSelection: Hashable, Sendable {
    /// The settings' selection alone (filters, skips, test plan, `--failed-first`/`--rerun-failed`).
    case requested
    /// `--changed [REF]`: the tests a change since REF (nil: since the last recorded run's
    /// commit) can affect, from per-test coverage; with `explain`, why each one runs.
    case changed(since: String?, explain: Bool)
    /// What a watch trigger reaches (``WatchSelection``): failed tests first, then the tests of
    /// the targets a change reaches.
    case watch(WatchTrigger)
    /// Exactly these tests, in this order; `from` names the list they came from (`--ids-from`'s
    /// file), for the line that refuses an unknown or repeated ID.
    case tests([TestIdentifier], from: String? = nil)
}
