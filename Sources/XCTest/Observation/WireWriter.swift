internal import CXCTestSupport
import Foundation
internal import HarnessWire
internal import Synchronization

/// Writes the event stream as JSON lines to the descriptor or file the environment names
/// (see ``WireFormat``). Each event is one `write` of one whole line.
final class WireWriter: EventSink, Sendable {
    private let descriptor: Int32
    /// Whether a write failed (then said once, and nothing more is written); held for each
    /// whole write, so events' lines never interleave.
    private let failed = Mutex(false)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The writer `settings` ask for, nil if they ask for none.
    ///
    /// A descriptor this process does not hold (a variable inherited without its descriptor)
    /// is a runner's setting it cannot use: the bundle then runs as a plain bundle, silently,
    /// as it would under `swift test`. Once taken, the descriptor is close-on-exec, so a
    /// process the tests start never inherits this process's wire.
    /// - Throws: ``WireSetupError`` when the user's wire file cannot be opened.
    static func make(for settings: BundleSettings) throws(WireSetupError) -> WireWriter? {
        if let fd = settings.wireFileDescriptor, fcntl(fd, F_GETFD) != -1 {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            return WireWriter(descriptor: fd)
        }
        if let path = settings.wirePath {
            let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                let variable = "\(WireFormat.pathVariable)=\(path)"
                throw WireSetupError(message: "cannot open \(variable) for writing (\(reason)); choose a writable path")
            }
            return WireWriter(descriptor: fd)
        }
        return nil
    }

    func receive(_ event: WireEvent) {
        // The two per-test events are written directly (WireEvent+DirectLine.swift): they are
        // most of the stream, and JSONEncoder was most of their cost.
        let line: [UInt8]
        if let direct = WireEvent.directLine(event) {
            line = direct
        } else {
            do {
                line = Array(try WireEvent.encodeLine(event))
            } catch {
                // An event JSON cannot hold (a non-finite number) is said, never dropped silently.
                let message = "error: cannot send a test event to the runner (\(error)); it is not reported\n"
                FileHandle.standardError.write(Data(message.utf8))
                return
            }
        }
        failed.withLock { failed in
            guard !failed else { return }
            let ok = line.withUnsafeBytes { buffer -> Bool in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += written
                }
                return true
            }
            if !ok {
                failed = true
                let reason = String(cString: strerror(errno))
                let message = "error: cannot write test events to the runner (\(reason)); continuing without them\n"
                FileHandle.standardError.write(Data(message.utf8))
            }
        }
    }
}

/// The wire output was requested but cannot be set up.
struct WireSetupError: Error {
    let message: String
}

/// How far standard output and error have been written, when they are files: lets the
/// runner cut each test's output out of one captured file.
enum OutputOffsets {
    static func current() -> (stdout: Int64?, stderr: Int64?) {
        cxct_flush_stdio()
        return (position(of: STDOUT_FILENO), position(of: STDERR_FILENO))
    }

    private static func position(of descriptor: Int32) -> Int64? {
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return offset < 0 ? nil : Int64(offset)
    }
}
