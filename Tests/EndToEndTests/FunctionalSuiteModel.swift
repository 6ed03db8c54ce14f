/// The expected outcomes of `Fixtures/FunctionalSuite`: every test passes but the three that
/// fail on purpose, each with the words its failure must show (a golden diff; a crash's signal
/// and the server's last line, in each framework).
enum FunctionalSuiteModel {
    static let module = "FunctionalSuiteTests"

    /// XCTest methods of `ChatterTests` → whether they pass.
    static let xctest: [String: Bool] = [
        "testGreetMatchesGoldenFile": true, "testShoutedGreetingDiffersFromGoldenFile": false,
        "testCountReadsStandardInput": true, "testFailureGivesStatusAndStandardError": true, "testCrashIsASignal": true,
        "testStubbornToolIsKilledAfterTheGracePeriod": true, "testHangingToolIsStoppedAtItsTimeOut": true,
        "testUnknownProductNamesTheExecutables": true, "testHangsWithALaunchedToolWhenAsked": true,
    ]

    /// XCTest methods of `BeaconXCTests` → whether they pass under the toolchain's XCTest.
    static let beaconXCTest: [String: Bool] = [
        "testPortZeroIsReportedAndReachable": true, "testExitingBeforeReadyFailsWithItsStatus": true,
        "testCrashOnARouteFailsTheTest": false, "testServerLeftRunningIsStoppedWhenTheTestEnds": true,
        "testCrashOutsideAScopeFailsUnderHarness": true, "testMegabytesOfOutputAreDrained": true,
    ]

    /// `BeaconXCTests` methods whose outcome differs under Harness's XCTest (`harness test`): a
    /// crash of a program launched outside any scope is charged to the test when it ends.
    static let failingUnderHarnessOnly = ["testCrashOutsideAScopeFailsUnderHarness"]

    /// Every XCTest method → whether it passes (their names differ across the two classes).
    static var allXCTest: [String: Bool] { xctest.merging(beaconXCTest) { first, _ in first } }

    /// `@Test` functions of `BeaconTests` → whether they pass.
    static let swiftTesting: [String: Bool] = [
        "portZeroIsReportedAndReachable()": true, "exitingBeforeReadyFailsWithItsStatusAndLastLines()": true,
        "terminateRunsTheOrderedTermination()": true, "megabytesOfOutputAreDrained()": true,
        "aHangingRouteHoldsOnlyItsRequest()": true, "parallelLaunchesNeverClash()": true,
        "aCrashOnARouteFailsTheTest()": false, "aToolIgnoringSIGTERMIsKilledAfterTheGracePeriod()": true,
    ]

    /// What the golden failure shows: the file's line and the tool's, marked.
    static let goldenDiff = ["- Hello, world!", "+ HELLO, WORLD!"]
    /// What the crash failure shows: the signal and the server's last words.
    static let crash = ["Beacon crashed: killed by signal 6 (SIGABRT)", "stderr| Beacon: crashing on /crash"]

    /// `harness test`'s status word per test identifier.
    static var runnerStatuses: [String: String] {
        var statuses: [String: String] = [:]
        for (name, passes) in xctest { statuses["\(module).ChatterTests/\(name)"] = passes ? "PASS" : "FAIL" }
        for (name, passes) in beaconXCTest {
            let passesHere = passes && !failingUnderHarnessOnly.contains(name)
            statuses["\(module).BeaconXCTests/\(name)"] = passesHere ? "PASS" : "FAIL"
        }
        for (name, passes) in swiftTesting { statuses["\(module).BeaconTests/\(name)"] = passes ? "PASS" : "FAIL" }
        return statuses
    }
}
