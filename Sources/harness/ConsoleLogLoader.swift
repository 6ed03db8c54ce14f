import Foundation
import HarnessRunner

/// Reads a console log file and parses it, turning every way that can go wrong into one line
/// that names the file and says what to do.
///
/// ```swift
/// let log = try ConsoleLogLoader.load(path: "toolchain.log", side: "toolchain")
/// ```
enum ConsoleLogLoader {
    /// Why a log cannot be compared. The description reads as a sentence naming the file.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads and parses the log at `path`; `side` names the run in messages.
    static func load(path: String, side: String) throws(Failure) -> ToolchainConsoleLog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(
                description:
                    "no \(side) log at '\(path)': check the path, or capture one with `BUNDLE.xctest > \(path) 2>&1`")
        }
        guard !isDirectory.boolValue else {
            throw Failure(
                description:
                    "the \(side) log '\(path)' is a directory: pass the file holding the bundle's console output")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(
                description:
                    "cannot read the \(side) log '\(path)' (\(error.localizedDescription)): check its permissions")
        }
        // Lossy on purpose: a crash can leave a torn UTF-8 sequence at the end of a capture,
        // and the lines before it are still worth comparing.
        let log = ToolchainConsoleParser.parse(String(decoding: data, as: UTF8.self))
        guard !log.tests.isEmpty else {
            throw Failure(
                description:
                    "the \(side) log '\(path)' shows no test starting (no `Test Case '…' started` line): did "
                    + "the bundle build and run? capture its stdout and stderr"
            )
        }
        return log
    }
}
