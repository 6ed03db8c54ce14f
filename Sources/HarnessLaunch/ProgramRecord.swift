import HarnessWire

/// Everything the launcher has learnt about one launched program, as plain data: its state,
/// its ready record and every line it printed. ``ProgramMonitor`` owns it behind a lock.
struct ProgramRecord: Sendable {
    var state: ProgramState = .starting
    /// Whether `waitpid` took the process (its state follows once its output is read).
    var reaped = false
    /// The AppHost ready record, once it arrived.
    var ready: LaunchReadyRecord?
    /// The address a `.port` or `.http` readiness found answering.
    var probedURL: String?
    /// Whether the ready channel ended (the record read, or the program gone without one).
    var readyChannelEnded = false
    /// Every complete line each stream printed, in order (kept whole for waits and reports).
    var lines: [ProgramStream: [String]] = [.standardOutput: [], .standardError: []]
    /// The streams that reached their end.
    var endedStreams: Set<ProgramStream> = []
    /// The signals the launcher sent, so that an end by one of them is no crash.
    var sentSignals: Set<Int32> = []

    /// Whether the program ended by a signal nobody in the test sent: a crash.
    var crashed: Bool {
        if case .signaled(let signal) = state { return !sentSignals.contains(signal) }
        return false
    }

    /// The last `count` lines of both streams, each marked with its stream, for messages.
    func lastLines(_ count: Int) -> [String] {
        let output = (lines[.standardOutput] ?? []).suffix(count).map { "stdout| \($0)" }
        let errors = (lines[.standardError] ?? []).suffix(count).map { "stderr| \($0)" }
        return Array((output + errors).suffix(count))
    }
}
