import Foundation
import GRDB
import HarnessModel

/// The open `time` round of each shard count (``PartitionRound``): kept when a shard's run is
/// recorded, read with the planning facts. A file of this machine's, never merged: a merged
/// history's shards cut with its partition estimates, which shard runs never move.
extension HistoryDatabase {
    /// Adds a shard's run to its round: the round's shards grow when the fingerprints agree, a
    /// new round replaces the open one when they do not, and a round all N shards ran is closed.
    static func keep(_ round: PartitionRound, in db: Database) throws {
        var shards = round.shardsRun
        if let row = try Row.fetchOne(
            db, sql: "SELECT fingerprint, shards FROM partitionRound WHERE total = ?", arguments: [round.total]),
            row["fingerprint"] as String == round.fingerprint
        {
            shards.formUnion((row["shards"] as String).split(separator: ",").compactMap { Int($0) })
        }
        guard shards.count < round.total else {
            try db.execute(sql: "DELETE FROM partitionRound WHERE total = ?", arguments: [round.total])
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let estimates = String(decoding: try encoder.encode(round.estimates.seconds), as: UTF8.self)
        try db.execute(
            sql: "INSERT OR REPLACE INTO partitionRound (total, fingerprint, shards, estimates) VALUES (?, ?, ?, ?)",
            arguments: [
                round.total, round.fingerprint, shards.sorted().map(String.init).joined(separator: ","), estimates,
            ])
    }

    /// Every open round, by N; a row that cannot be read is no round (its shards start anew).
    static func openRounds(in db: Database) throws -> [Int: PartitionRound] {
        var rounds: [Int: PartitionRound] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT total, fingerprint, shards, estimates FROM partitionRound") {
            let total: Int = row["total"]
            let text: String = row["estimates"]
            // Failure ignored: an unreadable row only costs the round's progress: its shards run again.
            guard let seconds = try? JSONDecoder().decode([BundleTestIdentifier: Double].self, from: Data(text.utf8))
            else {
                continue
            }
            rounds[total] = PartitionRound(
                total: total, fingerprint: row["fingerprint"],
                shardsRun: Set((row["shards"] as String).split(separator: ",").compactMap { Int($0) }),
                estimates: TimingHistory(seconds: seconds))
        }
        return rounds
    }
}
