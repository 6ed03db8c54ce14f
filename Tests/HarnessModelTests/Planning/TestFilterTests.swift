import HarnessWire
import Testing

@testable import HarnessModel

struct TestFilterTests {
    static let id = TestIdentifier(module: "CalculatorTests", className: "BasicFunctionsTests", method: "testAddition")

    @Test(arguments: [
        ("CalculatorTests.BasicFunctionsTests/testAddition", true), ("CalculatorTests.BasicFunctionsTests", true),
        ("CalculatorTests", true), ("BasicFunctionsTests", true), ("BasicFunctionsTests/testAddition", true),
        ("Basic*/testAdd*", true), ("*Functions*", true), ("CalculatorTests.*/test?ddition", true),
        ("BasicFunctionsTests/testSubtraction", false), ("Basic", false), ("Other.BasicFunctionsTests", false),
        ("", false),
    ])
    func matches(pattern: String, expected: Bool) {
        #expect(TestFilter(pattern).matches(Self.id) == expected)
    }

    static let function = TestIdentifier(module: "MixedTests", className: "AreaTests.Nested", method: "deep(width:)")

    @Test(arguments: [
        ("MixedTests.AreaTests.Nested/deep(width:)", true), ("MixedTests.AreaTests.Nested/deep", true),
        ("AreaTests.Nested/deep", true), ("AreaTests.Nested", true), ("MixedTests.AreaTests.*", true),
        ("tag:slow", true), ("tag:s*", true), ("tag:fast", false), ("MixedTests.AreaTests.Nested/dee", false),
    ])
    func matchesSwiftTestingFunctions(pattern: String, expected: Bool) {
        #expect(TestFilter(pattern).matches(Self.function, tags: ["slow", "io"]) == expected)
    }

    @Test func aTagFilterNeverMatchesATestWithoutTags() {
        #expect(!TestFilter("tag:*").matches(Self.id))
    }

    @Test(arguments: [
        ("*", "", true), ("a*b*c", "axxbyyc", true), ("a*b", "acbcb", true), ("a?c", "abc", true), ("a?c", "ac", false),
        ("**", "x", true), ("a*", "b", false),
    ])
    func globs(pattern: String, text: String, expected: Bool) {
        #expect(TestFilter.glob(Array(pattern.utf8), Array(text.utf8)) == expected)
    }
}

struct PartitionTests {
    static let tests = (0..<50).map { TestIdentifier(module: "M", className: "C\($0 % 7)", method: "test\($0)") }
        .sorted()

    static func cut(_ kind: Partition.Kind, _ index: Int, of total: Int) -> PartitionCut {
        PartitionCut(
            partition: Partition(kind: kind, index: index, total: total),
            universe: tests.map { BundleTestIdentifier(bundle: "B", id: $0) },
            history: TimingHistory())
    }

    @Test(arguments: [Partition.Kind.count, .hash], [1, 2, 3, 5])
    func slicesCoverEveryTestExactlyOnce(kind: Partition.Kind, total: Int) {
        var seen: [TestIdentifier: Int] = [:]
        for index in 1...total {
            let cut = Self.cut(kind, index, of: total)
            for id in Self.tests where cut.includes(BundleTestIdentifier(bundle: "B", id: id)) {
                seen[id, default: 0] += 1
            }
        }
        #expect(seen.count == Self.tests.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test func countSlicesDifferByAtMostOne() {
        let sizes = Self.cut(.count, 1, of: 3).counts
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        #expect(sizes.reduce(0, +) == Self.tests.count)
    }

    @Test func hashIsStableAcrossRunsAndMachines() {
        #expect(Partition.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Partition.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test(arguments: ["count:1/3", "hash:3/3", "count:1/1"])
    func parses(text: String) throws {
        #expect(try Partition(parsing: text).description == text)
    }

    @Test(arguments: ["count:0/3", "hash:4/3", "slice:1/2", "count:1", "count:a/b", "hash:1/0", ""])
    func rejects(text: String) {
        #expect(throws: Partition.ParseError.self) { try Partition(parsing: text) }
    }
}
