/// A regular expression that selects some strings of a known set (a bundle's Swift Testing
/// stream identifiers) and no other string of the set, written as a trie: shared prefixes once,
/// and a prefix that only chosen strings have written alone, without the strings under it.
///
/// `M.S/f()`, `M.S/g()` and `M.T/h()` chosen among those and `M.T/k()` → `^(?:M\.(?:S|T/h))`:
/// only chosen strings begin `M.S` or `M.T/h`, so each of those prefixes stands for them.
///
/// A Swift Testing worker is told what to run as one such expression (`--filter`). Swift Testing
/// parses the pattern twice and matches every test of the bundle against it, in every worker
/// process: a flat alternation of 500 identifiers cost ~0.25 s of CPU, the full trie ~0.08 s,
/// a trie cut at whole suites almost nothing (Documentation/Benchmarks.md). A string outside
/// the set matches when it begins with a prefix that only chosen strings of the set have; for
/// stream identifiers those are the suites that hold them (a suite's identifier is the prefix
/// of its tests'), which Swift Testing runs as the tests' ancestors anyway.
///
/// ```swift
/// let pattern = SelectionExpression(["M.S/f()"], among: ["M.S/f()", "M.S/g()"]).pattern   // ^(?:M\.S/f)
/// ```
package struct SelectionExpression: Hashable, Sendable {
    /// The anchored pattern; with nothing chosen, one that matches no identifier (only the empty
    /// string).
    package let pattern: String

    /// A set of strings prepared once for every expression that selects from it (a bundle's, for
    /// each of its workers): sorted, so that the strings sharing a prefix are neighbours and the
    /// prefix all of a run of them share is the one its first and last share.
    package struct Universe: Sendable {
        fileprivate let strings: [String]
        fileprivate let words: [[Character]]
        fileprivate let position: [String: Int]

        package init(_ strings: some Sequence<String>) {
            let words = Set(strings).map(Array.init).sorted { $0.lexicographicallyPrecedes($1) }
            self.words = words
            self.strings = words.map { String($0) }
            position = Dictionary(uniqueKeysWithValues: self.strings.enumerated().map { ($1, $0) })
        }
    }

    /// `chosen`: the strings to select; `universe`: every string the pattern is matched against
    /// (a chosen string outside it is taken as part of it).
    package init(_ chosen: some Sequence<String>, among universe: Universe) {
        let chosen = Set(chosen)
        guard !chosen.isEmpty else {
            pattern = "^(?:)$"
            return
        }
        let outside = chosen.filter { universe.position[$0] == nil }
        let universe = outside.isEmpty ? universe : Universe(universe.strings + outside)
        var isChosen = [Bool](repeating: false, count: universe.words.count)
        for string in chosen { if let index = universe.position[string] { isChosen[index] = true } }
        pattern = "^(?:" + Self.factored(universe.words, isChosen, universe.words.indices, from: 0) + ")"
    }

    /// The same, with the set prepared for this expression alone.
    package init(_ chosen: some Sequence<String>, among universe: some Sequence<String>) {
        self.init(chosen, among: Universe(universe))
    }

    /// What selects the chosen words of `range` from `depth` on (`words` sorted, those of `range`
    /// sharing their first `depth` characters, at least one chosen).
    private static func factored(
        _ words: [[Character]], _ isChosen: [Bool], _ range: Range<Int>, from depth: Int
    ) -> String {
        // Every string that goes on from here is chosen: any continuation is.
        guard let lower = range.first, let upper = range.last, !isChosen[range].allSatisfy({ $0 }) else { return "" }
        let first = words[lower]
        let last = words[upper]
        var shared = depth
        while shared < first.count, shared < last.count, first[shared] == last[shared] { shared += 1 }
        var alternatives: [String] = []
        // Sorted, a string that ends here comes first.
        let endsHere = first.count == shared
        if endsHere, isChosen[lower] { alternatives.append("$") }
        var start = endsHere ? lower + 1 : lower
        while start < range.upperBound {
            let head = words[start][shared]
            var end = start + 1
            while end < range.upperBound, words[end][shared] == head { end += 1 }
            if isChosen[start..<end].contains(true) {
                alternatives.append(escaped(head) + factored(words, isChosen, start..<end, from: shared + 1))
            }
            start = end
        }
        let text = first[depth..<shared].map(escaped).joined()
        return text + (alternatives.count == 1 ? alternatives[0] : "(?:" + alternatives.joined(separator: "|") + ")")
    }

    /// `.` → `\.`: every character a regular expression gives a meaning, escaped.
    private static func escaped(_ character: Character) -> String {
        "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
    }
}
