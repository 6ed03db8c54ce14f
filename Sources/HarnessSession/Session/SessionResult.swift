import HarnessModel

/// How one run of a ``TestSession`` ended, short of a ``HarnessFailure``.
///
/// ```swift
/// switch try session.run(.requested, reporter: console) {
/// case .ran(let outcome): exit(outcome.exitCode)
/// case .nothingToRerun(let line): print(line)
/// case .nothingSelected: break
/// case .planned(let plan, _, _): print(plan.testCount)
/// }
/// ```
package enum SessionResult: Sendable {
    /// The tests ran (whatever their outcome); the reports are written.
    case ran(RunOutcome)
    /// `--rerun-failed` found nothing that failed last time: the line that says so. Nothing
    /// was run or kept.
    case nothingToRerun(String)
    /// The selection chose no test (a change that reaches none): why, in one line (`--changed`
    /// has already said it). Nothing was run or kept.
    case nothingSelected(String)
    /// `--dry-run`: the plan (its partition's cut included), and the request and history it
    /// was made from.
    case planned(plan: RunPlan, request: RunRequest, history: TimingHistory)
}
