import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A launched program gets its three streams and the ready channel, nothing else the test
/// process holds open without close-on-exec (a runner's pipe, say).
@Suite struct DescriptorInheritanceTests {
    @Test func aDescriptorTheTestInheritedIsNotPassedOn() async throws {
        var pair: [Int32] = [0, 0]
        #expect(pipe(&pair) == 0)  // no close-on-exec: what a runner's inherited pipe looks like
        defer { for descriptor in pair { close(descriptor) } }
        let run = try await shell("ls /proc/self/fd | sort -n | tr '\\n' ' '").run()
        let open = run.standardOutput.split(separator: " ").compactMap { Int32($0) }
        #expect(!open.contains(pair[1]), "\(run.standardOutput)")
        #expect(!open.contains(pair[0]), "\(run.standardOutput)")
        #expect(open.prefix(4) == [0, 1, 2, 3], "\(run.standardOutput)")
    }
}
