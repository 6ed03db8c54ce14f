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
        var request = request
        let output = try Descriptors.pipe()
        request.standardOutput = .descriptor(output.write)
        let pid: pid_t
        do {
            pid = try Spawner.spawn(request)
        } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        close(output.write)
        var lines: [String] = []
        LineReader.readAll(output.read) { lines.append(String($0)) }
        let status = ExitWatcher.waitBlocking(for: pid)
        return ChildRun(output: lines.joined(separator: "\n"), status: status)
    }

    /// A shell running `script`, with this process's environment.
    static func shell(_ script: String) -> SpawnRequest {
        SpawnRequest(
            executable: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    }
}
