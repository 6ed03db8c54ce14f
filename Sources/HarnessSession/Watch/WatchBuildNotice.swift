import HarnessModel

/// What watch mode does with a notice that comes while it builds, decided by the notice's kind
/// and never by its text: a wait is shown at once, under the screen (a build that waits prints
/// nothing else, and would look hung); anything else is kept with the build's lines, which are
/// shown if the build fails.
///
/// ```swift
/// switch WatchBuildNotice(kind: notice.kind) {
/// case .showAtOnce: screen.drawBelow(notice.text)
/// case .keepWithBuildLines: errors.add(notice.text)
/// }
/// ```
package enum WatchBuildNotice: Equatable, Sendable {
    case showAtOnce
    case keepWithBuildLines

    /// Every kind is named, so that a new kind gets a decision of its own.
    package init(kind: RunnerNotice.Kind) {
        switch kind {
        case .buildLockWait, .harnessBuildLockWait, .buildLockDeadlock:
            self = .showAtOnce
        // What the build is about to do differently, said before it goes quiet.
        case .harnessXCTestOverlay, .earlierSecondBuildRemoved, .localDependencyFilesMoved:
            self = .showAtOnce
        case .testPlanKeysIgnored, .partitionEmpty, .testListedRepeatedly, .classRunsWhole, .noSwiftTestingEntryPoint,
            .bundleRunsWhole,
            .workerStartFailed, .standbyEnded, .slowTest, .interrupted, .testsRerunAlone, .sharedOutput,
            .unreadableWireLine,
            .unlistedTestRan, .attachmentNotKept, .measurementNotKept, .lateIssue, .coverageIncomplete,
            .historySetAside,
            .historyUnavailable:
            self = .keepWithBuildLines
        }
    }
}
