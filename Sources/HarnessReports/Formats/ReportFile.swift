import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report file atomically: the bytes go to a temporary file beside the target, are
/// flushed to disk, then renamed over it.
///
/// A CI job that is cancelled, or a runner interrupted while writing, therefore leaves either
/// the previous report or the complete new one, never half an XML document that the CI's
/// parser rejects (and with it the whole job's results). The folder is created if missing,
/// because CI configurations name report paths like `reports/junit.xml` before anything exists.
///
/// ```swift
/// try ReportFile(path: "reports/junit.xml").write(Data(xml.utf8))
/// ```
public struct ReportFile: Hashable, Sendable {
    /// Why a report could not be written; reads after "failed to write ".
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The report's path.
        public var path: String
        /// What went wrong, with the system's reason.
        public var problem: String

        public var description: String { "'\(path)': \(problem)" }
    }

    /// The report's path, as the user gave it (relative paths resolve against the current folder).
    public var path: String

    /// A report file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Replaces the file's contents with `data`, atomically.
    public func write(_ data: Data) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, problem: "cannot create its folder (\(error.localizedDescription))")
        }
        // Same folder, hence same file system: rename(2) is then atomic.
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file beside it", errno) }
        let writeErrno = Self.writeAll(data, to: descriptor)
        let syncErrno = writeErrno ?? (fsync(descriptor) == 0 ? nil : errno)
        close(descriptor)
        if let code = syncErrno {
            unlink(temporary)
            throw failure("cannot be written", code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot be replaced", code)
        }
    }

    /// Writes every byte, retrying short writes and interruptions; returns the errno of a failure.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var written = 0
            while written < raw.count {
                let result = systemWrite(descriptor, base + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
    }

    private func failure(_ what: String, _ code: Int32) -> Failure {
        Failure(path: path, problem: "\(what) (\(String(cString: strerror(code))))")
    }
}

/// `write(2)`, named apart from ``ReportFile/write(_:)`` so that member lookup does not hide it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
