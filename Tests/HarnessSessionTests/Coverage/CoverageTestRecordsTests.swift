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
        let run = FileManager.default.temporaryDirectory.appendingPathComponent("harness-records-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: run) }
        let folder = TestCoverageRecord.folder(ofBundle: "MPackageTests", in: run)
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
            in: run, swiftTestingTests: [Self.streamID: Self.function], notices: &notices)
        #expect(
            records == [
                BundleTestIdentifier(bundle: "MPackageTests", id: Self.method): [1, 2],
                BundleTestIdentifier(bundle: "MPackageTests", id: Self.function): [3],
            ])
        #expect(
            notices == [
                RunnerNotice(
                    .coverageIncomplete,
                    "coverage: left out a record of M.Gone/b()/S.swift:9:6, which this run's listing does not hold")
            ])
    }

    @Test("each bundle's records are its own tests': the same test in two bundles is two tests")
    func recordsAreKeptWithTheirBundle() throws {
        let run = FileManager.default.temporaryDirectory.appendingPathComponent("harness-records-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: run) }
        for (bundle, functions) in [("OneTests", [UInt64(1)]), ("TwoTests", [2, 3])] {
            let folder = TestCoverageRecord.folder(ofBundle: bundle, in: run)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data((TestCoverageRecord(test: Self.method, functions: functions).line() + "\n").utf8)
                .write(to: URL(fileURLWithPath: folder + "/" + TestCoverageRecord.fileName(processID: 7)))
        }
        var notices: [RunnerNotice] = []
        let records = CoverageCollector.testRecords(in: run, swiftTestingTests: [:], notices: &notices)
        #expect(
            records == [
                BundleTestIdentifier(bundle: "OneTests", id: Self.method): [1],
                BundleTestIdentifier(bundle: "TwoTests", id: Self.method): [2, 3],
            ])
        #expect(notices.isEmpty)
    }
}
