import Testing

/// The Harness-built bundle runs on Harness alone: the toolchain's `libXCTest.so` is not
/// among the libraries it loads. The toolchain build is the control that shows the check
/// can see the library when it is there.
@Suite("The Harness bundle does not link the toolchain's XCTest")
struct LinkageTests {
    @Test("ldd lists libXCTest.so for the toolchain build only", arguments: FixtureVariant.allCases)
    func linkedLibraries(variant: FixtureVariant) async throws {
        let fixture = try await BuiltFixture.basic(variant)
        let result = try await CommandRunner.run(tool: "ldd", arguments: [fixture.bundle.path])
        #expect(result.exitCode == 0, "\(result.diagnosis)")
        let linksToolchainXCTest = result.outputLines.contains { $0.contains("libXCTest.so") }
        #expect(linksToolchainXCTest == (variant == .toolchain), "\(result.standardOutput)")
    }
}
