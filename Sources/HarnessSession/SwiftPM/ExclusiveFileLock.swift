import Foundation
import HarnessModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on a file, held by this process until ``release()``: what keeps two
/// `harness` runs from building the same thing at once. A wait is said first, in one line,
/// never silently. The descriptor is close-on-exec, so a build started meanwhile never holds it.
///
/// ```swift
/// let lock = try ExclusiveFileLock(
///     path: "\(cache)/lock", notice: RunnerNotice(.harnessBuildLockWait, "Waiting…"), say: { print($0.text) })
/// defer { lock.release() }
/// ```
struct ExclusiveFileLock {
    let path: String
    private let descriptor: Int32

    /// Takes the lock, creating the file and its folder if needed; when another process holds
    /// it, `say(notice)` first, then waits.
    init(path: String, notice: RunnerNotice, say: (RunnerNotice) -> Void) throws(PackageBuilder.Failure) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        // A folder that cannot be made fails the open below, which says why.
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PackageBuilder.Failure(
                description: "cannot open the lock '\(path)': \(String(cString: strerror(errno)))",
                isBuildFailure: false)
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            say(notice)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw PackageBuilder.Failure(description: "cannot lock '\(path)': \(reason)", isBuildFailure: false)
                }
            }
        }
        self.descriptor = descriptor
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
