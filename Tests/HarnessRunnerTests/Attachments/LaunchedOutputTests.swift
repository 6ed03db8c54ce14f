import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// A failing test's launched programs' output, found in its worker's kept launch folder by
/// the test each folder names.
@Suite struct LaunchedOutputTests {
    static let crash = TestIdentifier(module: "M", className: "BeaconTests", method: "crash()")

    /// A kept folder holding `test` and the two output files.
    static func keep(_ launch: String, for test: String, in directory: URL) throws {
        let folder = directory.appendingPathComponent(launch)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((test + "\n").utf8).write(to: folder.appendingPathComponent(KeptLaunchFolder.testFile))
        try Data("serving".utf8).write(to: folder.appendingPathComponent("stdout.log"))
        try Data("crashing".utf8).write(to: folder.appendingPathComponent("stderr.log"))
    }

    @Test func onlyTheFoldersOfThatTestAreAttached() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.keep("Beacon.a1", for: "M.BeaconTests/crash()", in: directory)
        try Self.keep("Beacon.b2", for: "M.OtherTests/crash()", in: directory)
        let found = LaunchedOutput.attachments(in: directory.path, test: Self.crash)
        #expect(found.attachments.map(\.record.name) == ["Beacon.a1-stdout.log", "Beacon.a1-stderr.log"])
        #expect(found.attachments.map(\.record.byteCount) == [7, 8])
        #expect(found.attachments.allSatisfy { $0.record.lifetime == .deleteOnSuccess })
        #expect(found.unreadable.isEmpty)
    }

    @Test func aFolderNamingNoTestIsSaidAndAMissingDirectoryIsNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Beacon.c3"), withIntermediateDirectories: true)
        let found = LaunchedOutput.attachments(in: directory.path, test: Self.crash)
        #expect(found.attachments.isEmpty)
        #expect(found.unreadable.count == 1)
        #expect(found.unreadable.first?.contains("Beacon.c3") == true)
        let none = LaunchedOutput.attachments(in: directory.path + "/absent", test: Self.crash)
        #expect(none.attachments.isEmpty && none.unreadable.isEmpty)
    }
}
