/// What `harness test --package-path Examples/NoteServer` must report for each test, as the
/// console's status words, and what its header must say about each test bundle.
enum AppHostRunnerModel {
    /// Every test of the example passes in a normal run.
    static let statuses: [String: String] = [
        "NoteKitTests.LaunchCostProbe/testNothing": "PASS",
        "NoteKitTests.NoteStoreTests/testANewStoreIsMigratedToTheCurrentVersion": "PASS",
        "NoteKitTests.NoteStoreTests/testAStoreFromANewerBuildIsRefused": "PASS",
        "NoteKitTests.NoteStoreTests/testAppendedNotesSurviveReopening": "PASS",
        "NoteKitTests.NoteStoreTests/testSummaryCutsLongBodies": "PASS",
        "NoteKitPerformanceTests.NoteStorePerformanceTests/testOpeningACurrentStore": "PASS",
        "NoteKitPerformanceTests.NoteStorePerformanceTests/testSummariesOfEveryNote": "PASS",
        "NoteServerAppTests.HostedAppTests/testMainActorWorkRunsWhileATestWaits": "PASS",
        "NoteServerAppTests.HostedAppTests/testTheHostWasLaunchedWithTheTestingDelegate": "PASS",
        "NoteServerAppTests.HostedAppTests/testTheLaunchNeverCreatedTheProductionDelegate": "PASS",
        "NoteServerAppTests.LaunchCostProbe/testNothing": "PASS",
        "NoteServerAppTests.ProductionDelegateTests/testOpeningTheStoreMigratesIt": "PASS",
        "NoteServerAppTests.ProductionDelegateTests/testTheDataFolderComesFromTheCommandLineFirst": "PASS",
        "NoteServerLaunchTests.LaunchCostProbe/testNothing": "PASS",
        "NoteServerLaunchTests.RealLaunchTests/testTheHostWasLaunchedWithTheProductionDelegate": "PASS",
        "NoteServerLaunchTests.RealLaunchTests/testTheNotesAPIAnswers": "PASS",
        "NoteServerFunctionalTests.NotesSurviveTests/acknowledgedNotesSurviveAKill()": "PASS",
    ]

    /// The header's line for each test bundle (after the `Bundle` label).
    static let bundleLines = [
        "NoteKitPerformanceTests  library · 2 tests",
        "NoteKitTests  library · 5 tests",
        "NoteServerFunctionalTests  library · 1 test",
        "NoteServerAppTests  application · hosted by NoteServer.NoteServerApp with "
            + "NoteServerAppTests.TestingAppDelegate (testing delegate) · 6 tests",
        "NoteServerLaunchTests  application · hosted by NoteServer.NoteServerApp with "
            + "NoteServer.NoteServerDelegate (production delegate) · 3 tests",
    ]

    /// The statuses when the production delegate cannot load its configuration: its bundle's
    /// host fails to launch, so its tests never run; every other bundle is unaffected.
    static var statusesWithFailedProductionLaunch: [String: String] {
        statuses.reduce(into: [:]) { result, entry in
            result[entry.key] = entry.key.hasPrefix("NoteServerLaunchTests.") ? "NO_HOST" : entry.value
        }
    }
}
