import HarnessModel
import HarnessWire

/// Two ways a bundle runs a test other than once per name asked for, both from names a
/// hand-written `allTests` (or a BDD framework) lists:
///
/// - **A name listed more than once** runs once per listing in one process, whatever the
///   filter says (the bundle cannot tell the listings apart). The planner keeps one test; the
///   worker holds each run's attempt until the last run, and records one attempt over all of
///   them: the worst status, the summed time, every issue and every line of output.
/// - **A name with a comma** cannot be named in a filter (a bundle splits its filter at commas),
///   so a unit holding one names its class (``ClassUnit/filterItems``), and the bundle runs the
///   class's other tests too. Those are set aside: not the worker's to report (they belong to
///   other units, or were not selected, which the plan said in a notice).
extension Dispatcher {
    /// Each bundle's tests listed more than once, with how many times.
    static func repeatedListings(of bundles: [TestBundle]) -> [Int: [TestIdentifier: Int]] {
        var repeated: [Int: [TestIdentifier: Int]] = [:]
        for (index, bundle) in bundles.enumerated() {
            for testClass in bundle.classes where testClass.methods.count != testClass.uniqueTests.count {
                var times: [String: Int] = [:]
                for method in testClass.methods { times[method, default: 0] += 1 }
                for (method, count) in times where count > 1 {
                    repeated[index, default: [:]][
                        TestIdentifier(module: testClass.module, className: testClass.name, method: method)] = count
                }
            }
        }
        return repeated
    }

    /// The classes a worker's filter names whole although it was given only some of their
    /// tests (a name with a comma), with the tests it was given; nil for nearly every worker.
    static func widenedClasses(of units: [ClassUnit], expected: [TestIdentifier]) -> WorkerState.Widened? {
        let classes = Set(
            units.filter { !$0.isWholeClass && $0.filterItems == [$0.qualifiedName] }.map(\.qualifiedName))
        return classes.isEmpty ? nil : WorkerState.Widened(classes: classes, expected: Set(expected))
    }

    /// Whether `test`, just started in `worker`, is one the bundle runs only because its class
    /// is named whole: the worker sets it aside.
    func isSetAside(_ test: TestIdentifier, in worker: WorkerState) -> Bool {
        guard let widened = worker.widened else { return false }
        return widened.classes.contains(test.qualifiedClassName) && !widened.expected.contains(test)
    }

    /// The attempt to record for this run of `id`, or nil while the bundle has more runs of a
    /// test it lists more than once (the run is kept in `worker` until then).
    func attemptToRecord(_ attempt: TestAttempt, of id: TestIdentifier, in worker: inout WorkerState) -> TestAttempt? {
        guard let times = repeatedListings[worker.bundle]?[id] else { return attempt }
        let earlier = worker.repeatedRuns.removeValue(forKey: id)
        let merged = earlier.map { Self.merging($0.attempt, attempt) } ?? attempt
        let runs = (earlier?.runs ?? 0) + 1
        guard runs >= times else {
            worker.repeatedRuns[id] = (runs, merged)
            return nil
        }
        return merged
    }

    /// Records the runs a worker kept of a test listed more than once when it ends before the
    /// bundle ran them all (a crash in another test, or a bundle that runs a name once).
    mutating func recordKeptRuns(of worker: WorkerState) {
        let bundle = plan.bundles[worker.bundle].name
        for (id, kept) in worker.repeatedRuns.sorted(by: { $0.key < $1.key }) where id != worker.running?.id {
            record(kept.attempt, for: id, bundle: bundle, repetition: worker.repetition)
        }
    }

    /// Two runs of one test as one attempt: the worse status, the time of both, everything
    /// each said.
    static func merging(_ first: TestAttempt, _ second: TestAttempt) -> TestAttempt {
        var merged = first
        if severity(second.status) > severity(first.status) {
            merged.status = second.status
            merged.skipMessage = second.skipMessage
            merged.skipLocation = second.skipLocation
        }
        merged.duration += second.duration
        merged.issues += second.issues
        merged.stdout += second.stdout
        merged.stderr += second.stderr
        merged.outputTruncated = first.outputTruncated || second.outputTruncated
        merged.measurements += second.measurements
        merged.attachments += second.attachments
        merged.cases += second.cases
        merged.signal = first.signal ?? second.signal
        merged.exitStatus = first.exitStatus ?? second.exitStatus
        return merged
    }

    private static func severity(_ status: TestStatus) -> Int {
        switch status {
        case .passed, .flaky: 0
        case .skipped: 1
        case .failed: 2
        case .timedOut: 3
        case .crashed, .hostLaunchFailed: 4
        }
    }
}
