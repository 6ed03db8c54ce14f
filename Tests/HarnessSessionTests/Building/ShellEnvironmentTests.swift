import Foundation
import HarnessTestSupport
import Testing

@testable import HarnessSession

/// SwiftPM compiles a package's plugins again whenever the environment of the command differs
/// from the last one's, so Harness starts `swift build` with the environment the user's shell
/// gave `swift test`.
@Suite("ShellEnvironment: swift build starts with the environment a shell gives it")
struct ShellEnvironmentTests {
    @Test("_ names the command and PWD the package's folder; every other variable is the caller's")
    func underscoreAndFolderAreTheShells() {
        let caller = ["_": "/usr/local/bin/harness", "PWD": "/home/me", "PATH": "/usr/bin", "HOME": "/home/me"]
        let shell = ShellEnvironment.forCommand("/opt/swift/usr/bin/swift", in: "/work/app", from: caller)
        #expect(shell == ["_": "/opt/swift/usr/bin/swift", "PWD": "/work/app", "PATH": "/usr/bin", "HOME": "/home/me"])
    }

    @Test("the caller's PWD is kept when it names the package's folder through a symbolic link")
    func theUsersSpellingOfTheFolderIsKept() throws {
        let folder = try TemporaryFolder("shell-environment")
        defer { folder.remove() }
        let real = URL(fileURLWithPath: folder.path).appendingPathComponent("real")
        let link = URL(fileURLWithPath: folder.path).appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let shell = ShellEnvironment.forCommand("/usr/bin/swift", in: real.path, from: ["PWD": link.path])
        #expect(shell["PWD"] == link.path)
        let elsewhere = ShellEnvironment.forCommand("/usr/bin/swift", in: real.path, from: ["PWD": folder.path])
        #expect(elsewhere["PWD"] == real.path)
    }
}
