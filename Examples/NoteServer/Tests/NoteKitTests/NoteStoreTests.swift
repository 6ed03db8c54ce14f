import XCTest
import NoteKit

/// A library bundle: NoteKit's store, tested with no host at all.
final class NoteStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("NoteKitTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testANewStoreIsMigratedToTheCurrentVersion() throws {
        let store = try NoteStore.openAndMigrate(at: folder)
        XCTAssertEqual(NoteStore.version(at: folder), NoteStore.currentVersion)
        XCTAssertEqual(store.notes.count, NoteStore.sampleCount)
        XCTAssertEqual(store.notes.first?.id, 1)
    }

    func testAppendedNotesSurviveReopening() throws {
        try NoteStore.openAndMigrate(at: folder).append(title: "Groceries", body: "eggs")
        let reopened = try NoteStore.openAndMigrate(at: folder)
        XCTAssertEqual(reopened.notes.last?.title, "Groceries")
        XCTAssertEqual(reopened.notes.last?.id, NoteStore.sampleCount + 1)
    }

    func testAStoreFromANewerBuildIsRefused() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("9\n".utf8).write(to: folder.appendingPathComponent("VERSION"))
        XCTAssertThrowsError(try NoteStore.openAndMigrate(at: folder)) { error in
            XCTAssertEqual(error as? NoteStore.OpenError, .newerSchema(found: 9, supported: NoteStore.currentVersion))
        }
    }

    func testSummaryCutsLongBodies() {
        let note = Note(id: 7, title: "Long", body: String(repeating: "x", count: 60))
        XCTAssertEqual(note.summary, "#7 Long — " + String(repeating: "x", count: 39) + "…")
    }
}
