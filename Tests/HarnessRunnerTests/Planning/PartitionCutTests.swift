import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// The partition planner's promises: N shards planned from one round's estimates are disjoint
/// and cover the selection whatever each selects and whatever the workers' estimates became
/// between them; `time` shards of uneven classes are within 10% of each other; every shard
/// of a round prints the same fingerprint.
struct PartitionCutTests {
    /// A generated package of two bundles (``TimePartitionTests/suite(seed:)``'s classes).
    static func inventory(seed: UInt64) -> (inventory: TestInventory, history: TimingHistory) {
        let (tests, history) = TimePartitionTests.suite(seed: seed)
        var bundles: [TestBundle] = []
        for name in ["OtherTests", "PkgTests"] {
            var classes: [TestClass] = []
            for test in tests where test.bundle == name {
                if classes.last?.name == test.id.className {
                    classes[classes.count - 1].methods.append(test.id.method)
                } else {
                    classes.append(TestClass(module: "M", name: test.id.className, methods: [test.id.method]))
                }
            }
            if !classes.isEmpty { bundles.append(TestBundle(name: name, path: "/\(name)", classes: classes)) }
        }
        return (TestInventory(bundles: bundles), history)
    }

    /// What a run selects before its partition: everything, a filter, `--skip`, `--rerun-failed`.
    enum Selection: CaseIterable {
        case everything, someClasses, skips, rerunFailed

        func request(in inventory: TestInventory, seed: UInt64) -> RunRequest {
            var generator = SeededGenerator(seed: seed)
            var request = RunRequest()
            let classes = inventory.bundles.flatMap(\.classes).map { "M.\($0.name)" }
            switch self {
            case .everything: break
            case .someClasses:
                request.filters = classes.filter { _ in Bool.random(using: &generator) }.map(TestFilter.init)
                if request.filters.isEmpty { request.filters = [TestFilter(classes[0])] }
            case .skips:
                request.skips = classes.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.map(
                    TestFilter.init)
            case .rerunFailed:
                let keys = inventory.allTests
                let failing = Set(keys.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
                let known = Set(keys.filter { failing.contains($0) || Bool.random(using: &generator) })
                request.failures = FailureSelection(mode: .rerunFailed, failing: failing, known: known)
            }
            return request
        }
    }

    /// The workers' estimates after a shard ran: what each shard's own recording changed.
    static func perturbed(_ history: TimingHistory, seed: UInt64) -> TimingHistory {
        var generator = SeededGenerator(seed: seed)
        var moved = history
        for key in history.seconds.keys.sorted() where Bool.random(using: &generator) {
            moved.seconds[key] = Double.random(in: 0.001...30, using: &generator)
        }
        return moved
    }

    static func plannedKeys(_ plan: RunPlan) -> [BundleTestIdentifier] {
        plan.units.flatMap { unit in
            unit.tests.map { BundleTestIdentifier(bundle: plan.bundles[unit.bundle].name, id: $0) }
        }
    }

