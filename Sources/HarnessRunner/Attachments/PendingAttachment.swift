import Foundation
import HarnessModel
import HarnessWire

/// An attachment the runner has received for a running attempt and not yet kept or deleted:
/// its record (without a path) and its content.
///
/// Any framework can feed one: XCTest's wire event (``init(_:)``) carries the bytes inline or
/// names a file; a Swift Testing attachment (its event stream names the file it saved) is
/// `PendingAttachment(record: …, content: .file(path))` with lifetime `.keepAlways`, since
/// Swift Testing has no lifetimes.
///
/// ```swift
/// let pending = PendingAttachment(added)          // from `WireEvent.AttachmentAdded`
/// let kept = store.keep([pending], status: .failed, test: id, attempt: 1, repetition: 1)
/// ```
package struct PendingAttachment: Hashable, Sendable {
    /// Where the attachment's bytes are.
    package enum Content: Hashable, Sendable {
        case bytes(Data)
        /// A file the test process wrote or named; copied when kept.
        case file(String)
        /// Nothing readable arrived (the bundle could not read the file it was given).
        case missing
    }

    package var record: AttachmentRecord
    package var content: Content

    package init(record: AttachmentRecord, content: Content) {
        self.record = record
        self.content = content
    }

    /// The attachment an XCTest bundle sent over the wire. An unknown lifetime word keeps the
    /// file (never a silent deletion).
    package init(_ added: WireEvent.AttachmentAdded) {
        let content: Content =
            if let payload = added.payload { .bytes(payload) } else if let path = added.path { .file(path) } else {
                .missing
            }
        let size: Int =
            switch content {
            case .bytes(let data): data.count
            // 0 bytes for a file that cannot be read: reading it for a report says so.
            case .file(let path): ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            case .missing: 0
            }
        let lifetime = AttachmentRecord.Lifetime(rawValue: added.lifetime) ?? .keepAlways
        self.init(
            record: AttachmentRecord(
                name: added.name ?? "", uniformTypeIdentifier: added.uniformTypeIdentifier, lifetime: lifetime,
                activities: added.activities, byteCount: size),
            content: content)
    }
}
