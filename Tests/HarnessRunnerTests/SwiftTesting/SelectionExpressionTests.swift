import Foundation
import Testing

@testable import HarnessRunner

/// A worker's filter selects the stream identifiers it was built from and no other identifier
/// of the bundle, matched the way Swift Testing applies a `--filter` (`id.contains(regex)`).
@Suite struct SelectionExpressionTests {
    static let universe = [
        "LibTests.Outer/param(n:)/T.swift:12:4",
        "LibTests.Outer/fails()/T.swift:11:4",
        "LibTests.Outer/fails()/T.swift:30:4",
        "LibTests.Outer/Inner/deep()/U.swift:3:2",
        "LibTests.Outer/Inner/deeper()/U.swift:4:2",
        "LibTests.OuterX/x()/T.swift:40:2",
        "LibTests.a+b/x[1]()/V.swift:1:1",
        "LibTests.aab/x1()/V.swift:1:1",
        "LibTests.top()/T.swift:1:1",
        "LibTests.top()/T.swift:1:10",
    ]

    func selected(_ chosen: [String], among universe: [String] = universe) throws -> [String] {
        let regex = try Regex(SelectionExpression(chosen, among: universe).pattern)
        return universe.filter { $0.contains(regex) }
    }

    @Test(arguments: [
        [0], [1], [1, 2], [0, 1, 2], [3], [3, 4], [0, 1, 2, 3, 4], [5], [6], [7], [8], [9], [8, 9], [0, 5, 6, 9],
        Array(0..<10), [0, 2, 4, 6, 8],
    ])
    func selectsExactlyTheChosenIdentifiers(indices: [Int]) throws {
        let chosen = indices.map { Self.universe[$0] }
        #expect(try selected(chosen) == Self.universe.filter(chosen.contains))
    }

    @Test func aPrefixThatOnlyChosenIdentifiersHaveStandsForThem() {
        let pattern = SelectionExpression(
            ["M.S/f()", "M.S/g()"], among: ["M.S/f()", "M.S/g()", "M.T/h()", "M.T/k()"]
        ).pattern
        #expect(pattern == #"^(?:M\.S)"#)
    }

    @Test func anIdentifierThatPrefixesAnUnchosenOneEndsThere() throws {
        let universe = ["M.S/f()", "M.S/f()/x"]
        #expect(SelectionExpression(["M.S/f()"], among: universe).pattern == #"^(?:M\.S/f\(\)$)"#)
        #expect(try selected(["M.S/f()"], among: universe) == ["M.S/f()"])
        #expect(try selected(["M.S/f()/x"], among: universe) == ["M.S/f()/x"])
    }

    @Test func nothingChosenSelectsNothing() throws {
        #expect(try selected([]).isEmpty)
    }

    /// A thousand identifiers of twenty suites, as a generated bundle names them.
    @Test func wholeSuitesAreNamedOnceAndSingleTestsExactly() throws {
        let all = (0..<1000).map { "Bench.Suite\($0 / 50)/test\($0 % 50)()/Suite\($0 / 50).swift:\($0 % 50 + 3):5" }
        let wholeSuites = Array(all[0..<100])
        let scattered = all[100...].enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        #expect(try selected(wholeSuites + scattered, among: all) == wholeSuites + scattered)
        // Two whole suites cost a few characters, not a hundred identifiers.
        #expect(SelectionExpression(wholeSuites, among: all).pattern.count < 40)
    }

    /// A set prepared once serves every expression selecting from it; a chosen string outside it
    /// joins it for that expression.
    @Test func aPreparedSetGivesTheSameExpressions() throws {
        let prepared = SelectionExpression.Universe(Self.universe)
        for chosen in [[0], [1, 2], [3, 4], [0, 5, 6, 9], Array(0..<10)].map({ $0.map { Self.universe[$0] } }) {
            #expect(
                SelectionExpression(chosen, among: prepared).pattern
                    == SelectionExpression(chosen, among: Self.universe).pattern)
        }
        let outside = "LibTests.Outer/fails()/T.swift:11"
        let pattern = SelectionExpression([outside], among: prepared).pattern
        #expect(pattern == SelectionExpression([outside], among: Self.universe + [outside]).pattern)
        #expect(try Self.universe.filter { $0.contains(try Regex(pattern)) }.isEmpty)
        #expect(try outside.contains(Regex(pattern)))
    }
}
