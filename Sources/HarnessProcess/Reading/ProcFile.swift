import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `/proc` file read whole, the one way Harness reads one. procfs hands such a file out a
/// page at a time and reports its size as 0, so Foundation's one-shot reads
/// (`String(contentsOfFile:)`, `FileManager.contents(atPath:)`) stop after the first 4 KiB:
/// a busy machine's `/proc/locks`, a long command line or `/proc/self/maps` came back cut.
/// Here the descriptor is read until it says it ended.
///
/// ```swift
/// let maps = ProcFile.text(atPath: "/proc/self/maps")          // every mapping, however many pages
/// let started = ProcFile.startTime(of: worker)                 // clock ticks since boot
/// ```
package enum ProcFile {
    /// The file's bytes to its end; nil when it cannot be opened or read (no such process, no
    /// `/proc`).
    package static func contents(atPath path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// The file's text (UTF-8, any invalid byte replaced), to its end.
    package static func text(atPath path: String) -> String? {
        contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// When process `processIdentifier` started, in clock ticks since boot (field 22 of
    /// `/proc/<pid>/stat`); nil when `/proc` cannot say (the process is gone and reaped).
    package static func startTime(of processIdentifier: Int32) -> UInt64? {
        statFields(of: processIdentifier).flatMap { $0.count > 19 ? UInt64($0[19]) : nil }
    }

    /// The parent of process `processIdentifier` (field 4 of `/proc/<pid>/stat`).
    package static func parent(of processIdentifier: Int32) -> Int32? {
        statFields(of: processIdentifier).flatMap { $0.count > 1 ? Int32($0[1]) : nil }
    }

    /// The fields of `/proc/<pid>/stat` after the command name, from field 3 (the state) on.
    /// The command name (field 2) may hold spaces and parentheses, so it ends at the last `)`.
    private static func statFields(of processIdentifier: Int32) -> [Substring]? {
        guard let text = text(atPath: "/proc/\(processIdentifier)/stat"), let nameEnd = text.lastIndex(of: ")") else {
            return nil
        }
        return text[text.index(after: nameEnd)...].split(separator: " ")
    }
}
