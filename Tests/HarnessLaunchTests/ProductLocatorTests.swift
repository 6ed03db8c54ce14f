import Foundation
import HarnessWire
import Testing

@testable import HarnessLaunch

/// Products are found in the products folder; an unknown name says which executables exist
/// (not the tools SwiftPM built there to run a dependency's plugin).
@Suite struct ProductLocatorTests {
    @Test func anUnknownProductNamesTheExecutablesThatExist() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-products-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, mode) in [
            ("NoteServer", 0o755), ("notes-cli", 0o755), ("NotesPackageTests.xctest", 0o755), ("README", 0o644),
            ("libX.so", 0o755), ("NotesPackageTests-test-runner", 0o755),
            // A dependency's build-tool plugin's executable, built for the host, and a product
            // of the package's own whose name ends the same way.
            ("script-embedder-tool", 0o755), ("notes-tool", 0o755),
        ] {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent(name).path, contents: Data(),
                    attributes: [.posixPermissions: mode]))
        }
        for module in ["Modules", "script_embedder-tool.build", "notes_tool.build"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(module), withIntermediateDirectories: true)
        }
        let locator = ProductLocator(environment: [LaunchVariable.productsDirectory.name: folder.path])
        #expect(try locator.executable(named: "NoteServer").lastPathComponent == "NoteServer")
        let error = #expect(throws: LaunchError.self) { try locator.executable(named: "NoteSrver") }
        #expect(
            error?.description
                == "no executable product 'NoteSrver' in \(folder.path) (executables there: NoteServer, notes-cli, notes-tool); "
                + "build the package's products first (swift build --build-tests)")
    }

    @Test func withoutTheVariableTheFolderIsTheTestExecutables() {
        let locator = ProductLocator(
            environment: [:], testExecutable: URL(fileURLWithPath: "/repo/.build/debug/NotesPackageTests.xctest"))
        #expect(locator.directory.path == "/repo/.build/debug")
    }
}
