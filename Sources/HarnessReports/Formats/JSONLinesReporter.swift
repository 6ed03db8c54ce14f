import Foundation
import HarnessModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the run's events as JSON lines (`--json PATH|-`) as they happen.
///
/// To standard output (`-`), each line is written at once, for tools that follow the run live.
/// To a file, lines stream into a temporary file beside it, which replaces the file when the
/// run finishes (interrupted runs too): a reader never sees a stream cut in the middle.
///
/// ```swift
/// let json = try JSONLinesReporter(destination: "-")        // or "run.jsonl"
/// json.handle(.notice(RunnerNotice(.partitionEmpty, "partition hash:3/4 holds no test")))
/// ```
public final class JSONLinesReporter: RunReporter {
    /// Where the lines go: `-` for standard output, else a path.
    public let destination: String
    private let formatter = RunnerEventJSONFormatter()
    private let now: @Sendable () -> Double
    private var descriptor: Int32
    private var temporaryPath: String?
    private var failure: ReportFile.Failure?
    private var finished = false

    /// Whether this reporter writes to standard output.
    public var claimsStandardOutput: Bool { destination == "-" }

    /// Opens the destination now, so that an unusable path fails before any test runs.
    public init(destination: String, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 })
        throws(ReportFile.Failure)
    {
        self.destination = destination
        self.now = now
        if destination == "-" {
            descriptor = STDOUT_FILENO
            return
        }
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportFile.Failure(
                path: destination, problem: "cannot create its folder (\(error.localizedDescription))")
        }
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        ).path
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ReportFile.Failure(
                path: destination,
                problem: "cannot create a temporary file beside it (\(String(cString: strerror(errno))))")
        }
        temporaryPath = temporary
    }

    deinit {
        // A run abandoned without runFinished: leave no temporary file behind.
        if let temporaryPath, !finished {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    public func handle(_ event: RunnerEvent) {
        guard !finished, failure == nil else { return }
        let line = formatter.line(for: event, time: now()) + "\n"
        if let code = ReportFile.writeAll(Data(line.utf8), to: descriptor) {
            failure = ReportFile.Failure(
                path: destination, problem: "cannot be written (\(String(cString: strerror(code))))")
            return
        }
        if case .runFinished = event { complete() }
    }

    public func finish() throws {
        if !finished && failure == nil { complete() }
        if let failure { throw failure }
    }

    /// Flushes the file and renames it into place.
    private func complete() {
        finished = true
        guard let temporaryPath else { return }
        let syncFailed = fsync(descriptor) != 0
        let code = errno
        close(descriptor)
        if syncFailed {
            unlink(temporaryPath)
            failure = ReportFile.Failure(
                path: destination, problem: "cannot be written (\(String(cString: strerror(code))))")
        } else if rename(temporaryPath, destination) != 0 {
            let code = errno
            unlink(temporaryPath)
            failure = ReportFile.Failure(
                path: destination, problem: "cannot be replaced (\(String(cString: strerror(code))))")
        }
    }
}
