/// Bytes in, whole lines out: what follows the last line end waits for the next bytes, however
/// the reads fall (a record written in two `write` calls, a line cut by a pipe's buffer).
///
/// ```swift
/// var lines = LineAssembler()
/// lines.take(Array("one\ntw".utf8)[...])      // ["one"]
/// lines.take(Array("o\n".utf8)[...])          // ["two"]
/// lines.finish()                              // nil: nothing was left without a line end
/// ```
package struct LineAssembler: Sendable {
    private var pending: [UInt8] = []

    package init() {}

    /// The lines `bytes` completes, without their line ends.
    package mutating func take(_ bytes: ArraySlice<UInt8>) -> [Substring] {
        var lines: [Substring] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if pending.isEmpty {
                lines.append(Substring(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                pending.append(contentsOf: bytes[start..<index])
                lines.append(Substring(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            }
            start = index + 1
        }
        pending.append(contentsOf: bytes[start...])
        return lines
    }

    /// What was left without a line end when the stream ended (a last line with no line end, a
    /// record cut by a crash), if anything.
    package mutating func finish() -> Substring? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : Substring(decoding: pending, as: UTF8.self)
    }
}
