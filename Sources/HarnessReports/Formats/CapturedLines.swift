/// How many lines a test's captured output holds, as a report names it ("stdout (3 lines)"): a
/// last line without its newline counts, an empty text has none.
///
/// ```swift
/// CapturedLines.count(in: "a\nb\n")   // 2
/// CapturedLines.count(in: "a\nb")     // 2
/// ```
enum CapturedLines {
    static func count(in text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        return text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }
}
