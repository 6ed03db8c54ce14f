import Foundation

/// Where Harness's own sources are, to build its `XCTest` library for unmodified packages:
/// `HARNESS_ROOT`, else the checkout this tool was built from.
package enum HarnessLocation {
    package static func root() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["HARNESS_ROOT"], !explicit.isEmpty {
            return explicit
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/XCTest").path),
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
