#if canImport(Glibc)
    import Glibc
#endif

extension Spawner {
    /// Which of the child's streams go to the one pipe ``runReadingLines(_:streams:started:onLine:)``
    /// reads.
    package enum PipedStreams: Sendable {
        /// Standard output alone; standard error is the request's.
        case output
        /// Standard output and standard error, interleaved as the child writes them.
        case outputAndErrors
    }

    /// Starts `request` with `streams` on one pipe, hands each whole line the child writes to
    /// `onLine` on this thread until the pipe closes, and waits for the child: what a build,
    /// whose lines are shown as they come, needs. The pipe's ends are closed here, whatever
    /// happens; `started` learns the process identifier before the first line is read (to stop
    /// the child's group from elsewhere).
    ///
    /// A helper whose output is only read once it ended takes ``ProcessOutput/run(_:arguments:workingDirectory:environment:input:)``
    /// instead: its files never fill up while nobody reads.
    ///
    /// ```swift
    /// let status = try Spawner.runReadingLines(request, streams: .outputAndErrors) { line in
    ///     print(line)
    /// }
    /// ```
    package static func runReadingLines(
        _ request: SpawnRequest, streams: PipedStreams = .output, started: (pid_t) -> Void = { _ in },
        onLine: (Substring) -> Void
    ) throws(SpawnFailure) -> WaitStatus {
        let pipe = try Descriptors.pipe()
        var request = request
        request.standardOutput = .descriptor(pipe.write)
        if streams == .outputAndErrors { request.standardError = .descriptor(pipe.write) }
        let pid: pid_t
        do {
            pid = try spawn(request)
        } catch {
            close(pipe.read)
            close(pipe.write)
            throw error
        }
        // Only the child holds the write end now: the reader sees the end when the child (and
        // whatever it started that kept the pipe) has closed it.
        close(pipe.write)
        started(pid)
        LineReader.readAll(pipe.read, onLine: onLine)
        return ExitWatcher.waitBlocking(for: pid)
    }
}
