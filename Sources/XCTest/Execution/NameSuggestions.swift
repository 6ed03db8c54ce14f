/// Finds the test names closest to a mistyped filter, to suggest them in the error.
enum NameSuggestions {
    /// Up to `limit` names from `candidates`, nearest first, that are plausibly what `text` meant.
    static func nearest(to text: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(text.lowercased())
        let scored = candidates.map { candidate -> (String, Int) in
            let lowered = candidate.lowercased()
            // A filter naming a method alone, a class without its module, or a prefix is close to
            // every name it could mean.
            let typed = text.lowercased()
            if lowered.hasSuffix("/" + typed) || lowered.hasSuffix("." + typed) || lowered.hasPrefix(typed) {
                return (candidate, 0)
            }
            return (candidate, distance(target, Array(lowered)))
        }
        let threshold = max(3, target.count / 3)
        return
            scored
            .filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit)
            .map(\.0)
    }

    /// Levenshtein distance, two rows at a time.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...max(1, b.count) where b.count > 0 {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
