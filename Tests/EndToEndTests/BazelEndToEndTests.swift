import Foundation
import Testing

/// Bazel runs Harness's archives (issue 35): Debian's Bazel 4.2, offline, runs
/// `Fixtures/BazelSuite`'s archive (no dependency on Harness: the unmodified route) through
/// `Bazel/harness.bzl`, on one Bazel server and one archive for every case here
/// (``BazelWorkspace``). Three shards hold every test exactly once in their own `test.xml`;
/// each shard's outputs hold the HTML report, the run history and the attachments; the tests'
/// temporary files are in `TEST_TMPDIR` and the rule's `env` reaches them; a second run with
/// nothing changed is cached; those `test.xml` files cut time shards (`timings`);
/// `--test_filter` picks one test, a class or a Swift Testing suite; and `TEST_TIMEOUT` stops a
/// hung run in time for Harness to write its report, so Bazel says FAILED with the test named
/// rather than a bare TIMEOUT.
@Suite(.serialized) struct BazelEndToEndTests {
    static let workspace = Task { try await BazelWorkspace.make() }

    @Test("three shards: each test.xml holds its shard's cases, all 103 once; outputs kept; cached; time shards")
    func shardsOutputsAndCache() async throws {
        let workspace = try await Self.workspace.value
        let first = try await workspace.test(["//:sharded"])
        #expect(first.exitCode == 0, "\(first.diagnosis)")
        let combined = first.standardOutput + first.standardError
        #expect(combined.contains("//:sharded") && combined.contains("PASSED"), "\(first.diagnosis)")
        #expect(!combined.contains("(cached) PASSED"), "the first run of a fresh output root cannot be cached")

        var seen: [String] = []
        var receiptShard: URL?
        for shard in 1...3 {
            let logs = workspace.logs("sharded", shard: shard)
            let xml = try BazelTestXML(contentsOf: logs.appendingPathComponent("test.xml"))
            #expect(!xml.ids.isEmpty, "shard \(shard) of 3 ran no test")
            #expect(
                xml.cases.allSatisfy { $0.verdict == nil }, "shard \(shard): \(xml.cases.filter { $0.verdict != nil })")
            seen += xml.ids
            if xml.ids.contains("\(BazelSuiteModel.module).ReceiptSuite/receipt()") { receiptShard = logs }
            // Harness said it understands sharding (Bazel keeps the status file it touched).
            #expect(FileManager.default.fileExists(atPath: logs.appendingPathComponent("test.shard").path))
            // Harness removed TEST_PREMATURE_EXIT_FILE when it ended (Bazel 4.2 keeps one left behind
            // as test.exited_prematurely, without failing the test).
            #expect(
                !FileManager.default.fileExists(atPath: logs.appendingPathComponent("test.exited_prematurely").path))
            let log = try String(contentsOf: logs.appendingPathComponent("test.log"), encoding: .utf8)
            #expect(log.contains("the run history is recorded in the test's outputs (history.sqlite)"), "\(log)")
            let outputs = try await workspace.outputNames(in: logs)
            #expect(outputs.contains("report.html"), "shard \(shard)'s outputs: \(outputs)")
            #expect(outputs.contains("history.sqlite"), "shard \(shard)'s outputs: \(outputs)")
        }
        #expect(seen.count == BazelSuiteModel.tests.count, "a test ran in two shards, or one in none")
        #expect(Set(seen) == BazelSuiteModel.tests)

        // The attachment is among the outputs of the shard that ran its test, and that test's
        // process kept its temporary files in Bazel's TEST_TMPDIR (the sandbox's), not /tmp.
        let logs = try #require(receiptShard, "no shard ran ReceiptSuite/receipt()")
        let outputs = try await workspace.outputNames(in: logs)
        let attachment = try #require(
            outputs.first { $0.hasPrefix("attachments/") && $0.hasSuffix("receipt.txt") }, "outputs: \(outputs)")
        let receipt = try await workspace.output(attachment, in: logs).split(separator: "\n").map(String.init)
        #expect(receipt.first == "balance 1234")
        let temporary = receipt.first { $0.hasPrefix("TMPDIR=") }.map { String($0.dropFirst("TMPDIR=".count)) }
        let bazelTemporary = receipt.first { $0.hasPrefix("TEST_TMPDIR=") }.map {
            String($0.dropFirst("TEST_TMPDIR=".count))
        }
        #expect(bazelTemporary?.isEmpty == false, "\(receipt)")
        #expect(temporary.map { !$0.isEmpty && $0.hasPrefix(bazelTemporary ?? "?") } == true, "\(receipt)")
        #expect(receipt.contains("BAZEL_SUITE_NOTE=from the rule's env"), "\(receipt)")

        let report = try await workspace.output("report.html", in: logs)
        #expect(report.contains("receipt()"))

        let second = try await workspace.test(["//:sharded"])
        #expect(second.exitCode == 0, "\(second.diagnosis)")
        #expect((second.standardOutput + second.standardError).contains("(cached) PASSED"), "\(second.diagnosis)")

        // Those three test.xml files, as an earlier run's, cut time shards (`timings`).
        let timings = workspace.folder.appendingPathComponent("timings")
        try FileManager.default.createDirectory(at: timings, withIntermediateDirectories: true)
        for shard in 1...3 {
            try FileManager.default.copyItem(
                at: workspace.logs("sharded", shard: shard).appendingPathComponent("test.xml"),
                to: timings.appendingPathComponent("shard-\(shard).xml"))
        }
        let timed = try await workspace.test(["//:timed"])
        #expect(timed.exitCode == 0, "\(timed.diagnosis)")
        for shard in 1...3 {
            let log = try String(
                contentsOf: workspace.logs("timed", shard: shard).appendingPathComponent("test.log"), encoding: .utf8)
            #expect(log.contains("Partition time:\(shard)/3"), "\(log)")
        }
        let timedIDs = try workspace.shardIDs("timed").flatMap { $0 }
        #expect(timedIDs.count == BazelSuiteModel.tests.count && Set(timedIDs) == BazelSuiteModel.tests)
    }

    @Test(
        "--test_filter runs one test, a class, or a Swift Testing suite, and test.xml holds exactly those",
        arguments: [
            (
                "\(BazelSuiteModel.module).Ledger03Tests/testPost2",
                ["\(BazelSuiteModel.module).Ledger03Tests/testPost2"]
            ),
            (
                "\(BazelSuiteModel.module).Ledger11Tests",
                BazelSuiteModel.tests(ofClass: "\(BazelSuiteModel.module).Ledger11Tests")
            ),
            ("\(BazelSuiteModel.module).BalanceSuite", BazelSuiteModel.balanceSuite),
        ])
    func filter(filter: String, expected: [String]) async throws {
        let workspace = try await Self.workspace.value
        let run = try await workspace.test(["//:whole", "--test_filter=\(filter)"])
        #expect(run.exitCode == 0, "\(run.diagnosis)")
        let xml = try BazelTestXML(contentsOf: workspace.logs("whole").appendingPathComponent("test.xml"))
        #expect(xml.ids.sorted() == expected.sorted())
        let log = try String(contentsOf: workspace.logs("whole").appendingPathComponent("test.log"), encoding: .utf8)
        #expect(log.contains("the run history is off (kept in TEST_TMPDIR, which Bazel discards)"), "\(log)")
    }

    @Test("TEST_TIMEOUT: a hung test is stopped in time for the report, Bazel says FAILED, the test is named")
    func timeout() async throws {
        let workspace = try await Self.workspace.value
        let run = try await workspace.test([
            "//:whole", "--test_filter=\(BazelSuiteModel.module).ReceiptSuite", "--test_env=BAZEL_SUITE_HANG=1",
            "--test_timeout=15",
        ])
        let combined = run.standardOutput + run.standardError
        #expect(run.exitCode == 3, "\(run.diagnosis)")  // bazel: the build was fine, a test failed
        #expect(combined.contains("FAILED") && !combined.contains("TIMEOUT"), "\(run.diagnosis)")
        let logs = workspace.logs("whole")
        let log = try String(contentsOf: logs.appendingPathComponent("test.log"), encoding: .utf8)
        #expect(
            log.contains("harness: stopping the run at 7.5 s of Bazel's TEST_TIMEOUT of 15 s"), "\(log)")
        let xml = try BazelTestXML(contentsOf: logs.appendingPathComponent("test.xml"))
        let hung = xml.cases.first { $0.id == "\(BazelSuiteModel.module).ReceiptSuite/waitsWhenAsked()" }
        #expect(hung != nil && hung?.verdict != nil, "\(xml.cases)")
        #expect(xml.cases.contains { $0.id == "\(BazelSuiteModel.module).ReceiptSuite/receipt()" && $0.verdict == nil })
        #expect(!FileManager.default.fileExists(atPath: logs.appendingPathComponent("test.exited_prematurely").path))
    }
}
