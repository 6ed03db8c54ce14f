import Foundation
import Testing

@testable import HarnessUI

@Suite("UIAttachmentFiles: only the session's kept attachments are served")
struct UIAttachmentFilesTests {
    /// A run folder with one kept PNG and one binary file, a file beside the folder and a link
    /// inside it that leads out.
    static func folder() throws -> (root: URL, runs: URL) {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("ui-attachments-\(UUID().uuidString)")
        let runs = root.appendingPathComponent(".build/harness/runs/2026-12-04T15-00-00Z-42")
        let attempt = runs.appendingPathComponent("M.C/t/attempt-1")
        try manager.createDirectory(at: attempt, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: attempt.appendingPathComponent("01-screen.png"))
        try Data([0, 1, 2]).write(to: attempt.appendingPathComponent("02-dump.bin"))
        try "secret".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            at: attempt.appendingPathComponent("03-link.txt"),
            withDestinationURL: root.appendingPathComponent("Package.swift"))
        return (root, runs)
    }

    @Test("a kept image is served as one; any other file as a download")
    func served() throws {
        let (root, runs) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = UIAttachmentFiles(folder: runs.path + "/")
        let image = try files.resolve(runs.path + "/M.C/t/attempt-1/01-screen.png").get()
        #expect(image.mediaType == "image/png")
        #expect(image.inline)
        #expect(image.data == Data([0x89, 0x50, 0x4E, 0x47]))
        let other = try files.resolve(runs.path + "/M.C/t/attempt-1/02-dump.bin").get()
        #expect(other.mediaType == "application/octet-stream")
        #expect(!other.inline)
    }

    @Test("'..', a path outside the folder, a link leading out: refused (403); a missing file: 404")
    func refused() throws {
        let (root, runs) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = UIAttachmentFiles(folder: runs.path)
        let cases: [(String, UIAttachmentFiles.Refusal)] = [
            ("", .empty),
            (runs.path + "/../../../../Package.swift", .traversal(runs.path + "/../../../../Package.swift")),
            (root.path + "/Package.swift", .outside(root.path + "/Package.swift")),
            ("/etc/passwd", .outside("/etc/passwd")),
            (runs.path + "-other/x.png", .outside(runs.path + "-other/x.png")),
            (runs.path + "/M.C/t/attempt-1/03-link.txt", .outside(runs.path + "/M.C/t/attempt-1/03-link.txt")),
            (runs.path + "/M.C/t/attempt-1/09-gone.png", .missing(runs.path + "/M.C/t/attempt-1/09-gone.png")),
            (runs.path + "/M.C/t", .missing(runs.path + "/M.C/t")),
        ]
        for (asked, refusal) in cases {
            #expect(throws: refusal, "\(asked)") { try files.resolve(asked).get() }
        }
        #expect(UIAttachmentFiles.Refusal.outside("/etc/passwd").status == 403)
        #expect(UIAttachmentFiles.Refusal.missing("x").status == 404)
    }

    @Test("the media type by the stored name's extension; SVG is never shown in place")
    func mediaTypes() {
        let jpeg = UIAttachmentFiles.mediaType(ofName: "01-a.JPG")
        #expect(jpeg.0 == "image/jpeg" && jpeg.inline)
        let text = UIAttachmentFiles.mediaType(ofName: "02-log.txt")
        #expect(text.0 == "text/plain; charset=utf-8" && text.inline)
        let svg = UIAttachmentFiles.mediaType(ofName: "03-p.svg")
        #expect(svg.0 == "application/octet-stream" && !svg.inline)
    }
}
