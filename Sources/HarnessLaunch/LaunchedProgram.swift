import Foundation
import HarnessProcess
import HarnessWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A program a test launched (``Program/launch()``): its state, its output, its input, and
/// how to stop it.
///
/// ```swift
/// let tool = try await Program(product: "notes-cli").launch()
/// try tool.write("add milk\n")
/// let line = try await tool.waitForLine(containing: "added", timeout: .seconds(5))
/// let end = await tool.terminate()                    // .exited(status: 0), .signaled(9), …
/// ```
///
/// A program still running when its last reference goes away gets SIGTERM, then SIGKILL after
/// its grace period: nothing a test launched outlives it by more than that. Outside a
/// ``LaunchScope`` its launch folder is removed then too.
public final class LaunchedProgram: Sendable {
    /// The name messages call the program by (its product name).
    public let name: String
    /// Its process identifier.
    public let processIdentifier: Int32
    /// Its working directory, fresh for this launch.
    public let workingDirectory: URL
    /// Its `HOME`, fresh for this launch.
    public let homeDirectory: URL
    let folder: LaunchFolder
    let monitor: ProgramMonitor
    let terminationGrace: Duration
    /// Whether the folder goes when the program's last reference does: a program launched
    /// outside any scope (a scope removes or keeps the folders of its own).
    private let removesFolderAtEnd: Bool
    private let standardInput: InputWriter

    private init(
        name: String, started: ProgramSpawner.Started, folder: LaunchFolder, monitor: ProgramMonitor,
        terminationGrace: Duration, removesFolderAtEnd: Bool
    ) {
        self.name = name
        processIdentifier = started.processIdentifier
        workingDirectory = folder.workingDirectory
        homeDirectory = folder.homeDirectory
        self.folder = folder
        self.monitor = monitor
        self.terminationGrace = terminationGrace
        self.removesFolderAtEnd = removesFolderAtEnd
        standardInput = InputWriter(descriptor: started.standardInput)
    }

    deinit {
        if removesFolderAtEnd { folder.remove() }
        // Last resort for a test that kept no reference and no scope: SIGTERM now, SIGKILL
        // after the grace period.
        guard Self.signal(processIdentifier, SIGTERM, monitor: monitor) else { return }
        _ = Self.scheduleKill(processIdentifier, monitor: monitor, after: terminationGrace)
    }

    /// SIGKILL for the process after `grace` unless it has been reaped by then, on a Dispatch
    /// timer (``StopTimer``): the escalation happens on time even when the test's tasks cannot
    /// run.
    static func scheduleKill(_ pid: Int32, monitor: ProgramMonitor, after grace: Duration) -> StopTimer {
        StopTimer.after(grace) { signal(pid, SIGKILL, monitor: monitor) }
    }

    /// SIGTERM once `timeout` has passed, then SIGKILL after the grace period, unless the
    /// timer is cancelled first, the program has ended by then, or `spared` says so of its
    /// record (it got ready while the test's task waited for a pool thread); `fired` says
    /// whether it stopped the program. Used for every time-out that stops a program.
    func scheduleStop(
        after timeout: Duration, unless spared: @escaping @Sendable (ProgramRecord) -> Bool = { _ in false }
    ) -> (timer: StopTimer, fired: @Sendable () -> Bool) {
        let fired = Mutex(false)
        let pid = processIdentifier
        let monitor = self.monitor
        let grace = terminationGrace
        let timer = StopTimer.after(timeout) {
            guard !monitor.read(spared) else { return }
            // Only a program still running is stopped; one already reaped ended by itself. The
            // stop counts as fired before the signal goes: a program that ends at once on it is
            // seen ended only after that, so its end is never taken for its own (issue 33).
            guard Self.signal(pid, SIGTERM, monitor: monitor, sending: { fired.withLock { $0 = true } }) else {
                return
            }
            _ = Self.scheduleKill(pid, monitor: monitor, after: grace)
        }
        return (timer, { fired.withLock { $0 } })
    }

    /// Sends `signal` unless `waitpid` already took the process (its identifier may be
    /// another's by then), and records it as the test's own; whether it was sent.
    /// `sending` runs just before the signal is sent, under the monitor's lock, so nothing can
    /// see the program's end before it.
    @discardableResult
    private static func signal(
        _ pid: Int32, _ signal: Int32, monitor: ProgramMonitor, sending: () -> Void = {}
    ) -> Bool {
        var sent = false
        monitor.update { record in
            guard !record.reaped else { return }
            sending()
            record.sentSignals.insert(signal)
            sent = kill(pid, signal) == 0
        }
        return sent
    }

