import Foundation
import HarnessModel
import HarnessWire

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
    /// Called with each build command's process identifier once it runs. Foundation starts it
    /// in a process group of its own, so watch mode can stop a build with everything it started.
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

    /// Runs `executable` in `workingDirectory` (this process's when nil).
    func run(
        _ executable: String, arguments: [String], title: String, workingDirectory: String? = nil,
        environment: [String: String]? = nil
    ) throws(PackageBuilder.Failure) {
        let started = MonotonicClock.now()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw PackageBuilder.Failure(description: "cannot run '\(executable)': \(error)", isBuildFailure: false)
        }
        onProcessStarted?(process.processIdentifier)
        if isTerminal { write("   \(title)…") }
        var tail: [String] = []
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                show(line, title: title)
                // Progress lines say nothing about a failure; keep the rest for the report.
                if !(line.hasPrefix("[") && line.contains("] ")) {
                    tail.append(line)
                    if tail.count > 40 { tail.removeFirst(tail.count - 40) }
                }
            }
        }
        process.waitUntilExit()
        if isTerminal { write("\r\u{1B}[2K") }
        let seconds = String(format: "%.1f", MonotonicClock.now() - started)
        let phrase = Self.phrase(title)
        guard process.terminationStatus == 0 else {
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
