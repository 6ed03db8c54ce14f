import Foundation

extension LaunchedProgram {
    /// Waits until the program reaches `phase` (or a later one); false if it did not in time.
    /// `XCUIApplication.wait(for:timeout:)`'s counterpart.
    ///
    /// ```swift
    /// server.send(signal: SIGKILL)
    /// #expect(await server.wait(for: .ended, timeout: .seconds(5)))
    /// ```
    public func wait(for phase: ProgramState.Phase, timeout: Duration) async -> Bool {
        await monitor.wait(for: .record { $0.state.phase >= phase }, timeout: timeout) == .satisfied
    }

    /// Waits for the program to end and returns how it did; stops it if it has not ended
    /// within `timeout` (SIGTERM, the grace period, SIGKILL, all on a Dispatch timer), and
    /// throws then.
    @discardableResult
    public func waitForExit(timeout: Duration) async throws(LaunchError) -> ProgramState {
        let stop = scheduleStop(after: timeout)
        defer { stop.timer.cancel() }
        if await monitor.wait(for: .record { $0.state.hasEnded }, timeout: nil) == .satisfied, !stop.fired() {
            return state
        }
        await terminate()
        throw .runTimedOut(program: name, timeout: timeout, lastLines: lastLines())
    }

    /// Waits for a line of `streams` that contains `text`, printed since the launch; returns it.
    ///
    /// - Throws: ``LaunchError/noMatchingLine(program:waitedFor:state:lastLines:)`` when none
    ///   came within `timeout`, or the streams ended first.
    @discardableResult
    public func waitForLine(
        containing text: String, in streams: Set<ProgramStream> = [.standardOutput, .standardError],
        timeout: Duration = .seconds(10)
    ) async throws(LaunchError) -> String {
        try await waitForLine(
            matching: { $0.contains(text) }, describedAs: "containing '\(text)'", in: streams, timeout: timeout)
    }

    /// Waits for a line of `streams` that `matches`, printed since the launch; returns it.
    @discardableResult
    public func waitForLine(
        matching matches: @escaping @Sendable (String) -> Bool, describedAs description: String = "matching",
        in streams: Set<ProgramStream> = [.standardOutput, .standardError], timeout: Duration = .seconds(10)
    ) async throws(LaunchError) -> String {
        let outcome = await monitor.wait(for: .line(streams: streams, from: 0, matches: matches), timeout: timeout)
        if case .line(let line) = outcome { return line }
        throw .noMatchingLine(
            program: name, waitedFor: "\(description) within \(timeout)", state: state, lastLines: lastLines())
    }

    /// Waits until the program is ready by `readiness`; stops it and throws otherwise.
    func waitUntilReady(_ readiness: Readiness, timeout: Duration) async throws(LaunchError) {
        // The stop at the time-out is a Dispatch timer's, so it happens on time even when the
        // race below waits for a thread of the cooperative pool.
        let stop = scheduleStop(after: timeout, unless: readiness.isSatisfied(by:))
        defer { stop.timer.cancel() }
        var outcome: ReadyRace
        switch readiness {
        case .started:
            outcome = .ready
        case .announced:
            outcome = await race(timeout: timeout) { monitor in
                await monitor.wait(for: .record { $0.ready != nil }, timeout: nil) == .satisfied
            }
        case .line(let text):
            outcome = await race(timeout: timeout) { monitor in
                let condition = ProgramMonitor.Condition.line(
                    streams: [.standardOutput, .standardError], from: 0, matches: { $0.contains(text) })
                return await monitor.wait(for: condition, timeout: nil) != .abandoned
            }
        case .port(let port):
            outcome = await race(timeout: timeout) { monitor in
                await Self.probed(ReadinessProbe.tcp(port: port), monitor: monitor)
            }
        case .http(let port, let path):
            outcome = await race(timeout: timeout) { monitor in
                await Self.probed(ReadinessProbe.http(port: port, path: path), monitor: monitor)
            }
        }
        // Ended by the stop at the time-out: it was not ready in time. Timed out while its
        // readiness was already there (the race's tasks waited for a pool thread): ready.
        if outcome == .ended, stop.fired() { outcome = .timedOut }
        if outcome == .timedOut, !stop.fired(), monitor.read(readiness.isSatisfied(by:)) { outcome = .ready }
        switch outcome {
        case .ready:
            monitor.update { if $0.state == .starting { $0.state = .running } }
        case .ended:
            throw .endedBeforeReady(program: name, state: state, waitedFor: readiness.waitedFor, lastLines: lastLines())
        case .timedOut:
            await terminate()
            throw .notReady(program: name, waitedFor: readiness.waitedFor, timeout: timeout, lastLines: lastLines())
        }
    }

    /// How waiting for readiness ended.
    private enum ReadyRace: Sendable {
        case ready
        case ended
        case timedOut
    }

    /// Races `isReady` (false: it can never be) against the program's end and the time-out.
    private func race(timeout: Duration, _ isReady: @escaping @Sendable (ProgramMonitor) async -> Bool) async
        -> ReadyRace
    {
        let monitor = self.monitor
        return await withTaskGroup(of: ReadyRace?.self) { group in
            group.addTask { await isReady(monitor) ? .ready : nil }
            group.addTask {
                await monitor.wait(for: .record { $0.state.hasEnded }, timeout: timeout) == .satisfied
                    ? .ended : .timedOut
            }
            var result = ReadyRace.timedOut
            while let next = await group.next() {
                guard let next else { continue }
                result = next
                break
            }
            group.cancelAll()
            return result
        }
    }

    /// Whether `probe` got an answer (the probe stops when its task is cancelled).
    private static func probed(_ probe: ReadinessProbe, monitor: ProgramMonitor) async -> Bool {
        guard await probe.waitUntilAnswered() else { return false }
        monitor.update { $0.probedURL = probe.url }
        return true
    }
}
