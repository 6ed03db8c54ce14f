import Foundation

/// Data kept with a test's results: a log, a file, a rendered value.
///
/// Attachments travel to the runner in the wire format (see `Documentation/WireFormat.md`);
/// the console output is unchanged by them.
///
/// ```swift
/// XCTContext.runActivity(named: "Fetch profile") { activity in
///     let attachment = XCTAttachment(string: response.debugDescription)
///     attachment.name = "Response"
///     attachment.lifetime = .keepAlways
///     activity.add(attachment)
/// }
/// ```
///
/// Apple's `XCTestCase.add(_:)` is deliberately absent: a new instance method on
/// `XCTestCase` would shadow a global `add(…)` in existing Linux test code.
open class XCTAttachment {
    /// Whether the attachment is kept when its test passes.
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    /// A human-readable name.
    open var name: String?
    /// Whether the attachment survives a passing test (by default, it does not).
    open var lifetime: Lifetime = .deleteOnSuccess
    /// The content's type, as a uniform type identifier (`public.data` if unknown).
    public let uniformTypeIdentifier: String
    /// Extra information.
    open var userInfo: [AnyHashable: Any]?
    /// The content itself.
    let payload: Data?
    /// The file it came from, if any.
    let fileURL: URL?

    /// Creates an attachment of arbitrary type.
    public init(
        uniformTypeIdentifier identifier: String, name: String? = nil, payload: Data?,
        userInfo: [AnyHashable: Any]? = nil
    ) {
        self.uniformTypeIdentifier = identifier
        self.name = name
        self.payload = payload
        self.userInfo = userInfo
        self.fileURL = nil
    }

    /// Attaches raw data.
    public convenience init(data payload: Data) {
        self.init(uniformTypeIdentifier: "public.data", payload: payload)
    }

    /// Attaches data of a given type.
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
        self.init(uniformTypeIdentifier: identifier, payload: payload)
    }

    /// Attaches text (UTF-8).
    public convenience init(string: String) {
        self.init(uniformTypeIdentifier: "public.plain-text", payload: Data(string.utf8))
    }

    /// Attaches the contents of a file, read now.
    public convenience init(contentsOfFile url: URL) {
        self.init(contentsOfFile: url, uniformTypeIdentifier: "public.data")
    }

    /// Attaches the contents of a file of a given type, read now.
    public init(contentsOfFile url: URL, uniformTypeIdentifier identifier: String) {
        self.uniformTypeIdentifier = identifier
        // Unreadable now: it goes by its path, and the runner's copy says why it is not kept.
        self.payload = try? Data(contentsOf: url)
        self.name = url.lastPathComponent
        self.fileURL = url
    }
}

/// Sends an attachment to the observers of the test it was made in.
enum AttachmentRecorder {
    static func record(_ attachment: XCTAttachment) {
        let testName = TestContext.resolve()?.identifier
        XCTestObservationCenter.shared.attachmentAdded(attachment, test: testName, activities: XCTContext.activityPath)
    }
}
