import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

@Suite("LaunchedOutput: a failing test's kept launch folders become its attachments")
struct LaunchedOutputTests {
    /// A worker's launch folder holding kept folders for two tests, and one that cannot be read.
    static func folder() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("launched-\(UUID().uuidString)")
        for name in ["crashes__.Beacon.a1B2c3", "crashesToo__.Beacon.d4E5f6"] {
            let kept = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: kept.appendingPathComponent("work"), withIntermediateDirectories: true)
            try Data("out of \(name)\n".utf8).write(to: kept.appendingPathComponent("stdout.log"))
            try Data("err of \(name)\n".utf8).write(to: kept.appendingPathComponent("stderr.log"))
        }
        return base
    }

    @Test("each top-level file of the test's own kept folders, named after the folder; another test's not")
    func attachesOnlyTheTestsOwnFolders() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        for name in ["crashes()", "crashes"] {
            let found = LaunchedOutput.attachments(in: base.path, test: name)
            #expect(
                found.attachments.map(\.record.name)
                    == ["crashes__.Beacon.a1B2c3-stderr.log", "crashes__.Beacon.a1B2c3-stdout.log"])
            #expect(
                found.attachments.map(\.content)
                    == [
                        .file(base.path + "/crashes__.Beacon.a1B2c3/stderr.log"),
                        .file(base.path + "/crashes__.Beacon.a1B2c3/stdout.log"),
                    ])
            #expect(found.unreadable.isEmpty)
        }
        #expect(LaunchedOutput.attachments(in: base.path, test: "passes()").attachments.isEmpty)
        #expect(LaunchedOutput.attachments(in: base.path + "/none", test: "crashes()") == ([], []))
    }

    @Test("a kept folder that cannot be read is named, not dropped")
    func unreadableFolderIsNamed() throws {
        let base = try Self.folder()
        let kept = base.appendingPathComponent("crashes__.Beacon.a1B2c3")
        // A file where the folder should be: listing it fails whoever runs the test (root too).
        try FileManager.default.removeItem(at: kept)
        try Data("not a folder".utf8).write(to: kept)
        defer { try? FileManager.default.removeItem(at: base) }
        let found = LaunchedOutput.attachments(in: base.path, test: "crashes()")
        #expect(found.attachments.isEmpty)
        #expect(found.unreadable.count == 1)
        #expect(found.unreadable.first?.hasPrefix(kept.path) == true)
    }
}
