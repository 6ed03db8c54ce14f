import Foundation
import HarnessModel
import HarnessWire

/// The output of the programs a failing test launched (`HarnessLaunch`), as that test's
/// attachments. A worker's launcher keeps a failing test's launch folders in the worker's
/// own kept folder (``KeptLaunchFolder``: the runner computes it from the worker's process
/// identifier and start time, so nothing reaches the test process for it), each with a
/// file naming its test and one file per output stream. Each stream's file becomes an
/// attachment named `<launch folder>-<file>`.
///
/// ```swift
/// let found = LaunchedOutput.attachments(
///     in: "/tmp/harness-launches/kept-4711-123456", test: TestIdentifier(parsing: "M.BeaconTests/crash()")!)
/// ```
enum LaunchedOutput {
    /// The attachments for `test` from the kept folders in `directory`, and a line for each
    /// kept folder that could not be read. A directory that does not exist means that no
    /// launch was kept there: nothing, and nothing to say.
    static func attachments(in directory: String, test: TestIdentifier) -> (
        attachments: [PendingAttachment], unreadable: [String]
    ) {
        let files = FileManager.default
        // No folder: no launch was kept (the doc above).
        guard let names = try? files.contentsOfDirectory(atPath: directory) else { return ([], []) }
        var attachments: [PendingAttachment] = []
        var unreadable: [String] = []
        for folder in names.sorted() {
            let path = directory + "/" + folder
            guard
                // Said below, as a folder naming no test.
                let recorded = try? String(
                    contentsOfFile: path + "/" + KeptLaunchFolder.testFile, encoding: .utf8)
            else {
                unreadable.append("\(path) (no readable '\(KeptLaunchFolder.testFile)' file naming its test)")
                continue
            }
            guard KeptLaunchFolder.belongs(recorded: recorded, to: test) else { continue }
            for file in KeptLaunchFolder.outputFiles {
                let output = path + "/" + file
                // Said below, as missing.
                guard let size = (try? files.attributesOfItem(atPath: output))?[.size] as? Int else {
                    unreadable.append("\(output) (missing)")
                    continue
                }
                attachments.append(
                    PendingAttachment(
                        record: AttachmentRecord(
                            name: "\(folder)-\(file)", uniformTypeIdentifier: "public.plain-text",
                            lifetime: .deleteOnSuccess, byteCount: size),
                        content: .file(output)))
            }
        }
        return (attachments, unreadable)
    }
}
