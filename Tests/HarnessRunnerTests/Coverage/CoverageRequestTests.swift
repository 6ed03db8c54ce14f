import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

@Suite struct CoverageRequestTests {
    @Test("every worker writes a profile of its own (%p), under the output folder; per-test adds its folder")
    func workerEnvironment() {
        let summary = CoverageRequest(mode: .summary, packageRoot: "/p")
        #expect(summary.outputDirectory == "/p/.build/harness/coverage")
        #expect(
            summary.workerEnvironment == ["LLVM_PROFILE_FILE": "/p/.build/harness/coverage/profiles/worker-%p.profraw"])
        let perTest = CoverageRequest(mode: .perTest, packageRoot: "/p", outputDirectory: "/out")
        #expect(
            perTest.workerEnvironment == [
                "LLVM_PROFILE_FILE": "/out/profiles/worker-%p.profraw", "HARNESS_COVERAGE_PER_TEST_DIR": "/out/tests",
            ])
        #expect(!perTest.listingProfilePattern.hasPrefix(perTest.profilesDirectory))
    }

    @Test(
        "the run's per-test folder reaches the worker as its bundle's, an inherited one never does; the profile file passes through"
    )
    func reachesTheWorker() {
        let request = CoverageRequest(mode: .perTest, packageRoot: "/p")
        let environment = WorkerEnvironment.make(
            inherited: ["HARNESS_COVERAGE_PER_TEST_DIR": "/stale", "LLVM_PROFILE_FILE": "/listing-%p.profraw"],
            configured: request.workerEnvironment, bundle: "PkgTests", wireDescriptor: 3, followsFilterOrder: false)
        // The bundle's own folder in the run's: its records are known to be that bundle's tests.
        #expect(environment[BundleVariable.coveragePerTestDirectory.name] == request.perTestDirectory + "/PkgTests")
        #expect(environment[BundleVariable.profileFile.name] == "/p/.build/harness/coverage/profiles/worker-%p.profraw")
        let plain = WorkerEnvironment.make(
            inherited: ["HARNESS_COVERAGE_PER_TEST_DIR": "/stale"], configured: [:], bundle: "PkgTests",
            wireDescriptor: 3,
            followsFilterOrder: false)
        #expect(plain[BundleVariable.coveragePerTestDirectory.name] == nil)
    }
}
