import AppHost
import XCTest
@testable import NoteServer

/// Tests that need NoteServer really launched: store migrated, configuration loaded, API up.
final class RealLaunchTests: XCTestCase {
    @MainActor
    private var delegate: NoteServerDelegate? { Application.current?.delegate as? NoteServerDelegate }

    @MainActor
    func testTheHostWasLaunchedWithTheProductionDelegate() async throws {
        let delegate = try XCTUnwrap(delegate, "the host should run NoteServerDelegate")
        XCTAssertEqual(delegate.store?.notes.isEmpty, false)
        XCTAssertNotNil(delegate.configuration)
    }

    @MainActor
    func testTheNotesAPIAnswers() async throws {
        let port = try XCTUnwrap(delegate?.notesServer?.port)
        let body = try await HTTPGet.body(of: "http://127.0.0.1:\(port)/health", timeout: 5)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "ok\n")
    }
}
