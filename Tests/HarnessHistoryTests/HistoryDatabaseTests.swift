import Foundation
import HarnessHistory
import HarnessModel
import HarnessWire
import Testing

/// Recording runs into a real SQLite file and reading back what the planner needs.
@Suite struct HistoryDatabaseTests {
    typealias S = HistorySamples

    @Test func recordedRunsGiveEstimatesAndTheLatestFailures() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let add = S.id("MathTests", "testAdd")
        let divide = S.id("MathTests", "testDivide")
        let slow = S.id("SlowTests", "testBig")
        try database.record(
            S.run(
                [
                    S.result(add, [.passed], seconds: 0.2), S.result(divide, [.failed], seconds: 0.4),
                    S.result(slow, [.crashed], seconds: 9),
                ], at: 100))
        try database.record(
            S.run([S.result(add, [.passed], seconds: 0.4), S.result(slow, [.passed], seconds: 3)], at: 200))

        let facts = try database.planningFacts()
        let key = { (id: TestIdentifier) in BundleTestIdentifier(bundle: "AppPackageTests", id: id) }
        // 0.2 then 0.4 averaged half way; a crash's time never feeds an estimate.
        #expect(abs((facts.timings.seconds[key(add)] ?? 0) - 0.3) < 1e-9)
        #expect(facts.timings.seconds[key(slow)] == 3)
        #expect(facts.failing == [key(divide)])
        #expect(facts.known == [key(add), key(divide), key(slow)])
    }

    @Test func anOlderRunNeverRewindsTheLatestVerdict() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let test = S.id("MathTests", "testAdd")
        try database.record(S.run([S.result(test, [.passed])], at: 200))
        try database.record(S.run([S.result(test, [.failed])], at: 100))
        #expect(try database.planningFacts().failing.isEmpty)
    }

    @Test func everyAttemptIsKeptWhenATestWasRetried() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let test = S.id("NetworkTests", "testFetch")
        try database.record(S.run([S.result(test, [.failed, .timedOut, .passed])], at: 100))
        let timeline = try database.timeline(of: "NetworkTests/testFetch")
        #expect(timeline.count == 1)
        #expect(timeline.first?.status == "flaky")
        #expect(timeline.first?.attempts == 3)
        #expect(timeline.first?.message?.hasPrefix("timed out") == true)
        // Named with its bundle, the test is found; in another bundle, it is not.
        #expect(try database.timeline(of: "AppPackageTests/\(test)").count == 1)
        #expect(try database.timeline(of: "OtherPackageTests/\(test)").isEmpty)
    }
}
