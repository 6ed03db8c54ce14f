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

    /// `chosen`: the strings to select; `universe`: every string the pattern is matched against
    /// (the chosen ones are taken as part of it).
    package init(_ chosen: some Sequence<String>, among universe: some Sequence<String>) {
        let chosen = Set(chosen)
        guard !chosen.isEmpty else {
            pattern = "^(?:)$"
            return
        }
        // Sorted, the strings that share a prefix are neighbours, and the prefix all of a run of
        // them share is the one its first and last share.
        let words = chosen.union(universe).map { Word(characters: Array($0), isChosen: chosen.contains($0)) }
            .sorted { $0.characters.lexicographicallyPrecedes($1.characters) }
        pattern = "^(?:" + Self.factored(words[...], from: 0) + ")"
    }

    private struct Word {
        var characters: [Character]
        var isChosen: Bool
    }

    /// What selects the chosen `words` from `depth` on (`words` sorted, sharing their first
    /// `depth` characters, at least one chosen).
    private static func factored(_ words: ArraySlice<Word>, from depth: Int) -> String {
        // Every string that goes on from here is chosen: any continuation is.
        guard let first = words.first?.characters, let last = words.last?.characters,
            !words.allSatisfy(\.isChosen)
        else { return "" }
        var shared = depth
        while shared < first.count, shared < last.count, first[shared] == last[shared] { shared += 1 }
        var alternatives: [String] = []
        // Sorted, a string that ends here comes first.
        let endsHere = first.count == shared
        if endsHere, words.first?.isChosen == true { alternatives.append("$") }
        var rest = words.dropFirst(endsHere ? 1 : 0)
        while let head = rest.first?.characters {
            let branch = rest.prefix { $0.characters[shared] == head[shared] }
            if branch.contains(where: \.isChosen) {
                alternatives.append(escaped(head[shared]) + factored(branch, from: shared + 1))
            }
            rest = rest.dropFirst(branch.count)
        }
        let text = first[depth..<shared].map(escaped).joined()
        return text + (alternatives.count == 1 ? alternatives[0] : "(?:" + alternatives.joined(separator: "|") + ")")
    }

    /// `.` → `\.`: every character a regular expression gives a meaning, escaped.
    private static func escaped(_ character: Character) -> String {
        "\\^$.|?*+()[]{}".contains(character) ? "\\" + String(character) : String(character)
    }
}
