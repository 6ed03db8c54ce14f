import Foundation
import HarnessModel
import HarnessWire
import Testing

@testable import HarnessHistory

/// The partition estimates (what `--partition time:K/N` cuts with): every run moves them
/// except a run that was itself a shard, so the shards of one round cut alike whichever ran
/// first on this machine; the workers' estimates still learn from every run.
@Suite struct HistoryPartitionEstimateTests {
    typealias S = HistorySamples

    static let slow = S.id("UploadTests", "testLarge")
    static let key = BundleTestIdentifier(bundle: "AppPackageTests", id: slow)

    static func run(seconds: Double, at time: Double, partition: String?, retried: Bool = false) -> RunRecord {
        var record = S.run(
            [S.result(slow, retried ? [.failed, .passed] : [.passed], seconds: seconds)], at: time)
        record.selection.partition = partition
        return record
    }

    @Test(
        "a shard run moves the workers' estimate, never the partition's; an unsharded run moves both",
        arguments: [false, true])
    func shardRunsLeaveThePartitionEstimate(retried: Bool) throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        try database.record(Self.run(seconds: 2, at: 100, partition: nil, retried: retried))
        #expect(try database.planningFacts().partitionTimings.seconds[Self.key] == 2)
        for (index, partition) in ["time:1/3", "count:2/3", "hash:3/3"].enumerated() {
            try database.record(Self.run(seconds: 10, at: 200 + Double(index), partition: partition, retried: retried))
        }
        let facts = try database.planningFacts()
        #expect(facts.partitionTimings.seconds[Self.key] == 2)
        #expect(facts.timings.seconds[Self.key] == 9)  // 2 → 6 → 8 → 9
        try database.record(Self.run(seconds: 4, at: 300, partition: nil, retried: retried))
        #expect(try database.planningFacts().partitionTimings.seconds[Self.key] == 3)
    }

    @Test("a merged shard run leaves the partition estimate as recording does")
    func mergingAgrees() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = try HistoryDatabase(url: folder.appendingPathComponent("main.sqlite"))
        try main.record(Self.run(seconds: 2, at: 100, partition: nil))
        let other = try HistoryDatabase(url: folder.appendingPathComponent("other.sqlite"))
        try other.record(Self.run(seconds: 10, at: 200, partition: "time:2/2"))
        _ = try main.merge(from: folder.appendingPathComponent("other.sqlite"))
        let facts = try main.planningFacts()
        #expect(facts.partitionTimings.seconds[Self.key] == 2)
        #expect(facts.timings.seconds[Self.key] == 6)
    }
}

/// The open `time` round of each N: kept across an unsharded run, closed when all N ran.
@Suite struct HistoryPartitionRoundTests {
    typealias S = HistorySamples

    static func shard(_ index: Int, of total: Int, estimates: [BundleTestIdentifier: Double], at time: Double)
        -> RunRecord
    {
        var record = HistoryPartitionEstimateTests.run(seconds: 10, at: time, partition: "time:\(index)/\(total)")
        record.partitionRound = PartitionRound(
            total: total, fingerprint: "0000abcd", shardsRun: [index], estimates: TimingHistory(seconds: estimates))
        return record
    }

    @Test func aRoundKeepsItsEstimatesAcrossAnUnshardedRunAndClosesWhenAllShardsRan() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try HistoryDatabase(url: folder.appendingPathComponent("history.sqlite"))
        let estimates = [HistoryPartitionEstimateTests.key: 2.0]
        try database.record(Self.shard(1, of: 3, estimates: estimates, at: 100))
        try database.record(HistoryPartitionEstimateTests.run(seconds: 8, at: 150, partition: nil))
        var facts = try database.planningFacts()
        #expect(facts.partitionTimings.seconds[HistoryPartitionEstimateTests.key] == 8)
        #expect(facts.openRounds[3]?.shardsRun == [1])
        let second = try Partition(parsing: "time:2/3")
        #expect(facts.partitionTimings(for: second).seconds == estimates)
        // Shard 1 again: the next round, from the partition estimates.
        #expect(
            facts.partitionTimings(for: try Partition(parsing: "time:1/3")).seconds[HistoryPartitionEstimateTests.key]
                == 8)

        try database.record(Self.shard(2, of: 3, estimates: estimates, at: 200))
        facts = try database.planningFacts()
        #expect(facts.openRounds[3]?.shardsRun == [1, 2])
        try database.record(Self.shard(3, of: 3, estimates: estimates, at: 300))
        facts = try database.planningFacts()
        #expect(facts.openRounds[3] == nil)
        #expect(facts.partitionTimings(for: second).seconds[HistoryPartitionEstimateTests.key] == 8)
    }
}
