import Foundation
import GRDB
import HarnessModel
import HarnessWire
import Testing

@testable import HarnessHistory

/// How a run's rows are written (the fast path of `Benchmarks/history`): every value bound as
/// given across statement batches, estimates moved inside SQLite by the same rule as merging,
/// and the git state read while the tests run.
@Suite struct HistoryRecordingTests {
    typealias S = HistorySamples

    static func key(_ id: TestIdentifier) -> BundleTestIdentifier {
        BundleTestIdentifier(bundle: "AppPackageTests", id: id)
    }

    @Test func everyResultIsStoredAsGivenAcrossStatementBatches() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        // 450 results: two full batches of 200 and a short one of 50.
        var results = (0..<449).map { index in
            S.result(S.id("Class\(index / 10)", "test\(index)"), [.passed], seconds: Double(index) / 1000)
        }
        var odd = S.result(S.id("Odd", "testQuoted"), [.failed, .failed], seconds: 0.25)
        odd.attempts[1].issues = [
            IssueRecord(kind: .assertionFailure, description: "it's \"wrong\" — ünïcode", location: nil)
        ]
        odd.repetition = 2
        results.append(odd)
        try database.record(S.run(results, at: 100))

        let rows = try database.queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.identifier, r.repetition, r.status, r.duration, r.attempts, r.firstStatus, r.message
                    FROM result r JOIN test t ON t.id = r.test ORDER BY t.id
                    """)
        }
        #expect(rows.count == 450)
        for (index, row) in rows.prefix(449).enumerated() {
            #expect(row[0] as String == "AppTests.Class\(index / 10)/test\(index)")
            #expect(row[1] as Int == 1)
            #expect(row[2] as String == "passed")
            #expect(abs((row[3] as Double) - Double(index) / 1000) < 1e-12)
            #expect(row[4] as Int == 1)
            #expect(row[6] as String? == nil)
        }
        let last = try #require(rows.last)
        #expect(last[0] as String == "AppTests.Odd/testQuoted")
        #expect(last[1] as Int == 2)
        #expect(last[2] as String == "failed")
        #expect(last[3] as Double == 0.5)
        #expect(last[4] as Int == 2)
        #expect(last[5] as String == "failed")
        #expect(last[6] as String? == "it's \"wrong\" — ünïcode")
    }

    @Test func aRepeatedTestsRepetitionsAreAveragedIntoItsEstimate() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let test = S.id("MathTests", "testAdd")
        var second = S.result(test, [.passed], seconds: 3)
        second.repetition = 2
        try database.record(S.run([S.result(test, [.passed], seconds: 1), second], at: 100))
        #expect(try database.planningFacts().timings.seconds[Self.key(test)] == 2)
        try database.record(S.run([S.result(test, [.passed], seconds: 4)], at: 200))
        #expect(try database.planningFacts().timings.seconds[Self.key(test)] == 3)
    }

    @Test func aRetriedTestsEstimateIsItsLastAttemptThatRanToItsEndAndAMergeAgrees() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try HistoryDatabase(url: folder.appendingPathComponent("recorded.sqlite"))
        let flaky = S.id("NetworkTests", "testFetch")
        let crashy = S.id("NetworkTests", "testUpload")
        var retried = S.result(flaky, [.failed, .passed])
        retried.attempts[0].duration = 5
        retried.attempts[1].duration = 1
        var crashed = S.result(crashy, [.passed, .crashed])
        crashed.attempts[0].duration = 0.5
        crashed.attempts[1].duration = 9
        try recorded.record(S.run([S.result(flaky, [.passed], seconds: 2), S.result(crashy, [.passed])], at: 100))
        try recorded.record(S.run([retried, crashed], at: 200))
        let facts = try recorded.planningFacts()
        // ½ · 2 + ½ · 1; the crash says nothing, so the passing first attempt (0.5) counts.
        #expect(facts.timings.seconds[Self.key(flaky)] == 1.5)
        #expect(abs((facts.timings.seconds[Self.key(crashy)] ?? 0) - 0.3) < 1e-12)
        #expect(facts.failing == [Self.key(crashy)])

        let merged = try HistoryDatabase(url: folder.appendingPathComponent("merged.sqlite"))
        try merged.merge(from: recorded.url)
        #expect(try merged.planningFacts() == facts)
    }

    @Test func theWriterUsesWALWithoutASyncPerCommit() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let (journal, synchronous) = try database.queue.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(db, sql: "PRAGMA synchronous")
            )
        }
        // WAL with NORMAL (1): a commit survives the process dying, and the file is never
        // corrupt; only a power loss can take back the last runs.
        #expect(journal == "wal")
        #expect(synchronous == 1)
    }

    @Test func theGitStateReadWhileTestsRunIsTheOneReadAfter() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PendingGitState(at: folder.path).value == nil)
        for arguments in [
            ["init", "-q"], ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "a"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", folder.path] + arguments
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0)
        }
        let clean = PendingGitState(at: folder.path)
        let expected = try #require(GitState.read(at: folder.path))
        #expect(clean.value == expected)
        #expect(clean.value?.dirty == false)
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("new.txt").path, contents: Data()))
        #expect(PendingGitState(at: folder.path).value == GitState(commit: expected.commit, dirty: true))
    }

    @Test func aStoreHandsTheGitReadStartedWithTheRunOnceAndOnlyForItsPackage() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = HistoryStore(url: folder.appendingPathComponent("history.sqlite")) { _ in }
        #expect(store.pendingGit.take(at: folder.path) == nil)
        store.runStarts(packageRoot: folder.path)
        #expect(store.pendingGit.take(at: "/elsewhere") == nil)
        let copy = store
        #expect(copy.pendingGit.take(at: folder.path) != nil)
        #expect(store.pendingGit.take(at: folder.path) == nil)
    }
}
