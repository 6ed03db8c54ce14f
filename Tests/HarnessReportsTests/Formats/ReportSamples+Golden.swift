import Foundation
import HarnessTestSupport

/// The golden reports and the JUnit schema, beside this target's tests.
extension ReportSamples {
    /// The test target's folder (the golden files and the schema live under it).
    static var testsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    }

    static var resources: URL { testsDirectory.appendingPathComponent("Resources") }

    /// Compares `actual` with the golden file `name`; `HARNESS_UPDATE_GOLDEN=1` rewrites it.
    static func golden(_ name: String) -> URL {
        resources.appendingPathComponent("Golden").appendingPathComponent(name)
    }

    static func checkGolden(_ actual: String, name: String) throws -> (expected: String, actual: String) {
        let url = golden(name)
        if ProcessInfo.processInfo.environment["HARNESS_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return (try String(contentsOf: url, encoding: .utf8), actual)
    }
}
