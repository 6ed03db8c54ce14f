import Foundation
import HarnessModel
import HarnessWire

/// The files the dispatch loop reads while it decides: each test's slice of its worker's
/// captured output, and the attachments kept for an attempt. Injected, so that the loop's
/// sequences run in unit tests on output held in memory.
///
/// ```swift
/// let files: any CapturedFiles = DiskCapturedFiles(attachmentsDirectory: configuration.attachmentsDirectory)
/// let (text, truncated) = files.slice(path: "/tmp/run/w1.out", from: 0, to: nil, limit: 262_144)
/// ```
protocol CapturedFiles {
    /// The bytes `[from, to)` of a worker's output file (`to` nil: to its end), at most `limit`.
    func slice(path: String, from: Int64, to: Int64?, limit: Int) -> (text: String, truncated: Bool)
    /// An attempt's attachments, kept or deleted by their lifetime now that its status is known.
    func keep(
        _ pending: [PendingAttachment], status: TestStatus, test: TestIdentifier, attempt: Int, repetition: Int
    ) -> [AttachmentRecord]
    /// The output files of the launch folders kept for `test` in `directory` (a worker's
    /// ``KeptLaunchFolder``), and the kept folders or files that could not be read.
    func launchedOutput(in directory: String, test: TestIdentifier) -> (
        attachments: [PendingAttachment], unreadable: [String]
    )
    /// Keeps lines no one test could be given (``SharedOutput``) in a file of the run folder:
    /// its path, or nil when there is no run folder; throws when the file cannot be written.
    func keepSharedOutput(_ text: String, worker: Int) throws -> String?
}

/// The real files: ``OutputSlicer`` and ``AttachmentStore``.
struct DiskCapturedFiles: CapturedFiles {
    var attachmentsDirectory: String?

    func slice(path: String, from: Int64, to: Int64?, limit: Int) -> (text: String, truncated: Bool) {
        OutputSlicer.slice(path: path, from: from, to: to, limit: limit)
    }

    func keep(
        _ pending: [PendingAttachment], status: TestStatus, test: TestIdentifier, attempt: Int, repetition: Int
    ) -> [AttachmentRecord] {
        AttachmentStore(directory: attachmentsDirectory).keep(
            pending, status: status, test: test, attempt: attempt, repetition: repetition)
    }

    func launchedOutput(in directory: String, test: TestIdentifier) -> (
        attachments: [PendingAttachment], unreadable: [String]
    ) {
        LaunchedOutput.attachments(in: directory, test: test)
    }

    func keepSharedOutput(_ text: String, worker: Int) throws -> String? {
        guard let attachmentsDirectory else { return nil }
        let folder = attachmentsDirectory + "/shared-output"
        let path = folder + "/worker-\(worker).txt"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FileNotKept(path: path, reason: error.localizedDescription)
        }
        return path
    }
}

/// A file of the run folder that could not be written, said as "<path>: <reason>".
struct FileNotKept: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}
