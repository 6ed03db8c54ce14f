import Foundation

extension PackageBuilder {
    /// Runs a SwiftPM command on `scratch` under a ``BuildLockWatch``: a wait on its lock is said
    /// on the progress stream, and a lock held by `harness`'s own parent is an error at once.
    func watchingLock<Value>(of scratch: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let write = progress.write
        let isTerminal = progress.isTerminal
        // On a terminal, the notice first clears the progress line it interrupts.
        let watch = BuildLockWatch(lock: BuildFolderLock(scratchPath: scratch)) { line in
            write((isTerminal ? "\r\u{1B}[2K" : "") + line)
        }
        return try watch.run(body)
    }
}
