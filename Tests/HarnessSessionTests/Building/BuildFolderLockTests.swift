import Foundation
import HarnessProcess
import Testing

@testable import HarnessRunner
@testable import HarnessSession

@Suite("BuildFolderLock: where SwiftPM's lock is and who holds it")
struct BuildFolderLockTests {
    @Test(
        "the lock file is named after the scratch folder's path, in the first temporary folder set",
        arguments: [
            (["TMPDIR": "/var/t"], "/var/t/_no-such-root_app_.build.lock"),
            (["TMPDIR": "", "TEMP": "/var/e"], "/var/e/_no-such-root_app_.build.lock"),
            ([:], "/tmp/_no-such-root_app_.build.lock"),
        ])
    func lockFileName(environment: [String: String], expected: String) {
        #expect(
            BuildFolderLock(scratchPath: "/no-such-root/app/.build", environment: environment).lockFilePath == expected)
    }

    @Test("colons become underscores, as swift-tools-support-core writes them")
    func colons() {
        #expect(
            BuildFolderLock.lockFilePath(forScratch: "/no-such-root/a:b/.build", environment: [:])
                == "/tmp/_no-such-root_a_b_.build.lock")
    }

    @Test("the flock's holder wins over the PID file; a live process's PID file is the fallback, a stale one not")
    func holder() {
        let lock = BuildFolderLock(scratchPath: "/p/.build", environment: ["TMPDIR": "/t"])
        func table(flock: Int32?, recorded: Int32?, alive: Set<Int32>) -> ProcessTable {
            ProcessTable(
                flockHolder: { $0 == "/t/_p_.build.lock" ? flock : nil },
                recordedProcessID: { $0 == "/p/.build/.lock" ? recorded : nil },
                isAlive: { alive.contains($0) },
                commandLine: { "cmd \($0)" },
                parent: { $0 > 1 ? 1 : nil }
            )
        }
        #expect(
            lock.holder(in: table(flock: 10, recorded: 20, alive: [10, 20]))
                == LockHolder(processID: 10, commandLine: "cmd 10", ancestry: [1]))
        #expect(lock.holder(in: table(flock: nil, recorded: 20, alive: [20]))?.processID == 20)
        #expect(lock.holder(in: table(flock: nil, recorded: 20, alive: [])) == nil)
        #expect(lock.holder(in: table(flock: nil, recorded: nil, alive: [])) == nil)
    }

    @Test("/proc/locks: a granted exclusive FLOCK on the file's device and inode; not waiters, shared or other files")
    func procLocks() {
        let text = """
            1: POSIX  ADVISORY  WRITE 16904 fe:00:16222927 0 EOF
            2: FLOCK  ADVISORY  READ  300 fe:00:16222927 0 EOF
            3: FLOCK  ADVISORY  WRITE 17975 fe:01:16222927 0 EOF
            3: -> FLOCK  ADVISORY  WRITE 18000 fe:00:16222927 0 EOF
            4: FLOCK  ADVISORY  WRITE 17976 fe:00:16222927 0 EOF
            """
        #expect(ProcessTable.holder(inLocks: text, device: 0xfe00, inode: 16_222_927) == 17976)
        #expect(ProcessTable.holder(inLocks: text, device: 0xfe00, inode: 1) == nil)
    }

    @Test("on this machine, a flock this process takes is found with it as the holder, and its ancestry read")
    func systemTable() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("harness-lock-\(UUID().uuidString)")
            .path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(path)
        }
        #expect(ProcessTable.system.flockHolder(path) == nil)
        try #require(flock(descriptor, LOCK_EX) == 0)
        #expect(ProcessTable.system.flockHolder(path) == getpid())
        #expect(ProcessTable.system.ancestry(of: getpid()).first == getppid())
        #expect(ProcessTable.system.commandLine(getpid()).contains("xctest"))
    }

    @Test("a /proc file longer than a page is read whole: this process's maps end with its last mapping")
    func procFilesAreReadToTheirEnd() throws {
        let maps = try #require(ProcFile.text(atPath: "/proc/self/maps"))
        #expect(maps.utf8.count > 4096)
        #expect(maps.contains("[vsyscall]") || maps.contains("[vdso]"))
        #expect(maps.hasSuffix("\n"))
    }
}
