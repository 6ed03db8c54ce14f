import HarnessWire

/// What the Swift runtime printed when a test's process died of one of its traps: the line
/// `fatalError`, a failed `precondition` or `assert`, an index out of range or a nil unwrapped
/// print on standard error before the signal, found in the test's captured output. A crashed
/// test's detail shows it beside the signal, which alone says little ("signal 4").
///
/// Presentation only: nothing decides on it (the verdict is the worker's end).
///
/// ```swift
/// let crash = CrashMessage(in: "Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range\n")
/// crash?.text       // "Fatal error: Index out of range"
/// crash?.location   // Swift/ContiguousArrayBuffer.swift:690
/// ```
package struct CrashMessage: Hashable, Sendable {
    /// The runtime's words, from its kind on: `Fatal error: Index out of range`.
    package var text: String
    /// Where the runtime says it trapped (`file:line` before the words): the standard
    /// library's file for an index out of range, the test's own for its `fatalError`.
    package var location: SourceLocation?

    /// The kinds of line the Swift runtime prints before it traps.
    static let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// The last such line in `output`; nil when there is none.
    package init?(in output: String) {
        for line in output.split(separator: "\n").reversed() {
            if let found = Self.parse(line) {
                self = found
                return
            }
        }
        return nil
    }

    init(text: String, location: SourceLocation?) {
        self.text = text
        self.location = location
    }

    /// `[file:line: ]Kind[: message]`, the kind at the line's start or after `file:line: `.
    private static func parse(_ line: Substring) -> CrashMessage? {
        for kind in kinds {
            if line.hasPrefix(kind) { return CrashMessage(text: String(line), location: nil) }
            guard let range = line.range(of: ": \(kind)") else { continue }
            let place = line[..<range.lowerBound]
            let text = String(line[line.index(range.lowerBound, offsetBy: 2)...])
            guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]),
                !place[..<colon].isEmpty
            else { continue }
            return CrashMessage(text: text, location: SourceLocation(file: String(place[..<colon]), line: number))
        }
        return nil
    }
}
