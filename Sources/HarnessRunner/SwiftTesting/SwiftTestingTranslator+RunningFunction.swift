import HarnessWire

extension SwiftTestingTranslator {
    /// A `@Test` function the stream started and has not ended, and what it recorded so far.
    ///
    /// A parameterized function's cases may run side by side too, so they are kept by key, with
    /// the order they started in (the last started is the one named when the process dies).
    struct RunningFunction {
        var started: Double
        var failed = false
        var skipMessage: String?
        /// The cases started and not ended, by ``SwiftTestingTranslator/caseKey(_:)``.
        var cases: [String: RunningCase] = [:]
        /// The keys of ``cases`` in the order they started.
        var caseOrder: [String] = []
        /// The cases that ended, in the order they ended.
        var ended: [TestCaseOutcome] = []

        init(started: Double) {
            self.started = started
        }

        mutating func start(_ testCase: RunningCase, key: String) {
            if cases.updateValue(testCase, forKey: key) == nil { caseOrder.append(key) }
        }

        /// Moves the case with `key` from the running cases to the ended ones.
        mutating func end(key: String, at time: Double) {
            guard let current = cases.removeValue(forKey: key) else { return }
            caseOrder.removeAll { $0 == key }
            let outcome: TestOutcome = current.failed ? .failed : current.skipped ? .skipped : .passed
            ended.append(
                TestCaseOutcome(
                    id: key.isEmpty ? current.arguments : key, arguments: current.arguments, outcome: outcome,
                    duration: max(time - current.started, 0)))
        }
    }

    /// One case of a parameterized function, started and not ended.
    struct RunningCase {
        var arguments: String
        var started: Double
        var failed = false
        var skipped = false
    }
}
