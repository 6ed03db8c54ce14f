import Foundation
import HarnessProcess
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `/proc` files read whole, however many pages procfs hands them out in.
struct ProcFileTests {
    @Test("a procfs file longer than a page is read to its end, where Foundation's one-shot read stops at 4 KiB")
    func aLongProcFileIsReadWhole() throws {
        // Enough mappings that /proc/self/maps is several pages long.
        let mapped = (0..<64).compactMap { _ in
            mmap(nil, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0).flatMap { $0 == MAP_FAILED ? nil : $0 }
        }
        defer { for region in mapped { munmap(region, 4096) } }
        let whole = try #require(ProcFile.contents(atPath: "/proc/self/maps"))
        #expect(whole.count > 8192)
        #expect(whole.last == UInt8(ascii: "\n"))
        let oneShot = FileManager.default.contents(atPath: "/proc/self/maps") ?? Data()
        #expect(oneShot.count < whole.count, "Foundation reads \(oneShot.count) bytes of \(whole.count)")
    }

    @Test func aFileThatCannotBeOpenedIsNil() {
        #expect(ProcFile.contents(atPath: "/proc/-1/stat") == nil)
        #expect(ProcFile.text(atPath: "/nonexistent/file") == nil)
    }

    @Test("a process's start time tells a reused identifier apart, and its parent is the one /proc says")
    func startTimeAndParent() throws {
        let started = try #require(ProcFile.startTime(of: getpid()))
        #expect(started > 0)
        #expect(ProcFile.startTime(of: getppid()).map { $0 <= started } == true)
        #expect(ProcFile.startTime(of: -1) == nil)
        #expect(ProcFile.parent(of: getpid()) == getppid())
    }
}
