import Foundation
import Shapes
import Testing

/// A failure with attachments (a log as text, a PNG): the navigator's detail shows them as the
/// `--html` report does, the image inline.
@Suite struct RenderingTests {
    /// A 2×2 red PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg=="
    ) ?? Data()

    @Test func renderingFails() {
        Attachment.record("rendered 3 shapes\n", named: "render.log")
        Attachment.record(Self.png, named: "screen.png")
        #expect(area(width: 2, height: 3) == 7, "the rendering differs from the reference")
    }

    @Test func areaOfASquare() {
        #expect(area(width: 3, height: 3) == 9)
    }
}
