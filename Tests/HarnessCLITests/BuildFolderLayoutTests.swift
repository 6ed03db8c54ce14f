import Foundation
import Testing

@testable import harness

/// `harness ui` builds `harness-ui` into the build folder `harness` came from: that folder must be
/// read back as SwiftPM laid it out (`<scratch>/<triple>/<configuration>`), and anything else
/// (an installed copy in a bin folder) must not be taken for one.
@Suite("harness ui finds the build folder harness came from")
struct BuildFolderLayoutTests {
    @Test("a SwiftPM products folder gives its scratch folder and configuration", arguments: ["debug", "release"])
    func productsFolder(configuration: String) throws {
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let products = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/\(configuration)")

        let layout = try #require(BuildFolderLayout(productsFolder: products))

        #expect(layout.scratchPath == scratch.path)
        #expect(layout.configuration == configuration)
    }

    @Test("a folder with no workspace state, or not named for a configuration, is not a build folder")
    func notABuildFolder() throws {
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }

        #expect(
            BuildFolderLayout(productsFolder: scratch.appendingPathComponent("x86_64-unknown-linux-gnu/bin")) == nil)
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("workspace-state.json"))
        #expect(
            BuildFolderLayout(productsFolder: scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug")) == nil)
    }

    private static func scratchFolder() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: scratch.appendingPathComponent("workspace-state.json"))
        return scratch
    }
}
