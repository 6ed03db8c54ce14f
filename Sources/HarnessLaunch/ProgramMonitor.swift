import HarnessWire
import Synchronization

/// The one place a launched program's facts change and are waited for: the reader and
/// exit threads report into it, tests wait on it. Waiting is by continuation, resumed by the
/// change that satisfies it (never by polling); a wait ends early when its time runs out or
/// its task is cancelled.
///
/// ```swift
/// let monitor = ProgramMonitor()
/// monitor.update { $0.state = .running }
/// let line = await monitor.waitForLine(in: [.standardOutput], from: 0, timeout: .seconds(5)) { $0.contains("ready") }
/// ```
final class ProgramMonitor: Sendable {
    /// What a waiter waits for.
    enum Condition: Sendable {
        /// A fact about the record (its state, its ready record).
        case record(@Sendable (ProgramRecord) -> Bool)
        /// A line of one of `streams` from index `from` on that `matches`.
        case line(streams: Set<ProgramStream>, from: Int, matches: @Sendable (String) -> Bool)
    }

    /// How a wait ended.
    enum Outcome: Sendable, Equatable {
        case satisfied
        case line(String)
        /// Time ran out, the task was cancelled, or (for a line) the streams ended first.
        case abandoned
    }

    private struct Waiter {
        var condition: Condition
        var continuation: CheckedContinuation<Outcome, Never>
    }

    private struct Store {
        var record = ProgramRecord()
        var waiters: [Int: Waiter] = [:]
        var nextID = 0
        /// Waits abandoned before they were registered (a cancellation that came first).
        var abandoned: Set<Int> = []
        var subscribers: [Int: (ProgramStream, AsyncStream<String>.Continuation)] = [:]
    }

    private let store = Mutex(Store())

    /// A copy of the record now.
    var record: ProgramRecord { store.withLock { $0.record } }

    /// Reads something out of the record without copying it whole.
    func read<T: Sendable>(_ body: (ProgramRecord) -> T) -> T { store.withLock { body($0.record) } }

    /// Changes the record and resumes every waiter its new state satisfies.
    func update(_ change: (inout ProgramRecord) -> Void) {
        let resumed = store.withLock { store -> [(CheckedContinuation<Outcome, Never>, Outcome)] in
            change(&store.record)
            return Self.settle(&store, newLine: nil)
        }
        for (continuation, outcome) in resumed { continuation.resume(returning: outcome) }
    }

    /// Adds a line a stream printed, hands it to subscribers and line waiters.
    func append(_ line: String, to stream: ProgramStream) {
        let resumed = store.withLock { store -> [(CheckedContinuation<Outcome, Never>, Outcome)] in
            store.record.lines[stream, default: []].append(line)
            for (subscribed, continuation) in store.subscribers.values where subscribed == stream {
                continuation.yield(line)
            }
            return Self.settle(&store, newLine: (stream, line))
        }
        for (continuation, outcome) in resumed { continuation.resume(returning: outcome) }
    }

    /// Marks a stream ended: its subscribers finish, and line waiters that can no longer be
    /// satisfied give up.
    func end(_ stream: ProgramStream) {
        let resumed = store.withLock { store -> [(CheckedContinuation<Outcome, Never>, Outcome)] in
            store.record.endedStreams.insert(stream)
            for (id, (subscribed, continuation)) in store.subscribers where subscribed == stream {
                continuation.finish()
                store.subscribers[id] = nil
            }
            return Self.settle(&store, newLine: nil)
        }
        for (continuation, outcome) in resumed { continuation.resume(returning: outcome) }
    }

    /// A stream's lines from the first, then live, until the stream ends.
    func lines(of stream: ProgramStream) -> AsyncStream<String> {
        let (sequence, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        store.withLock { store in
            for line in store.record.lines[stream] ?? [] { continuation.yield(line) }
            if store.record.endedStreams.contains(stream) {
                continuation.finish()
            } else {
                store.nextID += 1
                store.subscribers[store.nextID] = (stream, continuation)
            }
        }
        return sequence
    }

    /// Waits until `condition` holds, at most `timeout` (nil: no limit).
    func wait(for condition: Condition, timeout: Duration?) async -> Outcome {
        let id = store.withLock { store -> Int in
            store.nextID += 1
            return store.nextID
        }
        // On a Dispatch timer, not `Task.sleep`: a blocked cooperative pool must not hold it.
        let timer = timeout.map { timeout in
            StopTimer.after(timeout) { [weak self] in self?.abandon(id) }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let immediate = store.withLock { store -> Outcome? in
                    if store.abandoned.remove(id) != nil { return .abandoned }
                    if let outcome = Self.check(condition, in: store.record) { return outcome }
                    store.waiters[id] = Waiter(
                        condition: Self.advanced(condition, in: store.record), continuation: continuation)
                    return nil
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancel: {
            abandon(id)
        }
    }

    /// Ends a wait as abandoned, or marks it so if it is not registered yet.
    private func abandon(_ id: Int) {
        let continuation = store.withLock { store -> CheckedContinuation<Outcome, Never>? in
            guard let waiter = store.waiters.removeValue(forKey: id) else {
                store.abandoned.insert(id)
                return nil
            }
            return waiter.continuation
        }
        continuation?.resume(returning: .abandoned)
    }

    /// Whether `condition` already holds in `record` (a line condition scans the lines
    /// already printed), or can never hold (its streams ended).
    private static func check(_ condition: Condition, in record: ProgramRecord) -> Outcome? {
        switch condition {
        case .record(let holds):
            return holds(record) ? .satisfied : nil
        case .line(let streams, let from, let matches):
            for stream in ProgramStream.allCases where streams.contains(stream) {
                let lines = record.lines[stream] ?? []
                if from < lines.count, let line = lines[from...].first(where: matches) { return .line(line) }
            }
            return streams.isSubset(of: record.endedStreams) ? .abandoned : nil
        }
    }

    /// A registered line condition scans only lines printed after it was registered.
    private static func advanced(_ condition: Condition, in record: ProgramRecord) -> Condition {
        guard case .line(let streams, _, let matches) = condition else { return condition }
        return .line(streams: streams, from: Int.max, matches: matches)
    }

    /// Removes and returns the waiters the store's new state (or `newLine`) satisfies.
    private static func settle(_ store: inout Store, newLine: (ProgramStream, String)?)
        -> [(CheckedContinuation<Outcome, Never>, Outcome)]
    {
        var resumed: [(CheckedContinuation<Outcome, Never>, Outcome)] = []
        for (id, waiter) in store.waiters {
            var outcome: Outcome?
            switch waiter.condition {
            case .record(let holds):
                if holds(store.record) { outcome = .satisfied }
            case .line(let streams, _, let matches):
                if let (stream, line) = newLine, streams.contains(stream), matches(line) {
                    outcome = .line(line)
                } else if streams.isSubset(of: store.record.endedStreams) {
                    outcome = .abandoned
                }
            }
            if let outcome {
                store.waiters[id] = nil
                resumed.append((waiter.continuation, outcome))
            }
        }
        return resumed
    }
}
