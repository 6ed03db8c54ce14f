import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// A covered run starts from empty profile folders at once, and what earlier runs left goes.
struct CoverageCollectorPrepareTests {
    @Test func theFoldersAreEmptyAtOnceAndTheOldOnesAreRemovedAfterwards() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-prepare-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let request = CoverageRequest(mode: .perTest, packageRoot: root)
        let manager = FileManager.default
        for folder in [request.profilesDirectory, request.perTestDirectory, request.listingDirectory] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for index in 0..<40 {
                try Data("old".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(index).profraw"))
            }
        }
        // What an interrupted removal of an earlier run left behind.
        let leftover = "\(request.perTestDirectory)\(CoverageCollector.staleMarker)1-deadbeef"
        try manager.createDirectory(atPath: leftover, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(leftover)/1.profraw"))

        let collector = CoverageCollector(request: request, tools: CoverageTools(profdata: "", cov: ""))
        try collector.prepare()
        for folder in [request.profilesDirectory, request.perTestDirectory, request.listingDirectory] {
            #expect(try manager.contentsOfDirectory(atPath: folder).isEmpty, "\(folder)")
        }
        let deadline = Date().addingTimeInterval(30)
        var stale = CoverageCollector.files(in: request.outputDirectory, containing: CoverageCollector.staleMarker)
        while !stale.isEmpty, Date() < deadline {
            usleep(10_000)
            stale = CoverageCollector.files(in: request.outputDirectory, containing: CoverageCollector.staleMarker)
        }
        #expect(stale.isEmpty, "still there: \(stale)")
        let names = try manager.contentsOfDirectory(atPath: request.outputDirectory).sorted()
        #expect(names == ["listing", "profiles", "tests"])
    }
}