    /// Starts `program` from `path` in `folder` and begins watching it.
    static func start(
        _ program: Program, path: String, folder: LaunchFolder, environment: [String: String], inScope: Bool
    ) throws(LaunchError) -> LaunchedProgram {
        let started: ProgramSpawner.Started
        do {
            started = try ProgramSpawner.spawn(
                executable: path, arguments: program.launchArguments, environment: environment,
                directory: folder.workingDirectory.path)
        } catch {
            throw .cannotStart(program: program.name, reason: error.description)
        }
        let monitor = ProgramMonitor()
        // Left by each output reader at its stream's end: the exit watcher's thread waits on it.
        let streamsRead = DispatchGroup()
        for (stream, descriptor) in [
            (ProgramStream.standardOutput, started.standardOutput), (.standardError, started.standardError),
        ] {
            streamsRead.enter()
            LineReader.start(
                descriptor, onLine: { monitor.append(String($0), to: stream) },
                onEnd: {
                    monitor.end(stream)
                    streamsRead.leave()
                })
        }
        LineReader.start(
            started.ready,
            onLine: { line in
                // Only AppHost writes this channel: a line that is no ready record is no readiness.
                guard let record = try? LaunchReadyRecord.decodeLine(String(line)) else { return }
                monitor.update { $0.ready = record }
            },
            onEnd: { monitor.update { $0.readyChannelEnded = true } })
        ProgramEnd.watch(processIdentifier: started.processIdentifier, streamsRead: streamsRead) { _ in
            monitor.update { $0.reaped = true }
        } onRead: { ended in
            monitor.update { $0.state = ended }
        }
        return LaunchedProgram(
            name: program.name, started: started, folder: folder, monitor: monitor,
            terminationGrace: program.terminationGrace, removesFolderAtEnd: !inScope)
    }

    /// Where the program is now.
    public var state: ProgramState { monitor.read(\.state) }

    /// The addresses an AppHost app reported it listens on, once it is ready.
    public var addresses: [String] { monitor.read { $0.ready?.addresses ?? [] } }

    /// The first HTTP address the program listens on (an AppHost app's report, or the port a
    /// `.port`/`.http` readiness waited for).
    public var baseURL: URL? {
        monitor.read { record in
            (record.ready?.addresses ?? []).first { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
        }.flatMap(URL.init(string:)) ?? probedURL
    }

    private var probedURL: URL? { monitor.read(\.probedURL).flatMap(URL.init(string:)) }

    /// Every line a stream printed so far.
    public func lines(of stream: ProgramStream) -> [String] { monitor.read { $0.lines[stream] ?? [] } }

    /// The program's standard output, line by line, from its first line until it ends.
    public var standardOutput: AsyncStream<String> { monitor.lines(of: .standardOutput) }

    /// The program's standard error, line by line, from its first line until it ends.
    public var standardError: AsyncStream<String> { monitor.lines(of: .standardError) }

    /// The last `count` lines of both streams, marked `stdout|` and `stderr|`.
    public func lastLines(_ count: Int = 20) -> [String] { monitor.read { $0.lastLines(count) } }

    /// Writes `text` to the program's standard input.
    public func write(_ text: String) throws(LaunchError) {
        do { try standardInput.write(Data(text.utf8)) } catch {
            throw .cannotStart(program: name, reason: "cannot write to its standard input: \(error)")
        }
    }

    /// Closes the program's standard input (it reads end of file).
    public func closeInput() { standardInput.close() }

    /// Sends `signal` to the program (`SIGKILL` to kill it mid-way, `SIGSTOP` to freeze it).
    /// An end by a signal sent here is no crash.
    public func send(signal: Int32) {
        Self.signal(processIdentifier, signal, monitor: monitor)
    }

    /// Stops the program: SIGTERM (an AppHost app terminates in order), then SIGKILL if it is
    /// still running after the grace period; returns how it ended.
    @discardableResult
    public func terminate() async -> ProgramState {
        if state.hasEnded { return state }
        send(signal: SIGTERM)
        // The escalation is a Dispatch timer's: it happens on time even if this task waits
        // long for a thread of the cooperative pool.
        let kill = Self.scheduleKill(processIdentifier, monitor: monitor, after: terminationGrace)
        defer { kill.cancel() }
        // Not cancellable: whatever happens to the calling task, the program ends.
        await Task { [monitor] in _ = await monitor.wait(for: .record { $0.state.hasEnded }, timeout: nil) }.value
        return state
    }
}