    @Test(
        "N shards of one round are disjoint and cover the selection, whatever the workers' estimates became",
        arguments: [Partition.Kind.count, .hash, .time], Selection.allCases)
    func shardsAreDisjointAndCover(kind: Partition.Kind, selection: Selection) throws {
        for seed in UInt64(1)...25 {
            let (inventory, partitionTimings) = Self.inventory(seed: seed &* 131)
            let total = Int(seed % 6) + 1
            let request = selection.request(in: inventory, seed: seed)
            let whole: [BundleTestIdentifier]
            do {
                whole = Self.plannedKeys(try RunPlanner(inventory: inventory, request: request).plan())
            } catch {
                continue  // nothing selected (everything passed and is known): nothing to cover
            }
            var covered: [BundleTestIdentifier] = []
            var fingerprints: Set<String> = []
            for index in 1...total {
                var shard = request
                shard.partition = Partition(kind: kind, index: index, total: total)
                let plan = try RunPlanner(
                    inventory: inventory, request: shard,
                    history: Self.perturbed(partitionTimings, seed: seed &+ UInt64(index)),
                    partitionTimings: partitionTimings
                ).plan()
                covered += Self.plannedKeys(plan)
                fingerprints.insert(try #require(plan.partition).fingerprint)
            }
            #expect(covered.count == whole.count, "a test ran in two shards (\(kind), seed \(seed), N \(total))")
            #expect(Set(covered) == Set(whole), "a test ran in no shard (\(kind), seed \(seed), N \(total))")
            #expect(fingerprints.count == 1)
        }
    }

    @Test(
        "shards that select differently (a later --rerun-failed) still never share a test",
        arguments: [Partition.Kind.count, .hash, .time])
    func differentSelectionsStayDisjoint(kind: Partition.Kind) throws {
        for seed in UInt64(1)...25 {
            let (inventory, partitionTimings) = Self.inventory(seed: seed &* 17)
            let total = Int(seed % 5) + 2
            var seen: [BundleTestIdentifier: Int] = [:]
            for index in 1...total {
                let selection = Selection.allCases[Int(seed &+ UInt64(index)) % Selection.allCases.count]
                var request = selection.request(in: inventory, seed: seed &* 3 &+ UInt64(index))
                request.partition = Partition(kind: kind, index: index, total: total)
                guard
                    let plan = try? RunPlanner(
                        inventory: inventory, request: request, partitionTimings: partitionTimings
                    ).plan()
                else { continue }
                for key in Self.plannedKeys(plan) {
                    #expect(seen[key] == nil, "\(key) in shards \(seen[key] ?? 0) and \(index)")
                    seen[key] = index
                }
            }
        }
    }

    /// A suite like the issue's: a few slow classes of many methods, one of ten middling tests,
    /// and many quick classes (some never seen).
    static func unevenSuite(seed: UInt64) -> (TestInventory, TimingHistory) {
        var generator = SeededGenerator(seed: seed)
        var classes: [TestClass] = []
        var history = TimingHistory()
        func add(_ name: String, methods: Int, seconds: ClosedRange<Double>, known: Bool = true) {
            classes.append(TestClass(module: "M", name: name, methods: (0..<methods).map { "test\($0)" }))
            guard known else { return }
            for method in 0..<methods {
                let key = BundleTestIdentifier(
                    bundle: "PkgTests", id: TestIdentifier(module: "M", className: name, method: "test\(method)"))
                history.seconds[key] = Double.random(in: seconds, using: &generator)
            }
        }
        for slow in 0..<3 { add("Slow\(slow)", methods: 10, seconds: 0.03...0.12) }
        add("Middling", methods: 10, seconds: 0.01...0.03)
        for quick in 0..<30 {
            add("Quick\(quick)", methods: 1 + quick % 3, seconds: 0.001...0.004, known: quick % 5 != 0)
        }
        return (TestInventory(bundles: [TestBundle(name: "PkgTests", path: "/p", classes: classes)]), history)
    }

    @Test("time shards of uneven classes are within 10% of each other, slow classes split by method", arguments: 2...6)
    func timeShardsAreBalanced(total: Int) throws {
        for seed in UInt64(1)...20 {
            let (inventory, history) = Self.unevenSuite(seed: seed)
            let cut = PartitionCut(
                partition: Partition(kind: .time, index: 1, total: total), universe: inventory.allTests,
                history: history)
            let mean = cut.seconds.reduce(0, +) / Double(total)
            let spread = (cut.seconds.max() ?? 0) - (cut.seconds.min() ?? 0)
            #expect(spread <= 0.10 * mean, "seed \(seed): \(cut.seconds)")
            #expect(cut.counts.reduce(0, +) == inventory.allTests.count)
        }
    }

    @Test("the fingerprint names the tests and the estimates, not the shard, the selection or the workers' estimates")
    func fingerprint() throws {
        let (inventory, history) = Self.unevenSuite(seed: 3)
        func print(_ partition: String, _ history: TimingHistory, _ inventory: TestInventory) throws -> String {
            PartitionCut(partition: try Partition(parsing: partition), universe: inventory.allTests, history: history)
                .fingerprint
        }
        let round = try print("time:1/3", history, inventory)
        #expect(round.count == 8)
        #expect(try print("time:2/3", history, inventory) == round)
        #expect(try print("time:3/3", history, inventory) == round)
        #expect(try print("time:1/4", history, inventory) != round)
        #expect(try print("count:1/3", history, inventory) != round)
        var moved = history
        moved.seconds[.named("PkgTests/M.Slow0/test0"), default: 0] += 0.001
        #expect(try print("time:1/3", moved, inventory) != round)
        var grown = inventory
        grown.bundles[0].classes[0].methods.append("testNew")
        #expect(try print("time:1/3", history, grown) != round)
        // count and hash cut without estimates.
        #expect(try print("hash:1/3", moved, inventory) == print("hash:2/3", history, inventory))

        var request = RunRequest()
        request.partition = try Partition(parsing: "time:2/3")
        request.filters = [TestFilter("M.Quick1")]
        let plan = try RunPlanner(
            inventory: inventory, request: request, history: Self.perturbed(history, seed: 9),
            partitionTimings: history
        ).plan()
        #expect(plan.partitionSummary?.fingerprint == round)
    }

    @Test("a test listed twice is one test of one shard")
    func duplicatesCountOnce() {
        let id = TestIdentifier(module: "M", className: "C", method: "test, listed twice")
        let cut = PartitionCut(
            partition: Partition(kind: .count, index: 1, total: 2),
            universe: [BundleTestIdentifier(bundle: "B", id: id), BundleTestIdentifier(bundle: "B", id: id)],
            history: TimingHistory())
        #expect(cut.counts.sorted() == [0, 1])
    }
}
