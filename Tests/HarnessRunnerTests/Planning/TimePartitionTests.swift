import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// `time:K/N` shards: disjoint, covering, balanced, and the same for the same history.
struct TimePartitionTests {
    /// A generated suite: `classes` classes of 1–8 methods, some with recorded durations
    /// (skewed: a few classes take most of the time), some never seen.
    static func suite(seed: UInt64) -> (tests: [BundleTestIdentifier], history: TimingHistory) {
        var generator = SeededGenerator(seed: seed)
        var tests: [BundleTestIdentifier] = []
        var history = TimingHistory()
        let classes = Int.random(in: 1...40, using: &generator)
        for classIndex in 0..<classes {
            let bundle = classIndex % 3 == 0 ? "OtherTests" : "PkgTests"
            let heavy = Int.random(in: 0..<10, using: &generator) == 0
            for method in 0..<Int.random(in: 1...8, using: &generator) {
                let id = TestIdentifier(module: "M", className: "C\(classIndex)", method: "test\(method)")
                tests.append(BundleTestIdentifier(bundle: bundle, id: id))
                if Int.random(in: 0..<4, using: &generator) > 0 {
                    let seconds =
                        heavy
                        ? Double.random(in: 1...20, using: &generator)
                        : Double.random(in: 0.001...0.2, using: &generator)
                    history.seconds[BundleTestIdentifier(bundle: bundle, id: id)] = seconds
                }
            }
        }
        return (tests, history)
    }

    @Test(arguments: 0..<200)
    func shardsNeverOverlapAndCoverEverything(seed: Int) {
        let (tests, history) = Self.suite(seed: UInt64(seed) &* 7919 &+ 1)
        let total = seed % 9 + 1
        let shards = TimePartition(total: total).shards(of: tests, history: history)
        #expect(shards.count == total)
        let names = shards.flatMap(\.tests)
        #expect(names.count == tests.count)
        #expect(Set(names) == Set(tests))
        // Cut twice from the same history, the shards are the same.
        #expect(TimePartition(total: total).shards(of: tests, history: history) == shards)
    }

    @Test(arguments: 0..<50)
    func noShardExceedsTheFairShareByMoreThanTheLongestTest(seed: Int) {
        let (tests, history) = Self.suite(seed: UInt64(seed) &+ 4242)
        let total = seed % 5 + 2
        let shards = TimePartition(total: total).shards(of: tests, history: history)
        let fallback = history.fallbackSeconds
        let estimates = tests.map { history.seconds[$0] ?? fallback }
        let fair = estimates.reduce(0, +) / Double(total)
        // LPT's bound, with classes no longer than a fair share (longer ones go by method).
        let longestItem = max(estimates.max() ?? 0, fair)
        #expect(shards.map(\.seconds).max() ?? 0 <= fair + longestItem + 1e-9)
    }

    @Test func withNoHistoryShardsAreBalancedByCount() {
        let tests = (0..<10).flatMap { classIndex in
            (0..<3).map {
                BundleTestIdentifier(
                    bundle: "PkgTests",
                    id: TestIdentifier(module: "M", className: "C\(classIndex)", method: "test\($0)"))
            }
        }
        let counts = TimePartition(total: 3).shards(of: tests, history: TimingHistory()).map(\.tests.count)
        #expect(counts.max()! - counts.min()! <= 3)
        #expect(counts.reduce(0, +) == 30)
    }

    @Test func aClassLongerThanAFairShareIsSpreadByMethod() {
        var history = TimingHistory()
        let long = (0..<4).map { TestIdentifier(module: "M", className: "Long", method: "test\($0)") }
        for id in long { history.seconds[BundleTestIdentifier(bundle: "PkgTests", id: id)] = 5 }
        let short = TestIdentifier(module: "M", className: "Short", method: "testA")
        history.seconds[BundleTestIdentifier(bundle: "PkgTests", id: short)] = 1
        let shards = TimePartition(total: 2).shards(
            of: (long + [short]).map { BundleTestIdentifier(bundle: "PkgTests", id: $0) }, history: history)
        #expect(shards.map(\.seconds).sorted() == [10, 11])
    }

    @Test func thePlannerCutsTheTimeSlice() throws {
        let inventory = TestInventory(bundles: [
            TestBundle(
                name: "PkgTests", path: "/x",
                classes: [
                    TestClass(module: "M", name: "Slow", methods: ["testA"]),
                    TestClass(module: "M", name: "Fast", methods: ["testB", "testC"]),
                ])
        ])
        var history = TimingHistory()
        history.seconds[.named("PkgTests/M.Slow/testA")] = 9
        history.seconds[.named("PkgTests/M.Fast/testB")] = 1
        history.seconds[.named("PkgTests/M.Fast/testC")] = 1
        var request = RunRequest()
        request.partition = try Partition(parsing: "time:1/2")
        let first = try RunPlanner(inventory: inventory, request: request, history: history).plan()
        request.partition = try Partition(parsing: "time:2/2")
        let second = try RunPlanner(inventory: inventory, request: request, history: history).plan()
        #expect(first.testsInListingOrder.map(\.method) == ["testA"])
        #expect(second.testsInListingOrder.map(\.method) == ["testB", "testC"])
    }
}
