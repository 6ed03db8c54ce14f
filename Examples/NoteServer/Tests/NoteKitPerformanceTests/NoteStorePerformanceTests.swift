import XCTest
import NoteKit

/// Performance tests: what the store's hot paths cost, measured the XCTest way (`measure`,
/// ten iterations, average and standard deviation; `harness baseline record` keeps a baseline
/// per machine configuration).
///
/// A library bundle of its own, so the numbers carry no host launch and no other bundle's
/// set-up: run it alone with `harness test --package-path Examples/NoteServer NoteKitPerformanceTests`.
final class NoteStorePerformanceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("NoteKitPerformanceTests-\(UUID().uuidString)")
        // Migrated once here, so the measured block opens a current store (the common case).
        _ = try NoteStore.openAndMigrate(at: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Opening an already migrated store: reading and decoding its notes.
    func testOpeningACurrentStore() throws {
        measure {
            XCTAssertEqual((try? NoteStore.openAndMigrate(at: folder))?.notes.count, NoteStore.sampleCount)
        }
    }

    /// Summaries of every note, as the notes API's index page lists them.
    func testSummariesOfEveryNote() throws {
        let notes = try NoteStore.openAndMigrate(at: folder).notes
        measure(metrics: [XCTClockMetric(), XCTCPUMetric()]) {
            XCTAssertEqual(notes.map(\.summary).count, NoteStore.sampleCount)
        }
    }
}
