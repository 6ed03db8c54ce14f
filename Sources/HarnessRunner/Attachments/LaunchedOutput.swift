import Foundation
import HarnessModel
import HarnessWire

/// The output of programs a failing test launched (`HarnessLaunch`), as that test's
/// attachments. The runner gives each worker its own launch folder
/// (``LaunchVariable/launchDirectory``); the launcher keeps a failing test's launch folders
/// there, named after the test (``KeptLaunchFolder``), with each stream's output in a file at
/// its top. Each such file becomes an attachment named `<launch folder>-<file>`.
///
/// ```swift
/// let (attachments, unreadable) = LaunchedOutput.attachments(in: "/tmp/run/launches/w2", test: "crashingRoute()")
/// ```
enum LaunchedOutput {
    /// The attachments for `test` from the kept folders in `directory`, and a line for each
    /// kept folder that could not be read. A directory that does not exist means that no
    /// program was launched there: nothing, and nothing to say.
    static func attachments(in directory: String, test: String) -> (
        attachments: [PendingAttachment], unreadable: [String]
    ) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: directory) else { return ([], []) }
        var attachments: [PendingAttachment] = []
        var unreadable: [String] = []
        for folder in names.sorted() where KeptLaunchFolder.belongs(folder, to: test) {
            let path = directory + "/" + folder
            let entries: [String]
            do {
                entries = try files.contentsOfDirectory(atPath: path)
            } catch {
                unreadable.append("\(path) (\(error.localizedDescription))")
                continue
            }
            for entry in entries.sorted() {
                let file = path + "/" + entry
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let size = ((try? files.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
                attachments.append(
                    PendingAttachment(
                        record: AttachmentRecord(
                            name: "\(folder)-\(entry)", uniformTypeIdentifier: "public.plain-text",
                            lifetime: .deleteOnSuccess, byteCount: size),
                        content: .file(file)))
            }
        }
        return (attachments, unreadable)
    }
}
