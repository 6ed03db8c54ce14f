/// An `llvm-cov -ignore-filename-regex` (POSIX extended syntax, matched anywhere in a path)
/// that leaves out exactly the paths named.
///
/// Only the fallback of ``CoverageCollector``'s JSON export: the kept files are named to
/// llvm-cov as sources, which is several times faster than any pattern, but llvm-cov makes those
/// names absolute and drops `.` and `..` before matching them; a file compiled under another
/// spelling would go missing. The pattern compares the exact paths llvm-cov printed.
///
/// ```swift
/// CoverageIgnorePattern.regex(ignoring: ["/p/Tests/A.swift", "/h/Sources/XCTest/B.swift"])
/// // ^(/p/Tests/A\.swift|/h/Sources/XCTest/B\.swift)$
/// ```
package enum CoverageIgnorePattern {
    /// The pattern leaving out exactly `paths`.
    package static func regex(ignoring paths: [String]) -> String {
        // An alternative that no path matches keeps an empty list a valid expression.
        guard !paths.isEmpty else { return "^$" }
        return "^(" + paths.map(escaped).joined(separator: "|") + ")$"
    }

    /// `text` with every character special to an extended regular expression escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\.[]{}()*+?^$|".contains(character) { result += "\\" }
            result.append(character)
        }
        return result
    }
}
