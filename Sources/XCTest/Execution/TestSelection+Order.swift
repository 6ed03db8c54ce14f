import Foundation

/// Running in the filter's order: a runner that shuffles tests (`harness test --random-order`)
/// passes every method as an exact item, in the order it wants, and sets
/// `HARNESS_TEST_ORDER=filter` (``BundleSettings/followsFilterOrder``). Without the variable a
/// bundle runs in discovery order, as the toolchain's XCTest does whatever the filter's order.
extension TestSelection {
    /// `entries` with their classes and methods in the order of the first exact item naming
    /// each (`Module.Class/method`, else `Module.Class`); methods no exact item names keep
    /// their discovery order, after the named ones.
    func inFilterOrder(_ entries: [XCTestCaseEntry]) -> [XCTestCaseEntry] {
        var positions: [String: Int] = [:]
        for (index, item) in items.enumerated() where !item.contains(where: { $0 == "*" || $0 == "?" }) {
            if positions[item] == nil { positions[item] = index }
        }
        let unnamed = Int.max
        let ranked = entries.enumerated().map { offset, entry -> (rank: Int, offset: Int, entry: XCTestCaseEntry) in
            let qualified = "\(entry.testCaseClass.moduleName).\(entry.testCaseClass.className)"
            let classRank = positions[qualified] ?? unnamed
            let tests = entry.allTests.enumerated().map { index, test in
                (rank: positions["\(qualified)/\(test.0)"] ?? classRank, offset: index, test: test)
            }
            .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
            let rank = tests.first?.rank ?? classRank
            return (rank, offset, (entry.testCaseClass, tests.map(\.test)))
        }
        return ranked.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.entry)
    }
}
