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

    /// The session's selection for `--changed` (its revision is checked by the session, before
    /// anything is built); nil without `--changed`.
    var selection: TestSelection? {
        switch changed {
        case nil: nil
        case .lastRecordedRun?: .changed(since: nil, explain: explain)
        case .revision(let revision)?: .changed(since: revision, explain: explain)
        }
    }
}
