import HarnessModel
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

extension Dispatcher {
    /// Applies every timer that is due at ``now`` and sets when to look again
    /// (``DispatchState/wakeAt``).
    mutating func checkTimers() {
        var earliest: Double?
        func consider(_ deadline: Double?) {
            guard let deadline else { return }
            earliest = min(earliest ?? deadline, deadline)
        }
        for number in state.workers.keys.sorted() {
            guard let worker = state.workers[number] else { continue }
            if let streamDeadline = worker.streamDeadline, !worker.streamEnded {
                if now >= streamDeadline {
                    // Exited, but something keeps the stream open: go on without the rest.
                    state.workers[number]?.streamEnded = true
                    finalizeIfGone(number)
                    continue
                }
                consider(streamDeadline)
            }
            if let drain = worker.drainDeadline, case .running = worker.phase {
                if now >= drain {
                    terminate(number, reason: .interrupt)
                } else {
                    consider(drain)
                }
            }
            guard let current = state.workers[number], current.end == nil else { continue }
            let decision = TimerDecision.decide(
                now: now, phase: current.phase, timeout: timeout(for: current.running?.id),
                slowAfter: configuration.slowAfter, killGrace: configuration.killGrace)
            switch decision.action {
            case .none:
                break
            case .warnSlow:
                if case .running(let since, _) = current.phase {
                    state.workers[number]?.phase = .running(since: since, warnedSlow: true)
                }
                let name = current.running.map { "\($0.id)" } ?? "set-up of a class in worker \(number)"
                let limit = AttemptJudgement.formatSeconds(configuration.slowAfter)
                report(.notice(RunnerNotice(.slowTest, "SLOW \(name) has been running for over \(limit)")))
            case .terminate:
                terminate(number, reason: .timeout)
            case .kill:
                emit(.signal(worker: number, SIGKILL))
                state.workers[number]?.phase = .killed
            }
            consider(decision.nextDeadline)
        }
        state.wakeAt = earliest
    }

    /// SIGTERM to the worker's whole process group; SIGKILL follows after the grace period.
    mutating func terminate(_ number: Int, reason: AttemptJudgement.KillReason) {
        guard let worker = state.workers[number], worker.end == nil else { return }
        if case .running = worker.phase {
            if worker.killReason == nil { state.workers[number]?.killReason = reason }
            emit(.signal(worker: number, SIGTERM))
            let now = self.now
            state.workers[number]?.phase = .terminating(since: now)
        }
    }

    /// First signal: schedule nothing more, let running tests finish within the grace period.
    /// Second: kill every worker now.
    mutating func handleInterrupt() {
        if state.interrupted {
            state.forceKilled = true
            for (number, worker) in state.workers.sorted(by: { $0.key < $1.key }) where worker.end == nil {
                if worker.killReason == nil { state.workers[number]?.killReason = .interrupt }
                emit(.signal(worker: number, SIGKILL))
                state.workers[number]?.phase = .killed
            }
            return
        }
        state.interrupted = true
        // A retry that never starts leaves its test with the attempts it had: reported so, not
        // dropped (the rest of the queue never ran, and is not reported).
        for unit in state.scheduler.removeAll() {
            for id in unit.tests
            where state.attempts[DispatchState.AttemptKey(id: id, repetition: state.repetition)] != nil {
                complete(id, bundle: plan.bundles[unit.bundle].name, repetition: state.repetition)
            }
        }
        let grace = AttemptJudgement.formatSeconds(configuration.interruptGrace)
        report(
            .notice(
                RunnerNotice(
                    .interrupted,
                    "interrupted: finishing running tests (up to \(grace)), then writing reports; "
                        + "interrupt again to stop now")))
        let deadline = now + configuration.interruptGrace
        for number in state.workers.keys.sorted() {
            if state.workers[number]?.running == nil {
                terminate(number, reason: .interrupt)
            } else {
                state.workers[number]?.drainDeadline = deadline
            }
        }
    }
}
