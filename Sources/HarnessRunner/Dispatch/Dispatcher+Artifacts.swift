import HarnessWire

/// What a test measures and attaches: collected while it runs, handed to its attempt when it
/// ends (kept or deleted by lifetime at that moment, since only then is the status known).
/// Kept apart from the loop's other handling so that the loop stays a plain switch.
extension Dispatcher {
    /// An attachment for the running test; one for no running test is said in a notice.
    mutating func collect(_ added: WireEvent.AttachmentAdded, in worker: inout WorkerState, bundle: String) {
        guard worker.running != nil, added.test == nil || added.test == worker.running?.id else {
            let name = added.name.map { "'\($0)' " } ?? ""
            let owner = added.test.map { " for \($0), which was not running" } ?? " outside any test"
            report(.notice("attachment \(name)added\(owner) in \(bundle) was not kept"))
            return
        }
        worker.running?.attachments.append(PendingAttachment(added))
    }

    /// A metric the running test measured; one for no running test is said in a notice.
    mutating func collect(_ measured: WireEvent.Measured, in worker: inout WorkerState, bundle: String) {
        guard worker.running?.id == measured.test else {
            report(
                .notice(
                    "measurement of \(measured.test) arrived while it was not running in \(bundle): "
                        + MeasurementText.line(measured)))
            return
        }
        worker.running?.measurements.append(measured)
    }

    /// Gives the attempt its measurements and its attachments, kept or deleted by lifetime.
    func addArtifacts(of running: WorkerState.RunningTest, to attempt: inout TestAttempt, repetition: Int) {
        attempt.measurements = running.measurements
        guard !running.attachments.isEmpty else { return }
        attempt.attachments = context.files.keep(
            running.attachments, status: attempt.status, test: running.id, attempt: attempt.number,
            repetition: repetition)
    }
}
