import HarnessModel
import HarnessWire

extension Dispatcher {
    /// What a Swift Testing worker runs: `tests`, side by side when `parallel` (else one at a
    /// time), silently, streaming to descriptor 3, where the engine reads its wire.
    ///
    /// The tests are selected by one regular expression that matches their stream identifiers
    /// and no other test of `bundle` (``SelectionExpression``), so a retry or a replacement
    /// worker runs precisely the tests left. One expression rather than a filter per test: Swift
    /// Testing matches every test of the bundle against every filter, which cost a 50-test worker
    /// ~40 ms of CPU in a 1,000-test bundle; and one written as a trie that names a whole suite
    /// once, which Swift Testing parses and matches in a fraction of a flat alternation's time
    /// (Documentation/Benchmarks.md).
    func swiftTestingConfiguration(tests: [TestIdentifier], bundle: Int, parallel: Bool = false)
        -> SwiftTestingConfiguration
    {
        // No test known to the stream: a filter that selects none, never one that selects all.
        let filter = SelectionExpression(
            tests.compactMap { swiftTestingStreamID[$0] },
            among: swiftTestingUniverses[bundle] ?? SelectionExpression.Universe([String]())
        ).pattern
        // The bundle's stream version: 6.3's, where it writes it, so warnings reach the tests' own
        // issue handlers as under `swift test` (SwiftTestingStreamVersion).
        return SwiftTestingConfiguration(
            streamPath: "/dev/fd/\(WorkerLaunch.wireDescriptor)", version: streamVersion(ofBundle: bundle),
            filter: [filter], parallel: parallel, caseSelection: caseSelection(of: tests))
    }

    /// The chosen cases of `tests` (``RunConfiguration/selectedCases``), by stream identifier;
    /// nil when every case of each runs.
    func caseSelection(of tests: [TestIdentifier]) -> SwiftTestingCaseSelection? {
        var cases: [String: Set<String>] = [:]
        for test in tests {
            if let chosen = configuration.selectedCases[test], let streamID = swiftTestingStreamID[test] {
                cases[streamID] = chosen
            }
        }
        return cases.isEmpty ? nil : SwiftTestingCaseSelection(cases: cases)
    }

    /// The stream version a Swift Testing worker of `bundle` asks for (``SwiftTestingStreamVersion``).
    func streamVersion(ofBundle bundle: Int) -> SwiftTestingStreamVersion {
        plan.bundles[bundle].swiftTestingStreamVersion ?? .v0
    }

    /// Each bundle's Swift Testing functions, stream identifier → test identifier.
    static func swiftTestingStreamIDs(of bundles: [TestBundle]) -> [Int: [String: TestIdentifier]] {
        var result: [Int: [String: TestIdentifier]] = [:]
        for (index, bundle) in bundles.enumerated() {
            let tests = bundle.swiftTestingTestsByStreamID
            if !tests.isEmpty { result[index] = tests }
        }
        return result
    }

    /// Each Swift Testing test's `.timeLimit` in seconds, for those that have one.
    static func swiftTestingTimeLimits(of bundles: [TestBundle]) -> [TestIdentifier: Double] {
        var result: [TestIdentifier: Double] = [:]
        for (id, function) in bundles.flatMap(\.swiftTestingFunctions) { result[id] = function.timeLimit }
        return result
    }

    /// How long `test` may run: `--timeout`, or its `.timeLimit` trait when that is shorter
    /// (the watchdog's limit between tests, with no test named, is `--timeout`).
    func timeout(for test: TestIdentifier?) -> Double {
        guard let test, let limit = swiftTestingTimeLimits[test] else { return configuration.timeout }
        return min(configuration.timeout, limit)
    }
}
