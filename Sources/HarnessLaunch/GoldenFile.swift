import Foundation
import HarnessWire

/// A file holding the output a test expects, checked in beside the test: compared in a plain
/// run, written in a recording one (`HARNESS_RECORD=1 swift test`), as trycmd and insta do.
///
/// ```swift
/// let run = try await Program(product: "calc").run(input: "6+2=\n")
/// try GoldenFile("Golden/addition.txt", relativeTo: #filePath).check(run.standardOutput)
/// ```
public struct GoldenFile: Sendable {
    /// Why a check failed: the file is missing, or the text differs (with a diff).
    public struct Mismatch: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The golden file.
    public let url: URL

    /// The file at `path`, relative to the folder of `sourceFile` (pass `#filePath`).
    public init(_ path: String, relativeTo sourceFile: String) {
        url = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent(path)
    }

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Compares `actual` with the file, or writes it there when recording.
    ///
    /// - Parameter environment: where the record switch is read (``LaunchVariable/recordGoldenFiles``).
    /// - Throws: ``Mismatch`` naming the file and showing a line diff (`-` expected, `+` actual),
    ///   or saying how to record a missing file.
    public func check(_ actual: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let variable = LaunchVariable.recordGoldenFiles.name
        if LaunchVariable.isOn(environment[variable]) {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Mismatch(description: "no golden file \(url.path); record it with \(variable)=1")
        }
        let expected: String
        do {
            expected = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw Mismatch(description: "cannot read the golden file \(url.path): \(error.localizedDescription)")
        }
        guard expected != actual else { return }
        throw Mismatch(
            description: "the output differs from \(url.path) (- expected, + actual; \(variable)=1 records it):\n"
                + TextDiff.lines(expected: expected, actual: actual).joined(separator: "\n"))
    }
}
