import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The launcher's end of a program's standard input: written whole, closed once.
final class InputWriter: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Mutex<Int32?>

    init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    deinit {
        close()
    }

    /// Writes all of `data`; a program that closed its input (or ended) makes it fail, not
    /// crash the test process with SIGPIPE.
    func write(_ data: Data) throws(Failure) {
        let failure = descriptor.withLock { descriptor -> Failure? in
            guard let descriptor else { return Failure(description: "its standard input is closed") }
            return data.withUnsafeBytes { bytes -> Failure? in
                var offset = 0
                while offset < bytes.count {
                    let written = Self.writeIgnoringPipeSignal(
                        descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return Failure(description: String(cString: strerror(errno))) }
                    offset += written
                }
                return nil
            }
        }
        if let failure { throw failure }
    }

    /// Closes the input (the program reads end of file).
    func close() {
        descriptor.withLock { descriptor in
            if let open = descriptor { _ = Glibc.close(open) }
            descriptor = nil
        }
    }

    /// `write`, with SIGPIPE blocked on this thread for the call and any pending one taken, so
    /// that a program gone away fails the write with EPIPE instead of killing the test process.
    private static func writeIgnoringPipeSignal(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        let written = Glibc.write(descriptor, buffer, count)
        let failure = errno
        if written < 0, failure == EPIPE {
            var timeout = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &timeout)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        errno = failure
        return written
    }
}
