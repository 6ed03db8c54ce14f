import Foundation

/// Cuts one test's output out of a worker's stdout or stderr file, by the byte offsets the
/// wire gives, keeping at most `limit` bytes: the start and the (longer) end, since a crash's
/// message and backtrace come last.
///
/// ```swift
/// let (text, truncated) = OutputSlicer.slice(path: "w1.out", from: 128, to: 4096, limit: 262_144)
/// ```
enum OutputSlicer {
    /// The bytes `[from, to)` of the file (`to` nil: to its end), decoded leniently.
    static func slice(path: String, from: Int64, to: Int64?, limit: Int) -> (text: String, truncated: Bool) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return ("", false) }
        // Closing a file only read loses nothing.
        defer { try? handle.close() }
        let end: Int64
        if let to {
            end = to
        } else {
            // An open file whose end cannot be found (never seen) reads as no more output.
            end = (try? handle.seekToEnd()).map(Int64.init) ?? from
        }
        let length = end - from
        guard length > 0 else { return ("", false) }
        if length <= Int64(limit) {
            return (read(handle, at: from, count: Int(length)), false)
        }
        let head = limit / 4
        let tail = limit - head
        let skipped = length - Int64(head) - Int64(tail)
        let text =
            read(handle, at: from, count: head)
            + "\n… \(skipped) bytes of output not shown …\n"
            + read(handle, at: end - Int64(tail), count: tail)
        return (text, true)
    }

    private static func read(_ handle: FileHandle, at offset: Int64, count: Int) -> String {
        // A seek or read of an open file that fails (never seen) reads as no output.
        guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
            let data = try? handle.read(upToCount: count)
        else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
