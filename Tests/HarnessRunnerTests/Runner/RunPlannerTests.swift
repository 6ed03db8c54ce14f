import HarnessWire
import Testing
@testable import HarnessRunner

struct RunPlannerTests {
    static let inventory = TestInventory(bundles: [
        TestBundle(name: "PkgTests", path: "/x/PkgTests.xctest", classes: [
            TestClass(module: "M", name: "Fast", methods: ["testA", "testB"]),
            TestClass(module: "M", name: "Slow", methods: ["testC"]),
            TestClass(module: "M", name: "StoreSerialTests", methods: ["testD"]),
        ]),
    ])

    func plan(_ configure: (inout RunRequest) -> Void = { _ in }, history: TimingHistory = TimingHistory()) throws -> RunPlan {
        var request = RunRequest()
        configure(&request)
        return try RunPlanner(inventory: Self.inventory, request: request, history: history).plan()
    }

    @Test func plansEveryClassLongestFirstFromHistory() throws {
        var history = TimingHistory()
        history.seconds["PkgTests/M.Slow/testC"] = 3
        history.seconds["PkgTests/M.Fast/testA"] = 0.01
        history.seconds["PkgTests/M.Fast/testB"] = 0.01
        let plan = try plan(history: history)
        #expect(plan.units.map(\.className).first == "Slow")
        #expect(plan.testCount == 4)
        #expect(plan.units.first { $0.className == "StoreSerialTests" }?.runsAlone == true)
        #expect(plan.testsInListingOrder.map(\.method) == ["testA", "testB", "testC", "testD"])
    }

    @Test func filtersAndSkipsSelectMethods() throws {
        let plan = try plan {
            $0.filters = [TestFilter("Fast"), TestFilter("Slow")]
            $0.skips = [TestFilter("Fast/testB")]
        }
        let fast = plan.units.first { $0.className == "Fast" }
        #expect(fast?.tests.map(\.method) == ["testA"])
        #expect(fast?.isWholeClass == false)
        #expect(fast?.filterItems == ["M.Fast/testA"])
        #expect(plan.units.first { $0.className == "Slow" }?.filterItems == ["M.Slow"])
    }

    @Test func aFilterMatchingNothingIsAnErrorWithSuggestions() {
        #expect(throws: RunPlanner.NoTests.self) { try plan { $0.filters = [TestFilter("Fastt")] } }
        do {
            _ = try plan { $0.filters = [TestFilter("Fastt")] }
        } catch {
            #expect("\(error)".contains("did you mean 'M.Fast'"))
        }
    }

    @Test func randomOrderIsReproducibleFromItsSeed() throws {
        let first = try plan { $0.randomSeed = 42 }.units.map(\.className)
        let again = try plan { $0.randomSeed = 42 }.units.map(\.className)
        #expect(first == again)
        #expect(Set(first) == ["Fast", "Slow", "StoreSerialTests"])
    }

    @Test func runAlonePatternsMarkClasses() throws {
        let plan = try plan { $0.runAlone = [TestFilter("Fast")] }
        #expect(plan.units.first { $0.className == "Fast" }?.runsAlone == true)
        #expect(plan.units.first { $0.className == "Slow" }?.runsAlone == false)
    }
}
