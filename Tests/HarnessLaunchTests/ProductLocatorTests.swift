import Foundation
import HarnessWire
import Testing

@testable import HarnessLaunch

/// Products are found in the products folder; an unknown name says which executables exist.
@Suite struct ProductLocatorTests {
    @Test func anUnknownProductNamesTheExecutablesThatExist() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-products-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, mode) in [
            ("NoteServer", 0o755), ("notes-cli", 0o755), ("NotesPackageTests.xctest", 0o755), ("README", 0o644),
            ("libX.so", 0o755), ("NotesPackageTests-test-runner", 0o755),
        ] {
            FileManager.default.createFile(
                atPath: folder.appendingPathComponent(name).path, contents: Data(),
                attributes: [.posixPermissions: mode])
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        let locator = ProductLocator(environment: [LaunchVariable.productsDirectory.name: folder.path])
        #expect(try locator.executable(named: "NoteServer").lastPathComponent == "NoteServer")
        let error = #expect(throws: LaunchError.self) { try locator.executable(named: "NoteSrver") }
        #expect(
            error?.description
                == "no executable product 'NoteSrver' in \(folder.path) (executables there: NoteServer, notes-cli); "
                + "build the package's products first (swift build --build-tests)")
    }

    @Test func withoutTheVariableTheFolderIsTheTestExecutables() {
        let locator = ProductLocator(
            environment: [:], testExecutable: URL(fileURLWithPath: "/repo/.build/debug/NotesPackageTests.xctest"))
        #expect(locator.directory.path == "/repo/.build/debug")
    }
}
