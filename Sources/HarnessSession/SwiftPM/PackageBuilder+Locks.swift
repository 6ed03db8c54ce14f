import Foundation

extension PackageBuilder {
    /// Runs a SwiftPM command on `scratch` under a ``BuildLockWatch``: a wait on its lock is said
    /// on the progress stream, and a lock held by `harness`'s own parent is an error at once.
    func watchingLock<Value>(of scratch: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let watch = BuildLockWatch(
            lock: BuildFolderLock(scratchPath: scratch, environment: environment), say: progress.say)
        return try watch.run(body)
    }
}
