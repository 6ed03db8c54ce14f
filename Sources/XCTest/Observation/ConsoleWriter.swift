import Foundation
internal import CXCTestSupport
internal import HarnessWire

/// Prints the console format to standard output, flushed line by line so that output
/// interleaves correctly with the test's own prints and survives a crash.
final class ConsoleWriter: EventSink, @unchecked Sendable {
    private let formatter = ConsoleFormatter()
    private let lock = NSLock()

    func receive(_ event: WireEvent) {
        let lines = formatter.lines(for: event)
        guard !lines.isEmpty else { return }
        lock.withLock {
            for line in lines { print(line) }
            cxct_flush_stdio()
        }
    }
}
