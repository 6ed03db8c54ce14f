import Foundation
import HarnessProcess
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every watched child is reported once, with how it ended, by one thread for all of them.
struct ExitWatcherTests {
    @Test func manyChildrenAreEachReportedOnceWithTheirStatus() async throws {
        let count = 60
        let reports = Mutex<[pid_t: [WaitStatus]]>([:])
        var expected: [pid_t: Int32] = [:]
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let remaining = Mutex(count)
            for index in 0..<count {
                // Some end at once, some after their siblings were watched.
                let pause = index % 3 == 0 ? "sleep 0.2; " : ""
                let request = SpawnRequest(
                    executable: "/bin/sh", arguments: ["-c", "\(pause)exit \(index % 7)"], environment: [:])
                guard let pid = try? Spawner.spawn(request) else { continue }
                expected[pid] = Int32(index % 7)
                ExitWatcher.shared.watch(pid) { status in
                    reports.withLock { $0[pid, default: []].append(status) }
                    if remaining.withLock({ value in
                        value -= 1
                        return value == 0
                    }) {
                        done.resume()
                    }
                }
            }
        }
        #expect(expected.count == count)
        let seen = reports.withLock { $0 }
        #expect(seen.mapValues { $0.map(\.exitCode) } == expected.mapValues { [$0] })
        // One thread watched them all.
        #expect(Self.threads(named: ExitWatcher.threadName) == 1)
    }

    @Test func aChildEndedByASignalIsReportedSo() async throws {
        let pid = try Spawner.spawn(SpawnRequest(executable: "/bin/sleep", arguments: ["30"], environment: [:]))
        let status = await withCheckedContinuation { continuation in
            ExitWatcher.shared.watch(pid) { continuation.resume(returning: $0) }
            kill(pid, SIGKILL)
        }
        #expect(status.signal == SIGKILL)
        #expect(status.exitCode == nil)
        #expect(status.shellStatus == 128 + SIGKILL)
    }

    @Test func aChildAlreadyEndedIsReportedAtOnce() async throws {
        let pid = try Spawner.spawn(SpawnRequest(executable: "/bin/true", environment: [:]))
        // Ended (a zombie) before it is watched.
        var info = siginfo_t()
        _ = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
        let status = await withCheckedContinuation { continuation in
            ExitWatcher.shared.watch(pid) { continuation.resume(returning: $0) }
        }
        #expect(status.exitCode == 0)
    }

    /// How many of this process's threads bear `name` (the kernel keeps 15 characters).
    static func threads(named name: String) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.count { task in
            guard let file = FileHandle(forReadingAtPath: "/proc/self/task/\(task)/comm"),
                let data = try? file.readToEnd()
            else { return false }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines) == name
        }
    }
}
