import Foundation
import HarnessModel
import Testing

@testable import HarnessRunner
@testable import HarnessSession

@Suite("BuildLockWatch: a SwiftPM command never waits on its lock silently")
struct BuildLockWatchTests {
    /// Collects what the watch writes.
    final class Lines: @unchecked Sendable {
        // @unchecked: `lines` is read and written under `lock` only.
        private let lock = NSLock()
        private var lines: [RunnerNotice] = []
        func append(_ line: RunnerNotice) { lock.withLock { lines.append(line) } }
        var all: [RunnerNotice] { lock.withLock { lines } }
    }

    /// A machine where `holder` (nil: nobody) holds `/t/_p_.build.lock`, with this process's
    /// real ID started by 400, started by 1.
    func watch(holder: Int32?, lines: Lines) -> BuildLockWatch {
        let own = getpid()
        let table = ProcessTable(
            flockHolder: { $0 == "/t/_p_.build.lock" ? holder : nil },
            recordedProcessID: { _ in nil },
            isAlive: { _ in true },
            commandLine: { "swift-package --allow-writing-to-package-directory harness test \($0)" },
            parent: { [400: 1, 4242: 1][$0] ?? ($0 == own ? 400 : nil) }
        )
        return BuildLockWatch(
            lock: BuildFolderLock(scratchPath: "/p/.build", environment: ["TMPDIR": "/t"]), table: table
        ) { lines.append($0) }
    }

    @Test("held by another process: the notice is written before the command starts")
    func noticeBeforeStart() throws {
        let lines = Lines()
        let seenAtStart = try watch(holder: 4242, lines: lines).run { () throws(PackageBuilder.Failure) in lines.all }
        #expect(seenAtStart.count == 1)
        #expect(
            seenAtStart.first?.text.hasPrefix(
                "Waiting for SwiftPM's lock on '/p/.build', held by PID 4242 (swift-package") == true)
        #expect(seenAtStart.first?.kind == .buildLockWait)
    }

    @Test("held by harness's own parent: an error, and the command never starts")
    func ancestorIsAnError() {
        let lines = Lines()
        var started = false
        #expect(throws: PackageBuilder.Failure.self) {
            try watch(holder: 400, lines: lines).run { () throws(PackageBuilder.Failure) in started = true }
        }
        #expect(!started)
    }

    @Test("free: nothing is said and the command's result comes back")
    func free() throws {
        let lines = Lines()
        #expect(try watch(holder: nil, lines: lines).run { () throws(PackageBuilder.Failure) in 42 } == 42)
        #expect(lines.all.isEmpty)
    }
}
