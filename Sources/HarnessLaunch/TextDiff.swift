/// A line diff of two texts, for golden-file mismatches: unchanged lines with two spaces,
/// removed ones with `- `, added ones with `+ `, from the longest common subsequence.
///
/// ```swift
/// TextDiff.lines(expected: "a\nb\n", actual: "a\nc\n")   // ["  a", "- b", "+ c"]
/// ```
enum TextDiff {
    static func lines(expected: String, actual: String) -> [String] {
        let old = split(expected)
        let new = split(actual)
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  \(old[i])")
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                result.append("- \(old[i])")
                i += 1
            } else {
                result.append("+ \(new[j])")
                j += 1
            }
        }
        return result
    }

    /// The text's lines; a missing last newline shows as a line of its own.
    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1] += "⏎ (no newline at end)"
        }
        return lines
    }
}
