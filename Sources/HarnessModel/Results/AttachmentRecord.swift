import Foundation

/// One attachment of one attempt, as every report shows it: its name and type, the activity
/// it was added in, and where its file is kept (or why it is not).
///
/// A framework-neutral record: XCTest's `attachmentAdded` wire event and Swift Testing's
/// attachment events both become a ``PendingAttachment``, and ``AttachmentStore`` turns that
/// into this record once the attempt's status is known.
///
/// ```swift
/// let record = AttachmentRecord(name: "screen.png", uniformTypeIdentifier: "public.png",
///                               lifetime: .keepAlways, byteCount: 2048, path: "/run/…/screen.png")
/// record.isKept   // true
/// ```
public struct AttachmentRecord: Hashable, Codable, Sendable {
    /// XCTest's `XCTAttachment.Lifetime`, in the wire's words.
    public enum Lifetime: String, Hashable, Codable, Sendable {
        /// Kept whatever the test's status.
        case keepAlways
        /// Kept only when the attempt failed (XCTest's default).
        case deleteOnSuccess
    }

    /// The attachment's name, or one made from its position and type when it had none.
    public var name: String
    /// The content's uniform type identifier (`public.png`, `public.plain-text`, `public.data`).
    public var uniformTypeIdentifier: String
    public var lifetime: Lifetime
    /// Names of the activities open when it was added, outermost first.
    public var activities: [String]
    /// Its size in bytes (0 when unknown).
    public var byteCount: Int
    /// The kept file (absolute); nil when it was not kept (see ``note``).
    public var path: String?
    /// Why there is no file, in words: `deleted: the test passed (lifetime deleteOnSuccess)`.
    public var note: String?

    public init(
        name: String, uniformTypeIdentifier: String, lifetime: Lifetime, activities: [String] = [],
        byteCount: Int, path: String? = nil, note: String? = nil
    ) {
        self.name = name
        self.uniformTypeIdentifier = uniformTypeIdentifier
        self.lifetime = lifetime
        self.activities = activities
        self.byteCount = byteCount
        self.path = path
        self.note = note
    }

    /// Whether a file was kept for it.
    public var isKept: Bool { path != nil }

    /// What reports do with its content: show an image, show text, or link the file.
    public var presentation: Presentation {
        let type = uniformTypeIdentifier.lowercased()
        if Self.imageTypes.contains(type) || type.hasPrefix("public.image") { return .image }
        if Self.textTypes.contains(type) || type.hasSuffix("-text") || type.hasSuffix(".text") { return .text }
        return .file
    }

    /// How reports present an attachment.
    public enum Presentation: String, Hashable, Sendable {
        case image, text, file
    }

    static let imageTypes: Set<String> = [
        "public.png", "public.jpeg", "com.compuserve.gif", "public.svg-image", "org.webmproject.webp",
    ]
    static let textTypes: Set<String> = [
        "public.plain-text", "public.utf8-plain-text", "public.json", "public.xml", "public.text",
        "public.comma-separated-values-text", "public.log",
    ]

    /// The type a file name's extension names, for attachments that come with a name but no type
    /// (Swift Testing's: its event stream carries none, and `swift test` goes by the name too);
    /// `public.data` when the extension says nothing we present.
    ///
    /// ```swift
    /// AttachmentRecord.uniformTypeIdentifier(forName: "screen.png")   // "public.png"
    /// AttachmentRecord.uniformTypeIdentifier(forName: "dump")         // "public.data"
    /// ```
    package static func uniformTypeIdentifier(forName name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "public.data" }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "webp": return "org.webmproject.webp"
        case "json": return "public.json"
        case "xml": return "public.xml"
        case "csv": return "public.comma-separated-values-text"
        case "txt", "text", "log", "md": return "public.plain-text"
        default: return "public.data"
        }
    }

    /// The file extension that matches the type, so that kept files open in the right program.
    public static func fileExtension(for uniformTypeIdentifier: String) -> String {
        switch uniformTypeIdentifier.lowercased() {
        case "public.png": "png"
        case "public.jpeg": "jpg"
        case "com.compuserve.gif": "gif"
        case "public.svg-image": "svg"
        case "org.webmproject.webp": "webp"
        case "public.json": "json"
        case "public.xml": "xml"
        case "public.html": "html"
        case "public.comma-separated-values-text": "csv"
        case "public.plain-text", "public.utf8-plain-text", "public.text", "public.log": "txt"
        default: "bin"
        }
    }

    /// The media type of an image, for `data:` URLs in the HTML report.
    public var mediaType: String {
        switch uniformTypeIdentifier.lowercased() {
        case "public.png": "image/png"
        case "public.jpeg": "image/jpeg"
        case "com.compuserve.gif": "image/gif"
        case "public.svg-image": "image/svg+xml"
        case "org.webmproject.webp": "image/webp"
        case "public.json": "application/json"
        default: presentation == .text ? "text/plain" : "application/octet-stream"
        }
    }
}
