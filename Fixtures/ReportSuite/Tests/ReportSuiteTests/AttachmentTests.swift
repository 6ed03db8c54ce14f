import XCTest

/// Attachments of every presentation (image, text, JSON, other file) and both lifetimes.
final class AttachmentTests: XCTestCase {
    /// A 2×2 red PNG.
    static let png = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==") ?? Data()

    /// Fails inside two nested activities, with one attachment of each kind: all are kept,
    /// since the test failed.
    func testRenderingFails() throws {
        XCTContext.runActivity(named: "Load fixture") { load in
            let log = XCTAttachment(string: "loaded 3 records\n")
            log.name = "load.log"
            load.add(log)
            XCTContext.runActivity(named: "Render") { render in
                let screen = XCTAttachment(data: Self.png, uniformTypeIdentifier: "public.png")
                screen.name = "screen.png"
                render.add(screen)
                let json = XCTAttachment(data: Data(#"{"width":2,"height":2}"#.utf8), uniformTypeIdentifier: "public.json")
                json.name = "layout.json"
                render.add(json)
                XCTFail("the rendering differs from the reference")
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-suite-\(getpid()).bin")
        try Data([0, 1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTContext.runActivity(named: "Dump") { $0.add(XCTAttachment(contentsOfFile: file)) }
    }

    /// Passes: its `keepAlways` attachment is kept, its `deleteOnSuccess` one is not.
    func testPassingKeepsOnlyKeepAlways() {
        XCTContext.runActivity(named: "Record") { activity in
            let kept = XCTAttachment(string: "kept whatever happens")
            kept.name = "kept.txt"
            kept.lifetime = .keepAlways
            activity.add(kept)
            let dropped = XCTAttachment(string: "deleted on success")
            dropped.name = "dropped.txt"
            activity.add(dropped)
        }
    }
}
