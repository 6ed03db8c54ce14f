import Foundation
import HarnessProcess

/// What the lock notice reads about processes and file locks, as functions so that tests can
/// describe a machine instead of reading this one's `/proc`.
///
/// ```swift
/// let table = ProcessTable.system
/// let holder = table.flockHolder("/tmp/_src_app_.build.lock")   // from /proc/locks
/// ```
package struct ProcessTable: Sendable {
    /// The process holding an exclusive `flock` on the file at this path, if any.
    package var flockHolder: @Sendable (String) -> Int32?
    /// The process ID written in a PID file, if it holds one.
    package var recordedProcessID: @Sendable (String) -> Int32?
    /// Whether a process with this ID exists.
    package var isAlive: @Sendable (Int32) -> Bool
    /// A process's command line, arguments separated by spaces ("" when it cannot be read).
    package var commandLine: @Sendable (Int32) -> String
    /// A process's parent (nil for the first process, or when it cannot be read).
    package var parent: @Sendable (Int32) -> Int32?

    package init(
        flockHolder: @escaping @Sendable (String) -> Int32?,
        recordedProcessID: @escaping @Sendable (String) -> Int32?,
        isAlive: @escaping @Sendable (Int32) -> Bool,
        commandLine: @escaping @Sendable (Int32) -> String,
        parent: @escaping @Sendable (Int32) -> Int32?
    ) {
        self.flockHolder = flockHolder
        self.recordedProcessID = recordedProcessID
        self.isAlive = isAlive
        self.commandLine = commandLine
        self.parent = parent
    }

    /// A process's parent, grandparent, … (at most 64, in case of a cycle in a fake table).
    package func ancestry(of processID: Int32) -> [Int32] {
        var chain: [Int32] = []
        var current = processID
        while chain.count < 64, let next = parent(current), next > 0, next != current {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// This machine, read from `/proc`.
    package static let system = ProcessTable(
        flockHolder: { path in
            var status = stat()
            guard stat(path, &status) == 0,
                let data = ProcFile.contents(atPath: "/proc/locks")
            else { return nil }
            return holder(
                inLocks: String(decoding: data, as: UTF8.self), device: UInt64(status.st_dev),
                inode: UInt64(status.st_ino))
        },
        recordedProcessID: { path in
            // No file or no number: no recorded holder; the notice then names the lock alone.
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        },
        isAlive: { processID in FileManager.default.fileExists(atPath: "/proc/\(processID)") },
        commandLine: { processID in
            guard let data = ProcFile.contents(atPath: "/proc/\(processID)/cmdline") else { return "" }
            return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        },
        parent: { processID in ProcFile.parent(of: processID) }
    )

    /// The holder of a granted `FLOCK … WRITE` lock on the file `device`/`inode` in the text of
    /// `/proc/locks` (`1: FLOCK  ADVISORY  WRITE 4242 fe:00:16223118 0 EOF`; waiting requests
    /// are the lines with `->`, and are not holders).
    static func holder(inLocks text: String, device: UInt64, inode: UInt64) -> Int32? {
        // Linux's encoding of dev_t (glibc's gnu_dev_major/minor), as /proc/locks prints it.
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        let file = String(format: "%02llx:%02llx:%llu", major, minor, inode)
        for line in text.split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE", fields[5] == file else { continue }
            return Int32(fields[4])
        }
        return nil
    }
}
