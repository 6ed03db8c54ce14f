import Foundation

/// Where SwiftPM put a product: `<scratch>/<triple>/<configuration>/`, with the scratch folder's
/// `workspace-state.json` showing it is one.
struct BuildFolderLayout: Equatable {
    let scratchPath: String
    let configuration: String

    init?(productsFolder: URL) {
        let configuration = productsFolder.lastPathComponent
        let scratch = productsFolder.deletingLastPathComponent().deletingLastPathComponent()
        guard configuration == "debug" || configuration == "release",
            FileManager.default.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path)
        else { return nil }
        self.scratchPath = scratch.path
        self.configuration = configuration
    }
}
