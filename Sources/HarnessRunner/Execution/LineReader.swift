import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a pipe to its end on a thread of its own and hands each complete line to `onLine`,
/// then calls `onEnd`. Blocking reads on a dedicated thread: the dispatch loop never waits on
/// a worker.
///
/// ```swift
/// LineReader.start(descriptor: wireRead, onLine: { line in … }, onEnd: { … })
/// ```
enum LineReader {
    static func start(
        descriptor: Int32,
        onLine: @escaping @Sendable (Substring) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            var pending = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                var start = 0
                for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                    if pending.isEmpty {
                        onLine(Substring(decoding: buffer[start..<index], as: UTF8.self))
                    } else {
                        pending.append(contentsOf: buffer[start..<index])
                        onLine(Substring(decoding: pending, as: UTF8.self))
                        pending.removeAll(keepingCapacity: true)
                    }
                    start = index + 1
                }
                if start < count { pending.append(contentsOf: buffer[start..<count]) }
            }
            if !pending.isEmpty { onLine(Substring(decoding: pending, as: UTF8.self)) }
            close(descriptor)
            onEnd()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
