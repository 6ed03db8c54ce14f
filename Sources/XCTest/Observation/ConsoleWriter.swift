internal import CXCTestSupport
import Foundation
internal import HarnessWire

/// Prints the console format to standard output, flushed event by event so that output
/// interleaves correctly with the test's own prints and survives a crash.
final class ConsoleWriter: EventSink, @unchecked Sendable {
    // @unchecked: the formatter and the write to stdout are used under `lock` only.
    private let formatter = ConsoleFormatter()
    private let lock = NSLock()

    func receive(_ event: WireEvent) {
        lock.withLock {
            let lines = formatter.lines(for: event)
            guard !lines.isEmpty else { return }
            // One write of the event's lines, straight to C's stdout (which the test's own
            // `print`s also go through, so the order is kept).
            var text = lines.joined(separator: "\n")
            text.append("\n")
            text.withUTF8 { bytes in
                cxct_write_stdout(bytes.baseAddress, bytes.count)
            }
        }
    }
}
