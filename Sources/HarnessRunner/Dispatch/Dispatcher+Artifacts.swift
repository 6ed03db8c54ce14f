import HarnessModel
import HarnessWire

/// What a test measures and attaches: collected while it runs, handed to its attempt when it
/// ends (kept or deleted by lifetime at that moment, since only then is the status known).
/// Kept apart from the loop's other handling so that the loop stays a plain switch.
extension Dispatcher {
    /// An attachment for the running test; one for no running test is said in a notice.
    mutating func collect(_ added: WireEvent.AttachmentAdded, in worker: inout WorkerState, bundle: String) {
        // One that names no test belongs to the running test, unless several are running.
        let index = added.test.map(worker.runningIndex(of:)) ?? (worker.runningTests.count == 1 ? 0 : nil)
        guard let index else {
            let name = added.name.map { "'\($0)' " } ?? ""
            let owner =
                added.test.map { " for \($0), which was not running" }
                ?? (worker.runningTests.isEmpty ? " outside any test" : " naming no test while several ran")
            report(
                .notice(RunnerNotice(.attachmentNotKept, "attachment \(name)added\(owner) in \(bundle) was not kept")))
            return
        }
        worker.runningTests[index].attachments.append(PendingAttachment(added))
    }

    /// A metric the running test measured; one for no running test is said in a notice.
    mutating func collect(_ measured: WireEvent.Measured, in worker: inout WorkerState, bundle: String) {
        guard let index = worker.runningIndex(of: measured.test) else {
            report(
                .notice(
                    RunnerNotice(
                        .measurementNotKept,
                        "measurement of \(measured.test) arrived while it was not running in \(bundle): "
                            + MeasurementText.line(measured))))
            return
        }
        worker.runningTests[index].measurements.append(measured)
    }

    /// Gives the attempt its measurements and its attachments, kept or deleted by lifetime; a
    /// failed attempt also gets the output of the programs it launched, from the worker's kept
    /// launch folder (``DispatchState/keptLaunchFolders``). One that cannot be read is said in
    /// a notice.
    mutating func addArtifacts(
        of running: WorkerState.RunningTest, to attempt: inout TestAttempt, worker: Int, repetition: Int
    ) {
        attempt.measurements = running.measurements
        var pending = running.attachments
        if attempt.status.failsRun, let folder = state.keptLaunchFolders[worker] {
            let launched = context.files.launchedOutput(in: folder, test: running.id)
            pending += launched.attachments
            for unreadable in launched.unreadable {
                report(
                    .notice(
                        RunnerNotice(
                            .attachmentNotKept,
                            "a launch folder kept while \(running.id) ran could not be read: \(unreadable); "
                                + "its program's output is not attached")))
            }
        }
        guard !pending.isEmpty else { return }
        attempt.attachments = context.files.keep(
            pending, status: attempt.status, test: running.id, attempt: attempt.number, repetition: repetition)
    }
}
