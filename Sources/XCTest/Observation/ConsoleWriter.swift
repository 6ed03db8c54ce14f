internal import CXCTestSupport
import Foundation
internal import HarnessWire
internal import Synchronization

/// Prints the console format to standard output, flushed event by event so that output
/// interleaves correctly with the test's own prints and survives a crash.
final class ConsoleWriter: EventSink, Sendable {
    /// Held for each event's formatting and write to stdout, so events' lines never interleave.
    private let formatter = Mutex(ConsoleFormatter())

    func receive(_ event: WireEvent) {
        formatter.withLock { formatter in
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
