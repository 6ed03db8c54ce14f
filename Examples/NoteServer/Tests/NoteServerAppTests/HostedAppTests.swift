import AppHost
import XCTest
@testable import NoteServer

/// Tests that run inside the launched NoteServer, with the testing delegate swapped in.
final class HostedAppTests: XCTestCase {
    @MainActor
    func testTheHostWasLaunchedWithTheTestingDelegate() async throws {
        let app = try XCTUnwrap(Application.current, "the tests should run inside the launched host")
        XCTAssertTrue(app.delegate is TestingAppDelegate)
        XCTAssertEqual(app.state, .active)
        XCTAssertEqual(app.role, .hostingTests)
        XCTAssertEqual(app.name, "NoteServer")
    }

    @MainActor
    func testTheLaunchNeverCreatedTheProductionDelegate() async {
        XCTAssertEqual(TestingAppDelegate.productionDelegatesAtLaunch, 0)
    }

    func testMainActorWorkRunsWhileATestWaits() {
        let done = expectation(description: "main-actor task ran")
        Task { @MainActor in done.fulfill() }
        wait(for: [done], timeout: 5)
    }
}

/// The seeds' bonus: with the launch out of the way, the production delegate can be tested
/// piece by piece, with full control over what runs.
final class ProductionDelegateTests: XCTestCase {
    @MainActor
    func testOpeningTheStoreMigratesIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NoteServerAppTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = NoteServerDelegate()
        try delegate.openStore(at: folder)
        XCTAssertEqual(delegate.store?.notes.count, 500)
        XCTAssertNil(delegate.notesServer, "only the store step ran")
    }

    @MainActor
    func testTheDataFolderComesFromTheCommandLineFirst() async {
        let options = LaunchOptions(commandLine: ["NoteServer", "--data", "/srv/notes"], environment: ["NOTESERVER_DATA": "/var/notes"])
        XCTAssertEqual(NoteServerDelegate.dataFolder(options).path, "/srv/notes")
    }
}
