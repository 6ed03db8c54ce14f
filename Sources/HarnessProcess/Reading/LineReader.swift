import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a descriptor to its end and hands on each line (``LineAssembler``), the last one
/// even without a line end; then closes the descriptor and says it ended.
///
/// ``start(_:onLine:onEnd:)`` reads on a thread of its own with blocking reads: a child that
/// prints megabytes is drained as fast as it prints, and neither a dispatch loop nor a test's
/// task ever waits on a read. ``readAll(_:onLine:)`` reads on the caller's thread.
///
/// ```swift
/// LineReader.start(wire.read, onLine: { line in inbox.post(.line(String(line))) }, onEnd: { inbox.post(.ended) })
/// ```
package enum LineReader {
    /// Reads `descriptor` on a new thread; it belongs to the reader from now on.
    package static func start(
        _ descriptor: Int32, onLine: @escaping @Sendable (Substring) -> Void, onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            readAll(descriptor, onLine: onLine)
            onEnd()
        }
        thread.name = "harness line reader"
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Reads `descriptor` to its end on this thread, then closes it.
    package static func readAll(_ descriptor: Int32, onLine: (Substring) -> Void) {
        var lines = LineAssembler()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for line in lines.take(buffer[0..<count]) { onLine(line) }
        }
        if let last = lines.finish() { onLine(last) }
        close(descriptor)
    }
}
