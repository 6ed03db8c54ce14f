import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a descriptor to its end on a thread of its own, handing each complete line (and a
/// last unterminated one) to `onLine`, then closes it and calls `onEnd`. A dedicated thread
/// with blocking reads drains a program that prints megabytes as fast as it prints them, and
/// no test task ever blocks on a read.
enum DescriptorReader {
    static func start(
        _ descriptor: Int32, onLine: @escaping @Sendable (String) -> Void, onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                var start = 0
                for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                    pending.append(contentsOf: buffer[start..<index])
                    onLine(String(decoding: pending, as: UTF8.self))
                    pending.removeAll(keepingCapacity: true)
                    start = index + 1
                }
                if start < count { pending.append(contentsOf: buffer[start..<count]) }
            }
            if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
            close(descriptor)
            onEnd()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
