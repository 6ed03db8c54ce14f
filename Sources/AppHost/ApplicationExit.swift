/// How an application's lifecycle ended, and the status the process exits with.
///
/// ```swift
/// let exit = await lifecycle.run()
/// if let line = exit.failureLine { print(line) }   // "NoteServer: failed to launch: …"
/// Foundation.exit(exit.status)
/// ```
public struct ApplicationExit: Sendable, Hashable {
    /// What ended the lifecycle.
    public enum Reason: Sendable, Hashable {
        /// The application launched and then terminated in order.
        case terminated(TerminationReason)
        /// The launch failed; no `applicationWillTerminate` was sent.
        case launchFailed(LaunchFailure)
    }

    /// The process exit statuses AppHost uses besides a requested one.
    public enum Status {
        /// Terminated in order by `terminate()` with no code.
        public static let success: Int32 = 0
        /// A launching callback returned false (EX_UNAVAILABLE).
        public static let launchDeclined: Int32 = 69
        /// A launching callback threw (EX_SOFTWARE).
        public static let launchThrew: Int32 = 70
        /// The launch exceeded its allowance (EX_TEMPFAIL: a retry may succeed).
        public static let launchTimedOut: Int32 = 75
    }

    /// The application's name, for messages.
    public var applicationName: String
    /// What ended the lifecycle.
    public var reason: Reason

    /// The status the process exits with.
    public var status: Int32 {
        switch reason {
        case .terminated(let termination): termination.exitStatus
        case .launchFailed(let failure): failure.exitStatus
        }
    }

    /// The one line to print for a failed launch; nil otherwise.
    public var failureLine: String? {
        guard case .launchFailed(let failure) = reason else { return nil }
        return "\(applicationName): failed to launch: \(failure.message)"
    }
}
