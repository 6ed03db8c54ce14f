import Foundation
import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// A child started through ``Spawner`` with its standard output on a pipe, read whole once it
/// ends: what the tests below ask children to print.
struct ChildRun {
    var output: String
    var status: WaitStatus

    static func run(_ request: SpawnRequest) throws -> ChildRun {
        var lines: [String] = []
        let status = try Spawner.runReadingLines(request) { lines.append(String($0)) }
        return ChildRun(output: lines.joined(separator: "\n"), status: status)
    }

    /// A shell running `script`, with this process's environment.
    static func shell(_ script: String) -> SpawnRequest {
        SpawnRequest(
            executable: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    }
}
