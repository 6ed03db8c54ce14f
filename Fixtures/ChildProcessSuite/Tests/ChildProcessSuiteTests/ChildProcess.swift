import Foundation

/// One run of this test executable in a child process, as crash tests do it: the executable
/// this process was started as, one test's name, and a role in the environment.
struct ChildProcess {
    var reason: Process.TerminationReason
    var status: Int32
    /// Standard output and error together.
    var output: String

    /// Runs `test` (`Module.Class/method`) in a child with `role` and `extraEnvironment`, and
    /// waits for it.
    static func run(test: String, role: String, extraEnvironment: [String: String] = [:]) throws -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = [test]
        var environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
        environment[ChildRoleTests.roleVariable] = role
        // A crash should not spend seconds symbolicating.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildProcess(
            reason: process.terminationReason, status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self))
    }
}
