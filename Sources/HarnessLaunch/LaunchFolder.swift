import Foundation
import HarnessProcess
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
/// The base is ``KeptLaunchFolder/base(environment:)``: ``LaunchVariable/launchDirectory`` when
/// a user set it, else `harness-launches` in the temporary folder. Removed after a passing
/// test; kept after a failing one (``LaunchScope``), moved into this process's kept folder
/// with a file naming the test, where `harness test` finds it and attaches its output.
struct LaunchFolder: Sendable {
    let root: URL
    var workingDirectory: URL { root.appendingPathComponent("work", isDirectory: true) }
    var homeDirectory: URL { root.appendingPathComponent("home", isDirectory: true) }

    /// Makes a new folder for a launch of `program`.
    static func make(for program: String, environment: [String: String]) throws(LaunchError) -> LaunchFolder {
        let base = KeptLaunchFolder.base(environment: environment)
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
        // A folder that stays is under the temporary folder, which the system empties.
        try? FileManager.default.removeItem(at: root)
    }

    /// Moves the folder into this process's kept folder (``KeptLaunchFolder``) with a file
    /// naming `test`, so a person finds it after a failure and `harness test` attaches its
    /// output to that test; returns where it is (where it was, should the move fail).
    func keep(for test: String) -> URL {
        // Without it the runner names the kept folder as one naming no test.
        try? Data((test + "\n").utf8).write(to: root.appendingPathComponent(KeptLaunchFolder.testFile))
        let pid = getpid()
        let directory = KeptLaunchFolder.directory(
            base: root.deletingLastPathComponent().path, processIdentifier: pid,
            startTime: ProcFile.startTime(of: pid) ?? 0)
        let target = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(root.lastPathComponent)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: root, to: target)
            return target
        } catch {
            return root
        }
    }
}
