import Foundation
import HarnessProcess
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A helper process run to its end: its status, its output, where it ran, and in which group.
/// (Moved with ``ProcessOutput`` from HarnessRunnerTests.)
struct ProcessOutputTests {
    @Test func statusAndBothStreamsComeBack() throws {
        let output = try ProcessOutput.run("/bin/sh", arguments: ["-c", "printf out; printf err >&2; exit 7"])
        #expect(output.status == 7)
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "out")
        #expect(output.standardError == "err")
    }

    @Test func aSignalIsTheShellsStatus() throws {
        let output = try ProcessOutput.run("/bin/sh", arguments: ["-c", "kill -SEGV $$"])
        #expect(output.status == 128 + SIGSEGV)
    }

    @Test func itRunsWhereItIsToldWithTheEnvironmentItIsGiven() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let output = try ProcessOutput.run(
            "sh", arguments: ["-c", "pwd; echo \"$ONLY\""], workingDirectory: folder, environment: ["ONLY": "this"])
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n")
        let expected = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        #expect(lines.map(String.init) == [expected, "this"])
    }

    @Test func theChildStaysInTheRunnersProcessGroup() throws {
        // Field 5 of /proc/<pid>/stat is the process group; the shell reads its own.
        let output = try ProcessOutput.run("/bin/sh", arguments: ["-c", "cut -d' ' -f5 /proc/$$/stat"])
        let group = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(group == "\(getpgrp())")
    }

    @Test func aMissingExecutableThrowsNamingIt() {
        #expect(throws: (any Error).self) {
            try ProcessOutput.run("/nonexistent/tool", arguments: [])
        }
        #expect(ExecutablePath.resolve("sh", from: "/x").hasSuffix("/sh"))
        #expect(ExecutablePath.resolve("bin/tool", from: "/x") == "/x/bin/tool")
    }

    @Test("a bare name is looked up on the PATH of the environment given, not this process's")
    func theChildsPathFindsTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = folder.appendingPathComponent("harness-only-here").path
        try Data("#!/bin/sh\necho found\n".utf8).write(to: URL(fileURLWithPath: tool))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        let output = try ProcessOutput.run("harness-only-here", arguments: [], environment: ["PATH": folder.path])
        #expect(output.status == 0)
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "found\n")
    }
}
