import Foundation
import HarnessHistory
import HarnessTestSupport
import Testing

/// Folding histories together: idempotent by run uuid, and safe with several processes
/// writing one file at once.
@Suite struct HistoryMergeTests {
    typealias S = HistorySamples

    /// A history file of `runs` runs of `tests` tests each, the runs starting at `start`.
    static func shard(_ url: URL, runs: Int, tests: Int, start: Double, failing: Int? = nil) throws {
        let database = try HistoryDatabase(url: url)
        for run in 0..<runs {
            let results = (0..<tests).map { index in
                S.result(
                    S.id("ShardTests", "test\(index)"), [index == failing ? .failed : .passed],
                    seconds: Double(index + 1) / 100)
            }
            try database.record(S.run(results, at: start + Double(run)))
        }
        try database.checkpoint()
    }

    static func count(_ table: String, in url: URL) throws -> Int {
        try HistoryDatabase(url: url, readOnly: true).count(of: table)
    }

    @Test func mergingTheSameFileTwiceAddsItsRunsOnce() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.sqlite")
        let b = folder.appendingPathComponent("b.sqlite")
        try Self.shard(a, runs: 2, tests: 3, start: 100)
        try Self.shard(b, runs: 3, tests: 3, start: 200, failing: 1)
        let target = try HistoryDatabase(url: folder.appendingPathComponent("merged.sqlite"))
        #expect(try target.merge(from: a) == 2)
        #expect(try target.merge(from: b) == 3)
        #expect(try target.merge(from: b) == 0)
        #expect(try target.merge(from: a) == 0)
        #expect(try target.count(of: "run") == 5)
        #expect(try target.count(of: "result") == 15)
        // b's runs are the newest: their verdicts are the latest.
        #expect(try target.planningFacts().failing == [.named("AppPackageTests/AppTests.ShardTests/test1")])
    }

    @Test func aSourceThatIsNotAHistoryIsRefusedBeforeAnyWrite() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.sqlite")
        try Data(repeating: 0x42, count: 4096).write(to: bad)
        let target = try HistoryDatabase(url: folder.appendingPathComponent("merged.sqlite"))
        #expect(throws: (any Error).self) { try target.merge(from: bad) }
        #expect(try target.count(of: "run") == 0)
    }

    /// Six `harness history merge` processes write into one file at the same moment: every
    /// run of every shard arrives, and the file stays a sound database.
    @Test func concurrentWriterProcessesLoseNoRow() async throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared.sqlite")
        let writers = 6
        let runs = 4
        let tests = 300
        var shards: [URL] = []
        for index in 0..<writers {
            let url = folder.appendingPathComponent("shard-\(index).sqlite")
            try Self.shard(url, runs: runs, tests: tests, start: Double(index * 1_000))
            shards.append(url)
        }
        let processes = try shards.map { shard in
            let process = Process()
            process.executableURL = S.harness
            process.arguments = ["history", "merge", "--into", shared.path, shard.path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes {
            await Task.detached { process.waitUntilExit() }.value
            #expect(process.terminationStatus == 0)
        }
        #expect(try Self.count("run", in: shared) == writers * runs)
        #expect(try Self.count("result", in: shared) == writers * runs * tests)
        #expect(try HistoryDatabase(url: shared, readOnly: true).integrityCheck() == "ok")
    }
}

/// Several shards' histories at once: every file checked before the first write.
@Suite struct HistoryMergeManyTests {
    typealias S = HistorySamples

    @Test("a bad file among good ones is named, and nothing is merged")
    func badFileAmongGoodOnesMergesNothing() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.sqlite")
        let b = folder.appendingPathComponent("b.sqlite")
        let bad = folder.appendingPathComponent("bad.sqlite")
        try HistoryMergeTests.shard(a, runs: 2, tests: 3, start: 100)
        try HistoryMergeTests.shard(b, runs: 1, tests: 3, start: 200)
        try Data(repeating: 0x42, count: 4096).write(to: bad)
        let target = try HistoryDatabase(url: folder.appendingPathComponent("merged.sqlite"))
        #expect {
            try target.merge(from: [a, bad, b])
        } throws: { error in
            (error as? HistoryDatabase.MergeSourceError)?.source == bad
        }
        #expect(try target.count(of: "run") == 0)
        #expect(try target.merge(from: [a, b]) == [2, 1])
        #expect(try target.count(of: "run") == 3)
    }
}
