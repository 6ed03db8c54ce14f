import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessSession

/// An archive runs where it was built for: another Harness layout or wire format, another
/// platform or another Swift runtime is one line naming both sides.
struct ArchiveManifestTests {
    static let here = ArchivePlatform(
        system: "Linux", architecture: "x86_64", distribution: "debian 12",
        runtime: .init(path: "/opt/swift/usr/lib/swift/linux/libswiftCore.so", size: 100))

    static func manifest(_ configure: (inout ArchiveManifest) -> Void = { _ in }) -> ArchiveManifest {
        var manifest = ArchiveManifest(
            platform: here, swiftVersion: "Swift version 6.3.1", packageRoot: "/build/app", toolchainXCTest: false,
            bundles: ["AppPackageTests.xctest"], executables: [], sharedLibraries: [], hasHistory: false,
            createdAt: Date(timeIntervalSince1970: 0))
        configure(&manifest)
        return manifest
    }

    @Test("the same platform and runtime run it")
    func samePlatform() {
        #expect(Self.manifest().mismatch(with: Self.here) == nil)
    }

    @Test(
        "another architecture, distribution or runtime names both machines",
        arguments: [
            (
                ArchivePlatform(system: "Linux", architecture: "aarch64", distribution: "debian 12"),
                "it was built on Linux x86_64 (debian 12) with Swift version 6.3.1, and this machine is Linux aarch64 "
                    + "(debian 12): run it on a machine like the one that built it"
            ),
            (
                ArchivePlatform(system: "Linux", architecture: "x86_64", distribution: "ubuntu 24.04"),
                "and this machine is Linux x86_64 (ubuntu 24.04)"
            ),
            (
                ArchivePlatform(
                    system: "Linux", architecture: "x86_64", distribution: "debian 12",
                    runtime: .init(path: "/opt/swift/usr/lib/swift/linux/libswiftCore.so", size: -1)),
                "no Swift runtime at /opt/swift/usr/lib/swift/linux/libswiftCore.so (the build machine's is 100 bytes)"
            ),
        ])
    func otherPlatform(machine: ArchivePlatform, words: String) throws {
        let line = try #require(Self.manifest().mismatch(with: machine))
        #expect(line.contains(words), "\(line)")
    }

    @Test("another archive or wire format names both versions")
    func otherFormat() throws {
        let line = try #require(Self.manifest { $0.wireVersion = WireFormat.version + 1 }.mismatch(with: Self.here))
        #expect(line.contains("wire format \(WireFormat.version + 1)"))
        #expect(line.contains("this harness reads archive format 2 and wire format \(WireFormat.version)"))
    }

    @Test("ldd's lines: the system's and the Swift runtime's libraries stay, every other one is carried")
    func sharedLibraries() throws {
        let text = """
            \tlinux-vdso.so.1 (0x00007ffd)
            \tlibHarnessXCTest.so => /h/.build-harness-lib/k/lib/libHarnessXCTest.so (0x00007f01)
            \tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x00007f02)
            \tlibFoundation.so => /opt/swift/usr/lib/swift/linux/libFoundation.so (0x00007f03)
            \tlibPlugin.so => /p/.build/debug/libPlugin.so (0x00007f04)
            \tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f05)
            \tlibsqlite3.so.0 => /usr/lib/x86_64-linux-gnu/libsqlite3.so.0 (0x00007f06)
            \t/lib64/ld-linux-x86-64.so.2 (0x00007f07)
            """
        let libraries = try SharedLibraries.parse(text, binary: "B.xctest")
        #expect(
            libraries.carried == ["/h/.build-harness-lib/k/lib/libHarnessXCTest.so", "/p/.build/debug/libPlugin.so"])
        #expect(libraries.runtime == "/opt/swift/usr/lib/swift/linux/libswiftCore.so")
        #expect(throws: HarnessFailure.self) {
            try SharedLibraries.parse("\tlibGone.so => not found\n", binary: "B.xctest")
        }
    }

    @Test("--workspace-remap moves the build machine's paths, and only those")
    func remap() {
        let remap = SourcePathRemap(from: "/build/app/", to: "/ci/app")
        #expect(remap.path("/build/app/Tests/T/A.swift") == "/ci/app/Tests/T/A.swift")
        #expect(remap.path("/build/application/A.swift") == "/build/application/A.swift")
        let issue = IssueRecord(
            kind: .assertionFailure, description: "x", location: SourceLocation(file: "/build/app/T.swift", line: 3))
        let result = TestResult(
            id: TestIdentifier(module: "M", className: "A", method: "t"), bundle: "B",
            attempts: [TestAttempt(number: 1, status: .failed, duration: 0, issues: [issue])])
        let moved = remap.event(.testFinished(result))
        guard case .testFinished(let finished) = moved else {
            Issue.record("expected testFinished, got \(moved)")
            return
        }
        #expect(finished.attempts.first?.issues.first?.location?.file == "/ci/app/T.swift")
    }
}
