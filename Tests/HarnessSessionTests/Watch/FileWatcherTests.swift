import Foundation
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// inotify on a real folder: saves, new files in new folders, the manifest, and editors'
/// scratch files left out.
struct FileWatcherTests {
    /// Collects paths from the watcher's thread; `wait` blocks until one matches (or 10 s pass).
    final class Seen: @unchecked Sendable {
        private let condition = NSCondition()
        private var paths: [String] = []

        func add(_ path: String) {
            condition.lock()
            paths.append(path)
            condition.broadcast()
            condition.unlock()
        }

        func wait(for path: String) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let limit = Date(timeIntervalSinceNow: 10)
            while !paths.contains(path) {
                if !condition.wait(until: limit) { return false }
            }
            return true
        }

        var all: [String] {
            condition.lock()
            defer { condition.unlock() }
            return paths
        }
    }

    @Test func reportsSavesNewFoldersAndTheManifestButNotScratchFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(root)/Sources/Shapes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let seen = Seen()
        let watcher = try FileWatcher { path, _ in seen.add(path) }
        watcher.watchTree("\(root)/Sources")
        watcher.watchManifests(in: root)
        watcher.start()
        defer { watcher.stop() }
        #expect(watcher.folderCount == 3)

        try "let a = 1\n".write(toFile: "\(root)/Sources/Shapes/.Area.swift.swp", atomically: false, encoding: .utf8)
        try "notes\n".write(toFile: "\(root)/README.md", atomically: false, encoding: .utf8)
        try "let a = 1\n".write(toFile: "\(root)/Sources/Shapes/Area.swift", atomically: false, encoding: .utf8)
        #expect(seen.wait(for: "\(root)/Sources/Shapes/Area.swift"))

        try FileManager.default.createDirectory(atPath: "\(root)/Sources/Grid", withIntermediateDirectories: false)
        #expect(seen.wait(for: "\(root)/Sources/Grid"))
        try "let b = 2\n".write(toFile: "\(root)/Sources/Grid/Grid.swift", atomically: false, encoding: .utf8)
        #expect(seen.wait(for: "\(root)/Sources/Grid/Grid.swift"))

        // An atomic save (write a temporary file, rename it over) is seen under the real name.
        try "// swift-tools-version: 6.0\n".write(toFile: "\(root)/Package.swift", atomically: true, encoding: .utf8)
        #expect(seen.wait(for: "\(root)/Package.swift"))

        let all = seen.all
        #expect(!all.contains { $0.hasSuffix(".swp") })
        #expect(!all.contains { $0.hasSuffix("README.md") })
    }

    @Test(arguments: [
        ("Area.swift", true), (".Area.swift.swp", false), ("Area.swift~", false), ("4913", false),
        ("Area.swift.tmp", false), ("notes.md", true),
    ])
    func scratchFilesAreNotChanges(name: String, relevant: Bool) {
        #expect(FileWatcher.isRelevant(name: name) == relevant)
    }

    @Test func manifestsAreTheRootsOnlyFiles() {
        #expect(FileWatcher.isManifest(name: "Package.swift"))
        #expect(FileWatcher.isManifest(name: "Package@swift-6.0.swift"))
        #expect(!FileWatcher.isManifest(name: "Package.resolved"))
        #expect(!FileWatcher.isManifest(name: "main.swift"))
    }
}
