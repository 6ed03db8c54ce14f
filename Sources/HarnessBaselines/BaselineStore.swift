import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes one baseline file safely.
///
/// Every write takes an exclusive `flock` on the file's *folder* (so no lock file litters
/// the repository, and the lock survives the rename that replaces the file), reads the file
/// again, applies the change to what is there now, writes a temporary file beside it and
/// renames it into place. Two bundles recording at once therefore both keep their baselines,
/// and a reader never sees half a file. A file that cannot be read is never written over.
///
/// ```swift
/// let store = BaselineStore(directory: URL(fileURLWithPath: "Tests/SortTests"))
/// try store.update { file in file.set(baseline, test: "M.C/testA", metric: id, on: .current()) }
/// ```
public struct BaselineStore: Hashable, Sendable {
    /// The baseline file.
    public let fileURL: URL

    /// A store for the file named ``BaselineFile/fileName`` in `directory`.
    public init(directory: URL) {
        fileURL = directory.appendingPathComponent(BaselineFile.fileName)
    }

    /// A store for the file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The file's contents: an empty file when it does not exist, an error when it cannot be
    /// read or understood.
    public func load() -> Result<BaselineFile, BaselineFileError> {
        do {
            return .success(try read())
        } catch {
            return .failure(error)
        }
    }

    private func read() throws(BaselineFileError) -> BaselineFile {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return BaselineFile()
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return BaselineFile() }
            throw BaselineFileError(
                path: fileURL.path, key: "", problem: "cannot be read (\(error.localizedDescription))")
        }
        return try BaselineFile.decode(data, path: fileURL.path)
    }

    /// Applies `change` to the file as it is on disk now, under the folder's lock, and
    /// replaces it atomically. A change that leaves the file empty deletes it.
    ///
    /// - Returns: the file as written.
    @discardableResult
    public func update(_ change: (inout BaselineFile) -> Void) throws(BaselineFileError) -> BaselineFile {
        let directory = fileURL.deletingLastPathComponent()
        let lock = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw failure("cannot open its folder to lock it", errno) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure("cannot lock its folder", errno) }
        }
        // Closing the descriptor (deferred above) releases the lock.
        var file = try read()
        change(&file)
        if file.isEmpty {
            if unlink(fileURL.path) != 0 && errno != ENOENT { throw failure("cannot be deleted", errno) }
            return file
        }
        let data: Data
        do {
            data = try file.encoded()
        } catch {
            throw BaselineFileError(path: fileURL.path, key: "", problem: "cannot be encoded (\(error))")
        }
        try replaceAtomically(with: data, in: directory)
        return file
    }

    /// Writes `data` to a unique temporary file in the same folder (same file system, so the
    /// rename is atomic), flushes it, and renames it over the file.
    private func replaceAtomically(with data: Data, in directory: URL) throws(BaselineFileError) {
        let temporary = directory.appendingPathComponent(
            ".\(BaselineFile.fileName).\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file beside it", errno) }
        var written = 0
        let failedErrno: Int32? = data.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            while written < raw.count {
                let result = write(descriptor, base + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return fsync(descriptor) == 0 ? nil : errno
        }
        close(descriptor)
        if let failedErrno {
            unlink(temporary.path)
            throw failure("cannot be written", failedErrno)
        }
        guard rename(temporary.path, fileURL.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure("cannot be replaced", code)
        }
    }

    private func failure(_ what: String, _ code: Int32) -> BaselineFileError {
        BaselineFileError(path: fileURL.path, key: "", problem: "\(what) (\(String(cString: strerror(code))))")
    }
}
