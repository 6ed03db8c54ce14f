import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

struct RunPlannerTests {
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "PkgTests", path: "/x/PkgTests.xctest",
            classes: [
                TestClass(module: "M", name: "Fast", methods: ["testA", "testB"]),
                TestClass(module: "M", name: "Slow", methods: ["testC"]),
                TestClass(module: "M", name: "StoreSerialTests", methods: ["testD"]),
            ])
    ])

    func plan(_ configure: (inout RunRequest) -> Void = { _ in }, history: TimingHistory = TimingHistory()) throws
        -> RunPlan
    {
        var request = RunRequest()
        configure(&request)
        return try RunPlanner(inventory: Self.inventory, request: request, history: history).plan()
    }

    @Test func plansEveryClassLongestFirstFromHistory() throws {
        var history = TimingHistory()
        history.seconds[.named("PkgTests/M.Slow/testC")] = 3
        history.seconds[.named("PkgTests/M.Fast/testA")] = 0.01
        history.seconds[.named("PkgTests/M.Fast/testB")] = 0.01
        let plan = try plan(history: history)
        #expect(plan.units.map(\.className).first == "Slow")
        #expect(plan.testCount == 4)
        #expect(plan.units.first { $0.className == "StoreSerialTests" }?.runsAlone == true)
        #expect(plan.testsInListingOrder.map(\.method) == ["testA", "testB", "testC", "testD"])
    }

    @Test("a list of IDs orders the run: classes by their first listed test, methods as listed")
    func aListOfIDsOrdersTheRun() throws {
        let order = ["M.Slow/testC", "M.Fast/testB", "M.StoreSerialTests/testD", "M.Fast/testA"].compactMap {
            TestIdentifier(parsing: $0)
        }
        var history = TimingHistory()
        history.seconds[.named("PkgTests/M.StoreSerialTests/testD")] = 5
        let plan = try plan(
            {
                $0.exactTests = Set(order.map { BundleTestIdentifier(bundle: "PkgTests", id: $0) })
                $0.order = order
            }, history: history)
        #expect(plan.followsGivenOrder)
        #expect(plan.units.map(\.className) == ["Slow", "Fast", "StoreSerialTests"])
        #expect(plan.units.flatMap(\.tests).map(\.method) == ["testC", "testB", "testA", "testD"])
        #expect(try self.plan(history: history).followsGivenOrder == false)
    }

    @Test("an exact selection names a test within its bundle: the same ID in another bundle stays out")
    func anExactSelectionKeepsItsBundle() throws {
        let shared = TestClass(module: "M", name: "Shared", methods: ["testA", "testB"])
        let inventory = TestInventory(bundles: [
            TestBundle(name: "OneTests", path: "/x/OneTests.xctest", classes: [shared]),
            TestBundle(name: "TwoTests", path: "/x/TwoTests.xctest", classes: [shared]),
        ])
        var request = RunRequest()
        request.exactTests = [.named("TwoTests/M.Shared/testB")]
        let plan = try RunPlanner(inventory: inventory, request: request, history: TimingHistory()).plan()
        #expect(plan.units.map { inventory.bundles[$0.bundle].name } == ["TwoTests"])
        #expect(plan.units.flatMap(\.tests).map(\.description) == ["M.Shared/testB"])
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

    /// Six classes of three methods: enough that a shuffle which does nothing cannot pass by
    /// luck over several seeds.
    static let wideInventory = TestInventory(bundles: [
        TestBundle(
            name: "PkgTests", path: "/x/PkgTests.xctest",
            classes: (1...6).map { number in
                TestClass(module: "M", name: "C\(number)", methods: ["testA", "testB", "testC"])
            })
    ])

    func widePlan(seed: UInt64?) throws -> [String] {
        let plan = try RunPlanner(
            inventory: Self.wideInventory, request: RunRequest(), history: TimingHistory(), seed: seed
        ).plan()
        return plan.units.flatMap { unit in unit.tests.map { "\(unit.className)/\($0.method)" } }
    }

    @Test func randomOrderIsReproducibleFromItsSeedAndReallyShuffles() throws {
        let listing = try widePlan(seed: nil)
        let orders = try (1...5).map { seed in try widePlan(seed: UInt64(seed)) }
        #expect(try widePlan(seed: 3) == orders[2], "the same seed replays the same order")
        for order in orders {
            #expect(order.sorted() == listing.sorted(), "every test exactly once")
            #expect(order != listing, "a seeded order differs from the listing order")
        }
        #expect(Set(orders).count == orders.count, "different seeds give different orders")
        // Classes are shuffled, and methods inside their class too.
        let classOrders = Set(
            orders.map { order in
                stride(from: 0, to: order.count, by: 3).map { order[$0].split(separator: "/")[0] }
            })
        #expect(classOrders.count > 1, "\(classOrders)")
        let methodOrders = Set(
            orders.flatMap { order in
                stride(from: 0, to: order.count, by: 3).map { order[$0..<$0 + 3].map { $0.split(separator: "/")[1] } }
            })
        #expect(methodOrders.count > 1, "\(methodOrders)")
    }

    @Test func theSeededGeneratorIsSplitMix64OnEveryMachine() {
        // SplitMix64's published first outputs for seed 0: a replay seed means the same order
        // on any machine, and in any later Harness.
        var generator = SeededGenerator(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [
                0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f,
            ])
    }

    @Test func runAlonePatternsMarkClasses() throws {
        let plan = try plan { $0.runAlone = [TestFilter("Fast")] }
        #expect(plan.units.first { $0.className == "Fast" }?.runsAlone == true)
        #expect(plan.units.first { $0.className == "Slow" }?.runsAlone == false)
    }
}

/// `.serialized` Swift Testing suites: one unit with their nested suites, never split.
struct RunPlannerSerializedTests {
    static func function(_ name: String) -> SwiftTestingFunction {
        SwiftTestingFunction(name: name, streamID: "M.\(name)", location: SourceLocation(file: "T.swift", line: 1))
    }

    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "PkgTests", path: "/x/PkgTests.xctest",
            classes: [
                TestClass(
                    module: "M", suite: "Serial", functions: (0..<6).map { function("s\($0)()") },
                    serializedSuite: "M.Serial"),
                TestClass(
                    module: "M", suite: "Serial.Inner", functions: [function("inner()")], serializedSuite: "M.Serial"),
                TestClass(module: "M", suite: "Parallel", functions: (0..<6).map { function("p\($0)()") }),
            ])
    ])

    @Test func aSerializedSuiteAndItsNestedSuitesAreOneUnitThatIsNeverSplit() throws {
        var request = RunRequest()
        request.splitClassesAcross = 4
        var history = TimingHistory()
        for index in 0..<6 {
            history.seconds[.named("PkgTests/M.Serial/s\(index)()")] = 2
            history.seconds[.named("PkgTests/M.Parallel/p\(index)()")] = 2
        }
        let plan = try RunPlanner(inventory: Self.inventory, request: request, history: history).plan()
        let serial = plan.units.filter { $0.tests.contains { $0.className.hasPrefix("Serial") } }
        #expect(serial.count == 1)
        #expect(serial.first?.tests.count == 7)
        #expect(serial.first?.isSerialized == true)
        // The same length without the trait is split across the workers.
        #expect(plan.units.filter { $0.className == "Parallel" }.count > 1)
    }
}
