import Foundation
import HarnessModel
import HarnessWire
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// The workers' per-test records, read back: an XCTest method's by its identifier, a Swift
/// Testing function's through the listing's stream identifiers, and nothing left out unsaid.
struct CoverageTestRecordsTests {
    static let method = TestIdentifier(module: "M", className: "C", method: "testA")
    static let function = TestIdentifier(module: "M", className: "S", method: "a()")
    static let streamID = "M.S/a()/S.swift:3:6"

    @Test func bothFrameworksRecordsMapToTheirTestsAndAStrangerIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-records-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines = [
            TestCoverageRecord(test: Self.method, functions: [1, 2]).line(),
            TestCoverageRecord(subject: .swiftTesting(Self.streamID), functions: [3]).line(),
            TestCoverageRecord(subject: .swiftTesting("M.Gone/b()/S.swift:9:6"), functions: [4]).line(),
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: folder + "/" + TestCoverageRecord.fileName(processID: 7)))
        var notices: [RunnerNotice] = []
        let records = CoverageCollector.testRecords(
            in: folder, swiftTestingTests: [Self.streamID: Self.function], notices: &notices)
        #expect(records == [Self.method: [1, 2], Self.function: [3]])
        #expect(
            notices == [
                RunnerNotice(
                    .coverageIncomplete,
                    "coverage: left out a record of M.Gone/b()/S.swift:9:6, which this run's listing does not hold")
            ])
    }
}
