import Foundation
import HarnessModel
import HarnessWire

/// Keeps or deletes an attempt's attachments once its status is known, honouring XCTest's
/// `XCTAttachment.lifetime`, and writes the kept ones into the run folder:
///
/// ```
/// <run folder>/<Module.Class>/<method>/attempt-<n>[-repetition-<r>]/<index>-<name>.<ext>
/// ```
///
/// Each file is written atomically. A file that cannot be written, or an attachment whose
/// content never arrived, is still listed, with a ``AttachmentRecord/note`` saying why.
///
/// ```swift
/// let store = AttachmentStore(directory: ".build/harness/runs/2026-11-23T21-30-00Z")
/// let records = store.keep(pending, status: .failed, test: id, attempt: 1, repetition: 1)
/// ```
package struct AttachmentStore: Sendable {
    /// The run folder; nil keeps nothing on disk (each record then says so).
    package var directory: String?

    package init(directory: String?) {
        self.directory = directory
    }

    /// The run folder a session keeps its attachments in when no `--attachments DIR` says
    /// otherwise: a new folder named after the run's start (UTC) under the package's
    /// `.build/harness/runs/` (`harness test`'s, and `harness ui`'s for its whole session).
    ///
    /// ```swift
    /// AttachmentStore.runFolder(packageRoot: "/p")   // "/p/.build/harness/runs/2026-11-23T21-30-00Z-4242"
    /// ```
    package static func runFolder(packageRoot: String, started: Date = Date()) -> String {
        packageRoot + "/.build/harness/runs/" + runName(started: started)
    }

    /// `2026-11-23T21-30-00Z-4242`: sortable, a valid file name, unique per process.
    package static func runName(started: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = formatter.string(from: started).replacingOccurrences(of: ":", with: "-")
        return "\(stamp)-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Whether an attachment with `lifetime` is kept for an attempt that ended with `status`:
    /// `keepAlways` always; `deleteOnSuccess` only when the attempt failed (failed, timed out,
    /// crashed), as Xcode does.
    package static func keeps(lifetime: AttachmentRecord.Lifetime, status: TestStatus) -> Bool {
        lifetime == .keepAlways || status.failsRun
    }

    /// The attempt's attachments as records: kept ones written and given their path, the
    /// others with a note.
    package func keep(
        _ pending: [PendingAttachment], status: TestStatus, test: TestIdentifier, attempt: Int, repetition: Int
    ) -> [AttachmentRecord] {
        pending.enumerated().map { index, attachment in
            var record = attachment.record
            let number = String(index + 1).leftPadded(to: 2, with: "0")
            if record.name.isEmpty { record.name = "attachment-\(number)" }
            guard Self.keeps(lifetime: record.lifetime, status: status) else {
                record.note =
                    "deleted: the test \(status == .skipped ? "was skipped" : "passed") (lifetime deleteOnSuccess)"
                return record
            }
            guard let directory else {
                record.note = "not kept: no attachments folder"
                return record
            }
            let folder = URL(fileURLWithPath: directory)
                .appendingPathComponent(Self.safe("\(test.module).\(test.className)"))
                .appendingPathComponent(Self.safe(test.method))
                .appendingPathComponent("attempt-\(attempt)" + (repetition > 1 ? "-repetition-\(repetition)" : ""))
            let file = folder.appendingPathComponent(Self.fileName(number: number, record: record))
            do {
                let data: Data
                switch attachment.content {
                case .bytes(let bytes): data = bytes
                case .file(let path): data = try Data(contentsOf: URL(fileURLWithPath: path))
                case .missing:
                    record.note = "not kept: its content never reached the runner"
                    return record
                }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
                record.byteCount = data.count
                record.path = file.path
            } catch {
                record.note = "not kept: \(file.path) could not be written (\(error.localizedDescription))"
            }
            return record
        }
    }

    /// `01-screen.png`: the position keeps names unique; the type's extension is added when
    /// the name has none.
    static func fileName(number: String, record: AttachmentRecord) -> String {
        let base = safe(record.name)
        let hasExtension = (base as NSString).pathExtension.isEmpty == false
        let ext = AttachmentRecord.fileExtension(for: record.uniformTypeIdentifier)
        return "\(number)-\(base)" + (hasExtension ? "" : ".\(ext)")
    }

    /// A name safe as one path component: no slash, no leading dot, no control character.
    static func safe(_ name: String) -> String {
        var cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0.asciiValue.map { $0 < 0x20 } == true ? "_" : $0 })
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        return cleaned.isEmpty ? "_" : String(cleaned.prefix(120))
    }
}
