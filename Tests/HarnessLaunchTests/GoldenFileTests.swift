import Foundation
import HarnessLaunch
import HarnessWire
import Testing

/// Golden files: recorded under the record switch, compared otherwise, a mismatch shown as a
/// line diff naming the file.
@Suite struct GoldenFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-golden-\(UUID())")

    @Test func recordsThenComparesThenShowsADiff() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GoldenFile(url: folder.appendingPathComponent("help.txt"))
        let missing = #expect(throws: GoldenFile.Mismatch.self) { try golden.check("a\n", environment: [:]) }
        #expect(missing?.description == "no golden file \(golden.url.path); record it with HARNESS_RECORD=1")

        try golden.check("a\nb\nc\n", environment: [LaunchVariable.recordGoldenFiles.name: "1"])
        try golden.check("a\nb\nc\n", environment: [:])
        let differs = #expect(throws: GoldenFile.Mismatch.self) { try golden.check("a\nB\nc\nd", environment: [:]) }
        #expect(
            differs?.description
                == "the output differs from \(golden.url.path) (- expected, + actual; HARNESS_RECORD=1 records it):\n"
                + "  a\n- b\n+ B\n  c\n+ d⏎ (no newline at end)")
    }

    @Test("a golden file that is there but cannot be read says so, not that it is missing")
    func anUnreadableGoldenFileIsNamedAsSuch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GoldenFile(url: folder.appendingPathComponent("help.txt"))
        // A folder where the file should be: it exists, and reading it as text fails.
        try FileManager.default.createDirectory(at: golden.url, withIntermediateDirectories: true)
        let unreadable = #expect(throws: GoldenFile.Mismatch.self) { try golden.check("a\n", environment: [:]) }
        #expect(unreadable?.description.hasPrefix("cannot read the golden file \(golden.url.path): ") == true)
    }
}
