import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// A class longer than a worker's fair share is split by method; others never.
struct ClassSplittingTests {
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "PkgTests", path: "/x",
            classes: [
                TestClass(module: "M", name: "Long", methods: ["testA", "testB", "testC", "testD"]),
                TestClass(module: "M", name: "Short", methods: ["testE"]),
                TestClass(module: "M", name: "LongSerialTests", methods: ["testF", "testG"]),
            ])
    ])

    static var history: TimingHistory {
        var history = TimingHistory()
        for method in ["testA", "testB", "testC", "testD"] { history.seconds[.named("PkgTests/M.Long/\(method)")] = 2 }
        history.seconds[.named("PkgTests/M.Short/testE")] = 1
        history.seconds[.named("PkgTests/M.LongSerialTests/testF")] = 3
        history.seconds[.named("PkgTests/M.LongSerialTests/testG")] = 3
        return history
    }

    func plan(workers: Int) throws -> RunPlan {
        var request = RunRequest()
        request.splitClassesAcross = workers
        return try RunPlanner(inventory: Self.inventory, request: request, history: Self.history).plan()
    }

    @Test func aLongClassIsSplitAcrossWorkersByMethod() throws {
        // 15 s over 2 workers: a fair share is 7.5 s, Long takes 8 s, so 2 parts of 4 s.
        let plan = try plan(workers: 2)
        let parts = plan.units.filter { $0.className == "Long" }
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { !$0.isWholeClass && $0.estimate == 4 })
        #expect(Set(parts.flatMap(\.tests).map(\.method)) == ["testA", "testB", "testC", "testD"])
        // Reported in listing order all the same.
        #expect(
            plan.testsInListingOrder.map(\.method) == ["testA", "testB", "testC", "testD", "testE", "testF", "testG"])
    }

    @Test func runAloneClassesAndOneWorkerNeverSplit() throws {
        // 15 s over 4 workers: LongSerialTests' 6 s exceeds a fair share, but runs alone.
        #expect(try plan(workers: 4).units.filter { $0.className == "Long" }.count == 3)
        #expect(try plan(workers: 4).units.filter { $0.className == "LongSerialTests" }.count == 1)
        #expect(try plan(workers: 1).units.count == 3)
    }

    @Test func aShortClassNeverSplits() {
        var unit = ClassUnit(
            bundle: 0, listingIndex: 0, module: "M", className: "Long",
            tests: [
                TestIdentifier(module: "M", className: "Long", method: "testA"),
                TestIdentifier(module: "M", className: "Long", method: "testB"),
            ],
            isWholeClass: true, estimate: 0.5)
        let split = ClassSplitting(workers: 2).split([unit], bundles: Self.inventory.bundles, history: TimingHistory())
        #expect(split == [unit])
        unit.estimate = 2
        #expect(
            ClassSplitting(workers: 2).split([unit], bundles: Self.inventory.bundles, history: TimingHistory()).count
                == 2)
    }
}
