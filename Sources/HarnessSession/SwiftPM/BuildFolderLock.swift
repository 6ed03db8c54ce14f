import Foundation

/// SwiftPM's lock on a scratch folder (`.build`), and who holds it right now.
///
/// SwiftPM (6.x, through swift-tools-support-core's `FileLock`) takes an exclusive `flock` on
/// a file in the temporary folder named after the scratch folder's path, `/a/p/.build` →
/// `$TMPDIR/_a_p_.build.lock`, and, once it holds it, writes its process ID into
/// `<scratch>/.lock`. It holds the lock until the command ends; a second command on the same
/// folder prints "Another instance of SwiftPM … is already running", with no newline, and
/// blocks. `/proc/locks` names the process that holds a `flock`, so the holder is found
/// there; the PID file is the fallback when the lock file is not where this expects it (it may
/// be stale, so its process must still be alive).
///
/// ```swift
/// let lock = BuildFolderLock(scratchPath: "/src/app/.build")
/// if let holder = lock.holder(in: .system) { print("held by \(holder.processID)") }
/// ```
package struct BuildFolderLock: Sendable {
    /// The scratch folder SwiftPM locks.
    package var scratchPath: String
    /// The file SwiftPM `flock`s.
    package var lockFilePath: String
    /// The file SwiftPM writes its process ID into once it holds the lock.
    package var pidFilePath: String { "\(scratchPath)/.lock" }

    package init(scratchPath: String, environment: [String: String]) {
        self.scratchPath = scratchPath
        self.lockFilePath = Self.lockFilePath(forScratch: scratchPath, environment: environment)
    }

    /// The process holding the lock, nil when it is free (or nothing says who holds it).
    package func holder(in table: ProcessTable) -> LockHolder? {
        let processID =
            table.flockHolder(lockFilePath)
            ?? table.recordedProcessID(pidFilePath).flatMap { table.isAlive($0) ? $0 : nil }
        guard let processID else { return nil }
        return LockHolder(
            processID: processID, commandLine: table.commandLine(processID), ancestry: table.ancestry(of: processID))
    }

    /// The name swift-tools-support-core's `FileLock.prepareLock(fileToLock:)` gives the lock
    /// file: the scratch folder's path, its parent's links resolved, components joined by `_`,
    /// at most 255 bytes, in the first of `TMPDIR`, `TEMP`, `TMP` that is set (else `/tmp`).
    static func lockFilePath(forScratch scratchPath: String, environment: [String: String]) -> String {
        let scratch = URL(fileURLWithPath: scratchPath).standardizedFileURL
        let parent = scratch.deletingLastPathComponent().resolvingSymlinksInPath().path
        var name = (parent == "/" ? "" : parent) + "/" + scratch.lastPathComponent
        name = name.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "_")
        name = "_" + name.replacingOccurrences(of: ":", with: "_") + ".lock"
        if name.utf8.count > 255 { name = String(decoding: name.utf8.suffix(255), as: UTF8.self) }
        let folder = ["TMPDIR", "TEMP", "TMP"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "/tmp"
        return URL(fileURLWithPath: folder).appendingPathComponent(name).path
    }
}

/// A process holding a lock: its ID, its command line and its ancestors (parent first).
package struct LockHolder: Sendable, Equatable {
    package var processID: Int32
    package var commandLine: String
    /// Its parent, grandparent, … up to the first process (from `/proc/PID/stat`).
    package var ancestry: [Int32]

    package init(processID: Int32, commandLine: String, ancestry: [Int32]) {
        self.processID = processID
        self.commandLine = commandLine
        self.ancestry = ancestry
    }
}
