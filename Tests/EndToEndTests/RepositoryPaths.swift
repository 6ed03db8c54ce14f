import Foundation

/// Where the end-to-end tests find the repository, its fixtures and their build folders.
///
/// Everything is derived from this file's own path, so the suite works from any working
/// directory and in a fresh clone (as CI runs it).
enum RepositoryPaths {
    /// The repository's root: the nearest folder above this file that holds `Package.swift`
    /// and `Fixtures/`. Symbolic links are resolved first, so a development package that
    /// links these sources in still finds the real repository.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let fileManager = FileManager.default
        while folder.path != "/" {
            let manifest = folder.appendingPathComponent("Package.swift").path
            let fixtures = folder.appendingPathComponent("Fixtures").path
            if fileManager.fileExists(atPath: manifest), fileManager.fileExists(atPath: fixtures) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        // Not inside a checkout at all: the tests that need one fail with clear messages.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// The fixture package a test runs.
    static func fixture(named name: String) -> URL {
        root.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The scratch folder a fixture variant builds into: `.build-fixtures/<name>`, git-ignored
    /// like every `.build-*` folder, and kept between runs so a second run only relinks.
    static func fixtureScratch(named name: String) -> URL {
        root.appendingPathComponent(".build-fixtures").appendingPathComponent(name)
    }
}
