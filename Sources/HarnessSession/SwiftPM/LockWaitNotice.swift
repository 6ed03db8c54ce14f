import HarnessModel

/// What a SwiftPM command that `harness` is about to run (or is running) on a scratch folder
/// will meet at its lock, and the line that says so: a pure decision over plain values.
///
/// - free, or held by that command itself (or anything else `harness` started): nothing to say;
/// - held by another process: it waits; one notice naming the lock and the holder;
/// - held by one of `harness`'s own ancestors (`swift package harness …` holds the package's
///   `.build` while its plugin runs): it would wait for ever, so it is an error, said at once.
///
/// ```swift
/// switch LockWaitNotice.decide(holder: holder, scratchPath: ".build", ownProcessID: getpid(), ownAncestry: [1]) {
/// case .waits(let line): print(line)
/// case .deadlocks(let message): throw Failure(message)
/// case .free, .heldByOwnChild: break
/// }
/// ```
package enum LockWaitNotice: Equatable, Sendable {
    /// Nobody holds the lock.
    case free
    /// A process `harness` started holds it (the command itself, once it got the lock).
    case heldByOwnChild
    /// Another process holds it: the command waits. The line to print.
    case waits(notice: String)
    /// An ancestor of `harness` holds it, waiting for `harness` to end: the command would
    /// never get it. The error's message (it reads after "error: ").
    case deadlocks(message: String)

    /// Decides from the holder (nil: free) and `harness`'s own process ID and ancestry.
    package static func decide(holder: LockHolder?, scratchPath: String, ownProcessID: Int32, ownAncestry: [Int32])
        -> LockWaitNotice
    {
        guard let holder else { return .free }
        if holder.ancestry.contains(ownProcessID) { return .heldByOwnChild }
        let who = describe(holder)
        if holder.processID == ownProcessID || ownAncestry.contains(holder.processID) {
            return .deadlocks(
                message: """
                    SwiftPM's lock on '\(scratchPath)' is held by \(who), which started this harness \
                    and waits for it to end, so a build there would wait for ever; under \
                    'swift package harness', the plugin builds and passes --built-products (a \
                    subcommand it does not know to build for needs adding to Plugins/HarnessPlugin)
                    """)
        }
        return .waits(
            notice: """
                Waiting for SwiftPM's lock on '\(scratchPath)', held by \(who); harness goes on when \
                that command ends
                """)
    }

    /// What to say of it while the command runs: a wait, or (found only once the command ran)
    /// the deadlock; nil when there is nothing to say.
    var notice: RunnerNotice? {
        switch self {
        case .free, .heldByOwnChild: nil
        case .waits(let text): RunnerNotice(.buildLockWait, text)
        case .deadlocks(let text): RunnerNotice(.buildLockDeadlock, text)
        }
    }

    /// `PID 4242 (swift-build --build-tests …)`, the command line cut at 160 characters.
    static func describe(_ holder: LockHolder) -> String {
        let line =
            holder.commandLine.count > 160 ? holder.commandLine.prefix(157) + "..." : Substring(holder.commandLine)
        return line.isEmpty ? "PID \(holder.processID)" : "PID \(holder.processID) (\(line))"
    }
}
