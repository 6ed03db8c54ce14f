/// Lines of one file, as the coverage views send them (`{"file": …, "lines": [[from, to], …]}`):
/// a test's lines in the source view, the changed lines a test ran in the Changed view.
///
/// ```swift
/// UIFileLines(file: "Sources/Lib/a.swift", lines: [1...1, 3...5])
/// ```
package struct UIFileLines: Codable, Sendable, Equatable {
    /// Relative to the package (absolute when outside it).
    package var file: String
    package var lines: [ClosedRange<Int>]

    package init(file: String, lines: [ClosedRange<Int>]) {
        self.file = file
        self.lines = lines
    }
}
