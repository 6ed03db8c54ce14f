/// A message for the user that is not about one test's verdict, with its kind: the text is for
/// people, the kind for code. Nothing decides by the text (watch mode shows a lock wait at once
/// because of its kind); `--json` writes the kind beside the text as `noticeKind`, so a reader
/// can tell the notices apart without matching English (`Documentation/RunnerEvents.md`).
///
/// ```swift
/// let notice = RunnerNotice(.partitionEmpty, "partition hash:3/4 holds no test")
/// reporter.handle(.notice(notice))
/// ```
public struct RunnerNotice: Hashable, Codable, Sendable {
    /// What the notice is about: one case per place that says something, named for the fact.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        // Planning: what was selected and how it runs.
        /// A test plan holds keys Harness does not apply; they are named once.
        case testPlanKeysIgnored
        /// `--partition` left this shard without a test.
        case partitionEmpty
        /// A bundle lists a method more than once: it runs that often in one worker.
        case testListedRepeatedly
        /// A method with a comma in its name cannot be filtered alone: its whole class runs.
        case classRunsWhole
        /// A bundle has no Swift Testing entry point: its `@Test` functions do not run.
        case noSwiftTestingEntryPoint
        /// A bundle's `main` runs a test library of its own (neither SwiftPM's nor `XCTMain`): it
        /// runs whole, as one test.
        case bundleRunsWhole

        // Running: what the engine met on the way.
        /// A worker process could not be started.
        case workerStartFailed
        /// A Swift Testing worker started ahead ended before it was given tests.
        case standbyEnded
        /// A test has run longer than `--slow-after`.
        case slowTest
        /// The run was interrupted: running tests finish, then the reports are written.
        case interrupted
        /// A worker ended while several of its tests ran side by side (or one timed out beside
        /// others): those tests run again, each alone.
        case testsRerunAlone
        /// Swift Testing tests running side by side in one process printed lines that no one of
        /// them can be given: they are shown once, with the tests' names, and in no test's output.
        case sharedOutput
        /// A bundle wrote a wire line the runner could not read (said for the first one only).
        case unreadableWireLine
        /// Swift Testing ran a test its bundle's listing does not hold: its result is in no report.
        case unlistedTestRan
        /// An attachment arrived for no running test, so it was not kept.
        case attachmentNotKept
        /// A measurement arrived for a test that was not running, so it was not kept.
        case measurementNotKept
        /// An issue arrived after its test had ended.
        case lateIssue

        // Building: waits on locks, said before the build goes quiet.
        /// Another process holds SwiftPM's lock on the scratch folder: the build waits.
        case buildLockWait
        /// SwiftPM's lock is held by a process that started this `harness` and waits for it:
        /// the build would never start (the build fails with the same line).
        case buildLockDeadlock
        /// Another `harness` run holds Harness's own build lock (the unmodified route's build,
        /// or Harness's XCTest library): this run waits for it.
        case harnessBuildLockWait
        /// An unmodified package runs on Harness's XCTest because a feature asked for needs it
        /// (per-test coverage): the modules that import XCTest are compiled again against it.
        case harnessXCTestOverlay
        /// Files came into or left a local (path) dependency since the last build: SwiftPM would
        /// keep its build plan and compile the dependency without them, so the plan is made again.
        case localDependencyFilesMoved
        /// A second build of the package that an earlier Harness made beside the user's was
        /// removed (it is never read again).
        case earlierSecondBuildRemoved

        // After the run: coverage and history, which never fail it.
        /// Coverage left something out (an unreadable profile, a process that ended before it
        /// wrote one, a test without a per-test record).
        case coverageIncomplete
        /// The run history file could not be used: it was kept under another name and a new
        /// one started.
        case historySetAside
        /// The run history could not be read or written: the run goes on without it.
        case historyUnavailable
    }

    public var kind: Kind
    /// The line for people: one sentence, no trailing newline.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
