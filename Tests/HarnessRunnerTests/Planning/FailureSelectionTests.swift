import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// `--failed-first` and `--rerun-failed` in the planner, over plain history facts.
struct FailureSelectionTests {
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "PkgTests", path: "/x/PkgTests.xctest",
            classes: [
                TestClass(module: "M", name: "Fast", methods: ["testA", "testB"]),
                TestClass(module: "M", name: "Slow", methods: ["testC"]),
                TestClass(module: "M", name: "New", methods: ["testE"]),
            ])
    ])
    static let known: Set<BundleTestIdentifier> = [
        .named("PkgTests/M.Fast/testA"), .named("PkgTests/M.Fast/testB"), .named("PkgTests/M.Slow/testC"),
    ]

    func plan(
        _ mode: FailureSelection.Mode, failing: Set<BundleTestIdentifier>, known: Set<BundleTestIdentifier> = known,
        filters: [String] = []
    )
        throws -> RunPlan
    {
        var request = RunRequest()
        request.filters = filters.map(TestFilter.init)
        request.failures = FailureSelection(mode: mode, failing: failing, known: known)
        var history = TimingHistory()
        history.seconds[.named("PkgTests/M.Slow/testC")] = 5
        history.seconds[.named("PkgTests/M.Fast/testA")] = 0.01
        history.seconds[.named("PkgTests/M.Fast/testB")] = 0.01
        return try RunPlanner(inventory: Self.inventory, request: request, history: history).plan()
    }

    @Test func failedFirstPutsTheFailingClassAheadOfLongerOnes() throws {
        // Longest first alone would start Slow (5 s), then Fast (0.02 s).
        let plan = try plan(.failedFirst, failing: [.named("PkgTests/M.Fast/testB")])
        #expect(plan.units.map(\.className) == ["Fast", "Slow", "New"])
        #expect(plan.testCount == 4)
    }

    @Test func rerunFailedRunsTheFailingAndTheNewTestsOnly() throws {
        let plan = try plan(.rerunFailed, failing: [.named("PkgTests/M.Fast/testB")])
        #expect(plan.testsInListingOrder.map(\.method) == ["testB", "testE"])
    }

    @Test func rerunFailedWithNothingFailedAndNothingNewSaysSo() throws {
        #expect {
            try plan(.rerunFailed, failing: [], filters: ["Fast", "Slow"])
        } throws: { error in
            (error as? RunPlanner.NoTests)?.nothingToRerun == true
        }
    }
}
