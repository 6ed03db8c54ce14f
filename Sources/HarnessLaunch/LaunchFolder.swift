import Foundation
import HarnessWire

/// A launch's own folder: a fresh working directory and `HOME`, so that a program writes
/// nothing where another launch (or another worker's) could see it. `mkdtemp` names it, so
/// parallel workers never clash.
///
/// ```
/// <base>/NoteServer.a1B2c3/
///     work/   the program's working directory
///     home/   its HOME
/// ```
///
/// The base is ``LaunchVariable/launchDirectory`` when a runner set it, else the system's
/// temporary folder. Removed after a passing test; kept, renamed after the test, after a
/// failing one (``LaunchScope``).
struct LaunchFolder: Sendable {
    let root: URL
    var workingDirectory: URL { root.appendingPathComponent("work", isDirectory: true) }
    var homeDirectory: URL { root.appendingPathComponent("home", isDirectory: true) }

    /// Makes a new folder for a launch of `program`.
    static func make(for program: String, environment: [String: String]) throws(LaunchError) -> LaunchFolder {
        let base =
            environment[LaunchVariable.launchDirectory.name].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("harness-launches").path
        do {
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        } catch {
            throw .cannotStart(program: program, reason: "cannot create \(base): \(error.localizedDescription)")
        }
        var template = Array("\(base)/\(program).XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let start = buffer.baseAddress, mkdtemp(start) != nil else { return nil }
            return String(cString: start)
        }
        guard let made else {
            throw .cannotStart(program: program, reason: "cannot create a launch folder in \(base)")
        }
        let folder = LaunchFolder(root: URL(fileURLWithPath: made, isDirectory: true))
        do {
            try FileManager.default.createDirectory(at: folder.workingDirectory, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(at: folder.homeDirectory, withIntermediateDirectories: false)
        } catch {
            throw .cannotStart(
                program: program, reason: "cannot fill \(folder.root.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Renames the folder after `test` (`<base>/<test>.<program>.a1B2c3`), so a person finds
    /// it after a failure; returns where it is.
    func keep(namedAfter test: String) -> URL {
        let safe = String(test.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        let target = root.deletingLastPathComponent().appendingPathComponent("\(safe).\(root.lastPathComponent)")
        return (try? FileManager.default.moveItem(at: root, to: target)) != nil ? target : root
    }
}
