import Foundation
import HarnessModel
import HarnessProcess
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a build command and streams what it prints: on a terminal, one rewritten progress line
/// (`[123/456] Compiling …`) with errors and warnings printed above it; elsewhere, errors and
/// warnings only. On failure, the last lines of the log follow, since the cause is often
/// there.
///
/// ```swift
/// let progress = BuildProgress(isTerminal: isatty(2) == 1, write: { FileHandle.standardError.write(Data($0.utf8)) })
/// try progress.run("/usr/bin/swift", arguments: ["build", "--build-tests"], title: "Building tests")
/// ```
package struct BuildProgress: Sendable {
    package var isTerminal: Bool
    package var verbose: Bool
    package var write: @Sendable (String) -> Void
    /// Called with each build command's process identifier once it runs. It leads a process
    /// group of its own, so watch mode can stop a build with everything it started.
    package var onProcessStarted: (@Sendable (Int32) -> Void)?
    /// Where a notice during the build goes (a wait on a lock), when not on the stream: watch
    /// mode shows a lock wait at once, by its kind, instead of keeping it with the errors.
    package var onNotice: (@Sendable (RunnerNotice) -> Void)?

    package init(isTerminal: Bool, verbose: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.verbose = verbose
        self.write = write
    }

    /// Says `notice` to ``onNotice``, or as one whole line on the stream (on a terminal, first
    /// clearing the progress line it interrupts).
    func say(_ notice: RunnerNotice) {
        if let onNotice {
            onNotice(notice)
        } else {
            write((isTerminal ? "\r\u{1B}[2K" : "") + notice.text + "\n")
        }
    }

    /// Runs `executable` in `workingDirectory` (this process's when nil) with `environment`
    /// (the session's: a build never sees a variable the session was not given).
    func run(
        _ executable: String, arguments: [String], title: String, workingDirectory: String? = nil,
        environment: [String: String]
    ) throws(PackageBuilder.Failure) {
        let started = MonotonicClock.now()
        var request = SpawnRequest(
            executable: ExecutablePath.resolve(
                executable, from: FileManager.default.currentDirectoryPath, path: environment["PATH"]),
            arguments: arguments, environment: environment,
            workingDirectory: workingDirectory)
        // A group of its own: watch mode stops a build with everything it started.
        request.processGroup = .own
        var tail: [String] = []
        let status: WaitStatus
        do {
            status = try Spawner.runReadingLines(
                request, streams: .outputAndErrors,
                started: { pid in
                    onProcessStarted?(pid)
                    if isTerminal { write("   \(title)…") }
                },
                onLine: { line in
                    let line = String(line)
                    show(line, title: title)
                    // Progress lines say nothing about a failure; keep the rest for the report.
                    if !(line.hasPrefix("[") && line.contains("] ")) {
                        tail.append(line)
                        if tail.count > 40 { tail.removeFirst(tail.count - 40) }
                    }
                })
        } catch {
            throw PackageBuilder.Failure(description: "cannot run '\(executable)': \(error)", isBuildFailure: false)
        }
        if isTerminal { write("\r\u{1B}[2K") }
        let seconds = String(format: "%.1f", MonotonicClock.now() - started)
        let phrase = Self.phrase(title)
        guard status.exitCode == 0 else {
            write(tail.map { $0 + "\n" }.joined())
            throw PackageBuilder.Failure(
                description: "the build failed (\(phrase), \(seconds)s): see the errors above", isBuildFailure: true)
        }
        write("    Finished \(phrase) in \(seconds)s\n")
    }

    /// A title inside a sentence: "Building X on Harness's XCTest" → "building X on Harness's
    /// XCTest" (only the first letter: module names keep their case).
    static func phrase(_ title: String) -> String {
        title.prefix(1).lowercased() + title.dropFirst()
    }

    private func show(_ line: String, title: String) {
        let isProgress = line.hasPrefix("[") && line.contains("] ")
        if verbose {
            write(line + "\n")
        } else if line.contains("error:") {
            write((isTerminal ? "\r\u{1B}[2K" : "") + line + "\n")
        } else if isProgress, isTerminal {
            write("\r\u{1B}[2K   \(title) \(line.prefix(90))")
        }
    }
}
