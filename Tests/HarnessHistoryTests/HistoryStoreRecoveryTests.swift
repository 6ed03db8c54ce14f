import Foundation
import HarnessHistory
import HarnessModel
import HarnessTestSupport
import Testing

/// A history file that cannot be used costs a notice and a fresh file, never the run.
@Suite struct HistoryStoreRecoveryTests {
    typealias S = HistorySamples

    /// Notices collected from a store.
    final class Notices: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [RunnerNotice] = []
        func add(_ notice: RunnerNotice) { lock.withLock { stored.append(notice) } }
        var all: [RunnerNotice] { lock.withLock { stored } }
        var lines: [String] { all.map(\.text) }
    }

    /// Records into `file` through a store, then checks the notice, the kept file and the
    /// fresh one.
    func expectRecovery(of file: URL, in folder: URL, saying words: String) throws {
        let notices = Notices()
        let store = HistoryStore(url: file) { notices.add($0) }
        let recorded = store.record(S.run([S.result(S.id("MathTests", "testAdd"), [.failed])], at: 500))
        #expect(recorded)
        #expect(notices.lines.count == 1)
        #expect(notices.lines.first?.contains(words) == true, "\(notices.lines)")
        #expect(notices.all.first?.kind == .historySetAside)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(".unusable-") && !$0.hasSuffix("-wal")
        }
        #expect(kept.count == 1)
        let fresh = try HistoryDatabase(url: file, readOnly: true).planningFacts()
        #expect(fresh.failing == [.named("AppPackageTests/AppTests.MathTests/testAdd")])
    }

    @Test func aTruncatedFileIsKeptAsideAndAFreshOneRecords() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.sqlite")
        let database = try HistoryDatabase(url: file)
        let tests = (0..<400).map { S.result(S.id("BigTests", "test\($0)"), [.passed]) }
        try database.record(S.run(tests, at: 100))
        try database.checkpoint()
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 3).write(to: file)
        try expectRecovery(of: file, in: folder, saying: "is not a readable database")
    }

    @Test func aFileThatIsNotADatabaseIsKeptAside() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.sqlite")
        try Data(repeating: 0x41, count: 8192).write(to: file)
        try expectRecovery(of: file, in: folder, saying: "is not a readable database")
    }

    @Test func aFileFromANewerSchemaIsKeptAside() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.sqlite")
        try HistoryDatabase(url: file).setSchemaVersion(99)
        try expectRecovery(of: file, in: folder, saying: "newer harness (schema 99")
    }

    @Test func aFolderThatCannotHoldTheFileIsANoticeNotAFailure() throws {
        let folder = try S.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let notices = Notices()
        let store = HistoryStore(url: blocker.appendingPathComponent("history.sqlite")) { notices.add($0) }
        #expect(store.record(S.run([], at: 1)) == false)
        #expect(store.planningFacts() == HistoryFacts())
        #expect(notices.lines.count == 2)
        #expect(notices.all.allSatisfy { $0.kind == .historyUnavailable })
    }
}
