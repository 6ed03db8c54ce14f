import Foundation
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// Per-test coverage reads its functions from the objects SwiftPM linked into each bundle, less
/// Harness's own modules', and from the bundles whenever that list cannot be trusted.
struct CoverageFunctionObjectsTests {
    /// A build folder with `PTests.xctest` and its link file list naming `objects` (created).
    static func folder(objects: [String], listed: [String]? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-objects-\(UUID())").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(root)/PTests.product", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: "\(root)/PTests.xctest"))
        for object in objects {
            let path = "\(root)/\(object)"
            try manager.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        let lines = (listed ?? objects).map { $0.contains(" ") ? "'\(root)/\($0)'" : "\(root)/\($0)" }
        try Data(lines.joined(separator: "\n").utf8).write(
            to: URL(fileURLWithPath: "\(root)/PTests.product/Objects.LinkFileList"))
        return root
    }

    @Test func harnessModulesAreLeftOutAndTheRestKeptInOrder() throws {
        let objects = [
            "XCTest.build/XCTestCase.swift.o", "Lib.build/Math.swift.o", "HarnessWire.build/Event.swift.o",
            "CXCTestSupport.build/Coverage.c.o", "My Lib.build/a b.swift.o", "LibTests.build/MathTests.swift.o",
            "AppHost.build/Application.swift.o", "HarnessBaselines.build/Baseline.swift.o",
        ]
        let root = try Self.folder(objects: objects)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = CoverageFunctionObjects.objects(linkedInto: ["\(root)/PTests.xctest"])
        #expect(
            found == [
                "\(root)/Lib.build/Math.swift.o", "\(root)/My Lib.build/a b.swift.o",
                "\(root)/LibTests.build/MathTests.swift.o",
            ])
    }

    @Test func aMissingListOrObjectMeansTheBundlesAreRead() throws {
        let root = try Self.folder(objects: ["Lib.build/Math.swift.o"], listed: ["Lib.build/Math.swift.o", "Gone.o"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CoverageFunctionObjects.objects(linkedInto: ["\(root)/PTests.xctest"]) == nil)
        #expect(CoverageFunctionObjects.objects(linkedInto: ["\(root)/Other.xctest"]) == nil)
        #expect(CoverageFunctionObjects.unquoted(#"'/p/it'\''s.o'"#) == "/p/it's.o")
    }
}
