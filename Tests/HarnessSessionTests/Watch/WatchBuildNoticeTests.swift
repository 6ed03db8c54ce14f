import HarnessModel
import Testing

@testable import HarnessSession

/// Watch mode shows a lock's wait at once, by the notice's kind: its text may change freely.
@Suite("WatchBuildNotice: a wait during the build is shown at once, by its kind")
struct WatchBuildNoticeTests {
    /// Waits, and what the build is about to do differently (said before it goes quiet).
    static let waits: Set<RunnerNotice.Kind> = [
        .buildLockWait, .harnessBuildLockWait, .buildLockDeadlock, .harnessXCTestOverlay, .earlierSecondBuildRemoved,
        .localDependencyFilesMoved,
    ]

    @Test(
        "waits on a lock and the build's own notices are shown at once; every other kind is kept with the build's lines",
        arguments: RunnerNotice.Kind.allCases)
    func decidedByKind(kind: RunnerNotice.Kind) {
        #expect(WatchBuildNotice(kind: kind) == (Self.waits.contains(kind) ? .showAtOnce : .keepWithBuildLines))
    }

    @Test("the text plays no part: SwiftPM's words in another kind's notice are kept, a wait in any words is shown")
    func textPlaysNoPart() {
        let disguised = RunnerNotice(.slowTest, "Waiting for SwiftPM's lock on '.build'")
        let reworded = RunnerNotice(.buildLockWait, "the build folder is busy")
        #expect(WatchBuildNotice(kind: disguised.kind) == .keepWithBuildLines)
        #expect(WatchBuildNotice(kind: reworded.kind) == .showAtOnce)
    }
}
