import Foundation
import HarnessModel
import Synchronization

/// Runs a SwiftPM command on a scratch folder so that it never waits on the folder's lock
/// silently: before it starts, a lock held by `harness`'s own ancestor is an error (the wait
/// would never end) and a lock held by another process is a notice at once; while it runs, the
/// lock is looked at again every half second until the command holds it, since another
/// command may take it in between, and SwiftPM signals a wait only by a message with no
/// newline in the middle of its output.
///
/// ```swift
/// let watch = BuildLockWatch(lock: BuildFolderLock(scratchPath: "/src/app/.build"), say: { print($0.text) })
/// try watch.run { try progress.run(swift, arguments: ["build"], title: "Building tests") }
/// ```
package struct BuildLockWatch: Sendable {
    package var lock: BuildFolderLock
    package var table: ProcessTable = .system
    /// Where the notice goes (the build's progress stream): a ``RunnerNotice/Kind/buildLockWait``,
    /// or the line of a deadlock found while the command runs.
    package var say: @Sendable (RunnerNotice) -> Void
    /// Seconds between looks while the command runs.
    package var interval: Double = 0.5

    package init(lock: BuildFolderLock, table: ProcessTable = .system, say: @escaping @Sendable (RunnerNotice) -> Void)
    {
        self.lock = lock
        self.table = table
        self.say = say
    }

    /// Runs `body` (which starts the SwiftPM command and waits for it) under the watch.
    package func run<Value>(_ body: () throws(PackageBuilder.Failure) -> Value) throws(PackageBuilder.Failure) -> Value
    {
        let ownProcessID = getpid()
        let ownAncestry = table.ancestry(of: ownProcessID)
        let said = SaidHolders()
        let look: @Sendable () -> LockWaitNotice = { [lock, table, say] in
            let holder = lock.holder(in: table)
            let decision = LockWaitNotice.decide(
                holder: holder, scratchPath: lock.scratchPath, ownProcessID: ownProcessID, ownAncestry: ownAncestry)
            if let notice = decision.notice, let holder, said.insert(holder.processID) { say(notice) }
            return decision
        }
        let holder = lock.holder(in: table)
        let first = LockWaitNotice.decide(
            holder: holder, scratchPath: lock.scratchPath, ownProcessID: ownProcessID, ownAncestry: ownAncestry)
        if case .deadlocks(let message) = first {
            throw PackageBuilder.Failure(description: message, isBuildFailure: false)
        }
        if let notice = first.notice, let holder, said.insert(holder.processID) { say(notice) }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "harness.build-lock-watch"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler {
            // Once the command holds the lock, nobody else can make it wait.
            if look() == .heldByOwnChild { timer.cancel() }
        }
        timer.resume()
        defer { timer.cancel() }
        return try body()
    }
}

/// The holders already named, so each is named once: touched from the caller's thread and the
/// timer's queue, under a lock.
private final class SaidHolders: Sendable {
    private let holders = Mutex<Set<Int32>>([])

    /// Whether `processID` was new.
    func insert(_ processID: Int32) -> Bool {
        holders.withLock { $0.insert(processID).inserted }
    }
}
