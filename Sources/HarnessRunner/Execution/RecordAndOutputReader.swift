import Foundation
import HarnessProcess
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a worker's records and its output, each on a channel of its own, on one thread: a
/// Swift Testing worker's event stream (records only, a pipe on descriptor 3) and its stdout and
/// stderr (one ``TimedOutput`` socket, each write stamped with the time it was made), and the
/// launcher's notes about its tests (another such socket, one ``TestNoteRecord`` a packet).
///
/// Records never share a channel with test output: Swift Testing writes a record and its line
/// end in two `write` calls, so a line a test printed in between, on a shared pipe, cut the record
/// in two (issue 33). Here the records' pipe holds records only, each handed on whole (a line is
/// kept until its line end arrives, however the reads fall); the output is handed on as the
/// writes came, each with its time, which is what tells whose it is
/// (``SwiftTestingTranslator/output(_:at:)``).
///
/// **Order.** Before any record is handed on, all the output and notes queued at that moment
/// are: whatever a test printed before a record was written was queued (and stamped) by then, so
/// the translator always has every line older than a record when it reads that record. The notes
/// channel never holds the reader up: once records and output have ended, what notes are queued
/// are handed on and it is closed (a note is sent before its test ends).
///
/// **Busy.** Output and notes post nothing of their own, and a record may first place much
/// held-back output, so while a worker that printed much is read, its records' ends may wait
/// behind seconds of output: `onBusy` says at most twice a second that the reader is still at
/// it, and the loop keeps waiting for the records after the process has ended (a test that
/// passed was charged when that wait ran out, under load).
///
/// ```swift
/// RecordAndOutputReader.start(
///     records: streamRead, output: outputRead, notes: notesRead,
///     onRecord: { line in … }, onOutput: { packet in … }, onNote: { packet in … }, onEnd: { … })
/// ```
enum RecordAndOutputReader {
    /// Starts the reader thread; `output` and `notes` nil when the worker's output goes
    /// elsewhere. `onEnd` is called once records and output are read to their end; all are
    /// closed then.
    static func start(
        records: Int32, output: Int32?, notes: Int32? = nil,
        onRecord: @escaping @Sendable (Substring) -> Void,
        onOutput: @escaping @Sendable (TimedOutput.Packet) -> Void,
        onNote: @escaping @Sendable (TimedOutput.Packet) -> Void = { _ in },
        onBusy: @escaping @Sendable () -> Void = {},
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            var lines = LineAssembler()
            var outputOpen = output != nil
            var notesOpen = notes != nil
            var recordsOpen = true
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var packetBuffer = [UInt8](repeating: 0, count: 65_536)
            var lastBusy = MonotonicClock.now()

            /// Says the reader is still at work, at most twice a second.
            func stillBusy() {
                let now = MonotonicClock.now()
                if now - lastBusy >= 0.5 {
                    lastBusy = now
                    onBusy()
                }
            }

            /// Hands on every packet queued now on `channel`; false once the socket has ended.
            func take(_ channel: Int32?, to hand: @Sendable (TimedOutput.Packet) -> Void) -> Bool {
                guard let channel else { return false }
                while true {
                    switch TimedOutput.receive(channel, into: &packetBuffer) {
                    case .packet(let packet):
                        hand(packet)
                        stillBusy()
                    case .nothing: return true
                    case .end: return false
                    }
                }
            }

            while recordsOpen || outputOpen {
                var watched: [pollfd] = []
                if recordsOpen { watched.append(pollfd(fd: records, events: Int16(POLLIN), revents: 0)) }
                if outputOpen, let output { watched.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
                if notesOpen, let notes { watched.append(pollfd(fd: notes, events: Int16(POLLIN), revents: 0)) }
                let ready = poll(&watched, nfds_t(watched.count), -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                // Notes and output first, whichever woke the thread: see "Order" above.
                if notesOpen { notesOpen = take(notes, to: onNote) }
                if outputOpen { outputOpen = take(output, to: onOutput) }
                guard recordsOpen, watched[0].revents != 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(records, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    recordsOpen = false
                    if let rest = lines.finish() { onRecord(rest) }
                    continue
                }
                // A record may place much held-back output before its own events are posted.
                for line in lines.take(buffer[0..<count]) {
                    onRecord(line)
                    stillBusy()
                }
            }
            if notesOpen { _ = take(notes, to: onNote) }
            close(records)
            if let output { close(output) }
            if let notes { close(notes) }
            onEnd()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
