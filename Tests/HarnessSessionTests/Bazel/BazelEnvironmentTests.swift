import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession
import HarnessTestSupport
import Testing

@Suite("BazelEnvironment: Bazel's test protocol variables")
struct BazelEnvironmentTests {
    @Test("nothing set: not under Bazel")
    func inactive() throws {
        let bazel = try BazelEnvironment(["PATH": "/usr/bin"])
        #expect(bazel == BazelEnvironment())
        #expect(bazel.testFilters.isEmpty)
    }

    @Test("reads every variable")
    func readsAll() throws {
        let bazel = try BazelEnvironment([
            "XML_OUTPUT_FILE": "/out/test.xml", "TEST_PREMATURE_EXIT_FILE": "/out/exit",
            "TESTBRIDGE_TEST_ONLY": "M.A, M.B/testX", "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3",
            "TEST_SHARD_STATUS_FILE": "/out/shard", "TEST_TIMEOUT": "300",
        ])
        #expect(bazel.xmlOutputFile == "/out/test.xml")
        #expect(bazel.prematureExitFile == "/out/exit")
        #expect(bazel.testFilters == ["M.A", "M.B/testX"])
        #expect(bazel.shard == ShardPosition(index: 4, total: 4, source: "Bazel"))
        #expect(bazel.shardStatusFile == "/out/shard")
        #expect(bazel.testTimeout == 300)
    }

    @Test(
        "a shard pair or time-out that makes no sense is one line naming the variable",
        arguments: [
            (["TEST_TOTAL_SHARDS": "0"], "TEST_TOTAL_SHARDS=0 is not a positive whole number"),
            (["TEST_TOTAL_SHARDS": "two"], "TEST_TOTAL_SHARDS=two is not a positive whole number"),
            (
                ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"],
                "TEST_SHARD_INDEX=2 is not a whole number from 0 to 1"
            ),
            (
                ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "-1"],
                "TEST_SHARD_INDEX=-1 is not a whole number from 0 to 1"
            ),
            (["TEST_TIMEOUT": "0"], "TEST_TIMEOUT=0 is not a positive number of seconds"),
            (["TEST_TIMEOUT": "long"], "TEST_TIMEOUT=long is not a positive number of seconds"),
        ])
    func badShards(environment: [String: String], message: String) {
        #expect(throws: BazelEnvironment.Problem.self) { try BazelEnvironment(environment) }
        do {
            _ = try BazelEnvironment(environment)
        } catch {
            #expect(error.description == "read the Bazel environment: \(message)")
        }
    }

    @Test("empty values count as unset, as Bazel's own runners treat them")
    func emptyIsUnset() throws {
        let bazel = try BazelEnvironment(["XML_OUTPUT_FILE": "", "TESTBRIDGE_TEST_ONLY": "", "TEST_TOTAL_SHARDS": ""])
        #expect(bazel == BazelEnvironment())
    }

    @Test(
        "TEST_TIMEOUT leaves a margin for the interrupt's graces and the reports, a tenth of a long budget, at most 30 s",
        arguments: [(15.0, 7.5), (60, 52.5), (300, 270), (900, 870), (3600, 3570), (5, 1)])
    func deadline(testTimeout: Double, stopAfter: Double) throws {
        let configuration = RunConfiguration()  // interrupt grace 3 s, kill grace 0.5 s
        let deadline = try #require(
            try BazelEnvironment(["TEST_TIMEOUT": "\(testTimeout)"]).deadline(configuration: configuration))
        #expect(deadline.stopAfter == stopAfter)
        #expect(deadline.testTimeout(configured: 10_000) == stopAfter)
        #expect(deadline.testTimeout(configured: 0.5) == 0.5)
        #expect(try BazelEnvironment([:]).deadline(configuration: configuration) == nil)
    }

    @Test("the premature-exit marker exists from arm() to disarm()")
    func marker() throws {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("exit").path
        let marker = PrematureExitMarker(path: path)
        try marker.arm()
        #expect(FileManager.default.fileExists(atPath: path))
        marker.disarm()
        #expect(!FileManager.default.fileExists(atPath: path))
        marker.disarm()
        try PrematureExitMarker(path: nil).arm()
    }
}
