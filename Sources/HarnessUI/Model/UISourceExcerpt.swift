import Foundation

/// Lines around one line of a source file of the package, for a failure's detail
/// (`GET /api/source?file=…&line=…`). Only a file inside the package's folder, after symbolic
/// links are resolved, is read: the page cannot read anything else on the machine.
///
/// ```swift
/// let excerpt = UISourceExcerpt(file: "/p/Tests/MathTests/AdditionTests.swift", line: 12, packageRoot: "/p")
/// excerpt?.lines.map(\.number)   // [9, 10, 11, 12, 13, 14, 15]
/// ```
package struct UISourceExcerpt: Codable, Hashable, Sendable {
    package struct Line: Codable, Hashable, Sendable {
        package var number: Int
        package var text: String
    }

    package var file: String
    /// The line asked for, marked on the page.
    package var line: Int
    package var lines: [Line]

    /// Nil when the file is outside the package, unreadable or not text.
    package init?(file: String, line: Int, packageRoot: String, context: Int = 3) {
        let resolved = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/"),
            let data = FileManager.default.contents(atPath: resolved), let text = String(data: data, encoding: .utf8)
        else { return nil }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = max(1, line - context)
        let last = min(all.count, line + context)
        self.file = file
        self.line = line
        lines = first <= last ? (first...last).map { Line(number: $0, text: String(all[$0 - 1])) } : []
    }
}
