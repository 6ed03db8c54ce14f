import Foundation

/// A fresh folder under the temporary directory, removed by ``remove()``.
package struct TemporaryFolder {
    package let path: String

    package init(_ name: String) throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `relative` (folders created).
    package func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: "\(path)/\(relative)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
