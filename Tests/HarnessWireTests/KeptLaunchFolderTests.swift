import Foundation
import HarnessWire
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where a test process keeps a failing test's launch folders, computed alike by the launcher
/// (from itself) and the runner (from the worker it spawned), and which test a folder is for.
@Suite struct KeptLaunchFolderTests {
    static let crash = TestIdentifier(module: "FunctionalTests", className: "BeaconTests", method: "crash()")
    static let xctest = TestIdentifier(module: "FunctionalTests", className: "ChatterTests", method: "testCrash")

    @Test func theBaseIsTheUsersLaunchFolderElseTheTemporaryFolders() {
        #expect(KeptLaunchFolder.base(environment: [:]) == "/tmp/harness-launches")
        #expect(KeptLaunchFolder.base(environment: ["TMPDIR": "/scratch/"]) == "/scratch/harness-launches")
        #expect(KeptLaunchFolder.base(environment: ["TMPDIR": "/s", "HARNESS_LAUNCH_DIR": "/l"]) == "/l")
    }

    @Test func theFolderNamesTheProcessAndItsStartTime() {
        #expect(
            KeptLaunchFolder.directory(base: "/b", processIdentifier: 42, startTime: 7) == "/b/kept-42-7")
    }

    @Test func aFolderBelongsToItsFullTestIdentityOnly() {
        let recorded = KeptLaunchFolder.identity(of: Self.crash) + "\n"
        #expect(KeptLaunchFolder.belongs(recorded: recorded, to: Self.crash))
        var otherSuite = Self.crash
        otherSuite.className = "OtherTests"
        #expect(!KeptLaunchFolder.belongs(recorded: recorded, to: otherSuite))
        var otherModule = Self.crash
        otherModule.module = "Other"
        #expect(!KeptLaunchFolder.belongs(recorded: recorded, to: otherModule))
        #expect(!KeptLaunchFolder.belongs(recorded: "crash()", to: Self.crash))
    }

    @Test func anXCTestNameMatchesItsClassAndMethod() {
        #expect(KeptLaunchFolder.belongs(recorded: "ChatterTests.testCrash", to: Self.xctest))
        #expect(KeptLaunchFolder.belongs(recorded: "FunctionalTests.ChatterTests/testCrash()", to: Self.xctest))
        #expect(!KeptLaunchFolder.belongs(recorded: "BeaconTests.testCrash", to: Self.xctest))
        #expect(!KeptLaunchFolder.belongs(recorded: "testCrash", to: Self.xctest))
    }
}
