import HarnessWire

/// One test bundle (a test module) of a run as the console introduces it: library or
/// application, with the host and delegate an application bundle is launched with.
///
/// Carried by ``RunnerEvent/RunStarted`` when the run includes an application bundle, so the
/// console says up front which tests run bare and which inside a launched app:
///
/// ```
///     Starting 17 tests across 4 test bundles with 2 workers
///       Bundle NoteKitTests  library · 5 tests
///       Bundle NoteServerAppTests  application · hosted by NoteServer.NoteServerApp with
///         NoteServerAppTests.TestingAppDelegate (testing delegate) · 6 tests   (one line, cut here)
/// ```
public struct TestBundleSummary: Hashable, Codable, Sendable {
    /// The test module's name.
    public var module: String
    /// Its host, nil for a library bundle.
    public var host: TestHostRecord?
    /// Selected tests of the module, per repetition.
    public var testCount: Int

    public init(module: String, host: TestHostRecord?, testCount: Int) {
        self.module = module
        self.host = host
        self.testCount = testCount
    }

    /// `Bundle NoteKitTests  library · 5 tests`, without the label.
    public var line: String {
        let kind = host.map { "application · \($0.hostDescription)" } ?? "library"
        return "\(module)  \(kind) · \(testCount == 1 ? "1 test" : "\(testCount) tests")"
    }
}

extension RunPlan {
    /// The selected test modules, in listing order, when any of them is an application
    /// bundle; nil for a run of library bundles only (their console stays as it was).
    public var testBundleSummaries: [TestBundleSummary]? {
        guard units.contains(where: { $0.hostModule != nil }) else { return nil }
        var order: [String] = []
        var counts: [String: Int] = [:]
        var hosts: [String: TestHostRecord] = [:]
        for unit in units.sorted(by: { ($0.bundle, $0.listingIndex) < ($1.bundle, $1.listingIndex) }) {
            if counts[unit.module] == nil { order.append(unit.module) }
            counts[unit.module, default: 0] += unit.tests.count
            if hosts[unit.module] == nil, let record = bundles[unit.bundle].host(ofModule: unit.module) {
                hosts[unit.module] = record
            }
        }
        // Library bundles first, then application bundles, each by name: a stable header,
        // whatever order SwiftPM's discovery lists modules in.
        return order.map { TestBundleSummary(module: $0, host: hosts[$0], testCount: counts[$0] ?? 0) }
            .sorted { ($0.host != nil ? 1 : 0, $0.module) < ($1.host != nil ? 1 : 0, $1.module) }
    }
}
