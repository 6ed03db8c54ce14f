import Foundation
import HarnessModel
import HarnessTestSupport
import Testing

@testable import HarnessSession

/// The session's environment is the only one it reads: a variable given to the session, and
/// not to this process, decides which `swift` builds and reaches what that `swift` runs with.
@Suite struct SessionEnvironmentTests {
    /// A variable this test process does not have.
    static let mark = "HARNESS_SESSION_ENVIRONMENT_MARK"

    @Test("SWIFT and a variable given to the session, not to this process, are what the build runs with")
    func theSessionsEnvironmentBuilds() throws {
        #expect(ProcessInfo.processInfo.environment[Self.mark] == nil)
        let folder = try TemporaryFolder("session-environment")
        defer { folder.remove() }
        let package = "\(folder.path)/Package"
        try folder.write("// swift-tools-version:5.9\n", to: "Package/Package.swift")
        // A `swift` that says how it was run, then fails: the session stops at its first call.
        let invocations = "\(folder.path)/invocations"
        try folder.write(
            "#!/bin/sh\necho \"$\(Self.mark) $*\" >> '\(invocations)'\necho 'error: not a toolchain' >&2\nexit 1\n",
            to: "toolchain/swift")
        let swift = "\(folder.path)/toolchain/swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)

        var settings = SessionSettings(
            packageRoot: package, environment: ["SWIFT": swift, "PATH": "/usr/bin:/bin", Self.mark: "session"])
        settings.write = { _ in }
        #expect(settings.swift == swift)
        let session = try TestSession(settings)
        session.buildProgress = BuildProgress(isTerminal: false) { _ in }
        #expect(throws: HarnessFailure.self) { try session.run(.requested, reporter: ReporterFanOut([])) }

        let lines = try String(contentsOfFile: invocations, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "session package --package-path \(package) dump-package")
    }

    @Test("without SWIFT, the swift on the session's PATH builds")
    func theSessionsPathFindsSwift() throws {
        let folder = try TemporaryFolder("session-path")
        defer { folder.remove() }
        try folder.write("#!/bin/sh\n", to: "bin/swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder.path)/bin/swift")
        let settings = SessionSettings(packageRoot: folder.path, environment: ["PATH": "/nowhere:\(folder.path)/bin"])
        #expect(settings.swift == "\(folder.path)/bin/swift")
        var chosen = settings
        chosen.build.swift = "/opt/other/swift"
        #expect(chosen.swift == "/opt/other/swift")
    }
}
