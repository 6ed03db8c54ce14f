import Foundation

/// The two traits the runner acts on that Swift Testing's event stream version 0 does not
/// carry, read from the declaration the listing points at: `.serialized` (a suite's tests must
/// not run at once, so the planner keeps them in one worker) and `.timeLimit(.minutes(N))` (the
/// watchdog applies the shorter of it and `--timeout`).
///
/// Only traits written literally in the `@Suite(…)` or `@Test(…)` attribute are seen; a trait
/// built elsewhere (a variable, a helper returning traits) is not, and Swift Testing still
/// enforces what it reads itself (a `.serialized` suite runs in one worker anyway when it is not
/// split; a time limit in whole minutes).
///
/// ```swift
/// let traits = SwiftTestingSourceTraits.read(source: text, line: 30, attribute: "@Suite")
/// traits.isSerialized   // true for `@Suite(.serialized) struct SerialTests`
/// ```
struct SwiftTestingSourceTraits: Hashable, Sendable {
    /// `.serialized` is among the attribute's arguments.
    var isSerialized = false
    /// `.timeLimit(.minutes(N))`, in seconds.
    var timeLimit: Double?

    /// How far before the declaration's line an attribute may begin (an argument list spread
    /// over lines, comments between it and the declaration).
    static let lookBehind = 4_000

    /// The traits of the `attribute` (`@Suite` or `@Test`) at `line`:`column` (1-based, UTF-8)
    /// in `source`, where Swift Testing 6.3.1's listing places a declaration; failing that, the
    /// nearest such attribute before the end of that line.
    static func read(source: String, line: Int, column: Int = 0, attribute: String) -> SwiftTestingSourceTraits {
        let text = Array(source.utf8)
        let needle = Array(attribute.utf8)
        var lineStart = 0
        var lineNumber = 1
        while lineStart < text.count, lineNumber < line {
            if text[lineStart] == UInt8(ascii: "\n") { lineNumber += 1 }
            lineStart += 1
        }
        let exact = lineStart + max(column - 1, 0)
        if column > 0, exact + needle.count <= text.count, text[exact..<exact + needle.count].elementsEqual(needle),
            let arguments = argumentList(in: text, after: exact + needle.count)
        {
            return Self(arguments: arguments)
        }
        var lineEnd = lineStart
        while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let windowStart = max(0, lineEnd - lookBehind)
        var start: Int?
        var index = lineEnd - needle.count
        while index >= windowStart {
            // `@Test` must not match `@Tests…`: the attribute's name ends after the needle.
            if text[index..<index + needle.count].elementsEqual(needle),
                index + needle.count == text.count || !isIdentifierByte(text[index + needle.count])
            {
                start = index
                break
            }
            index -= 1
        }
        guard let start, let arguments = argumentList(in: text, after: start + needle.count) else { return Self() }
        return Self(arguments: arguments)
    }

    /// The traits named in an attribute's argument text.
    init(arguments: String) {
        isSerialized = arguments.range(of: #"\.serialized\b"#, options: .regularExpression) != nil
        if let range = arguments.range(
            of: #"\.timeLimit\(\s*\.minutes\(\s*[0-9]+\s*\)\s*\)"#, options: .regularExpression),
            let digits = arguments[range].split(whereSeparator: { !$0.isNumber }).first,
            let minutes = Double(digits)
        {
            timeLimit = minutes * 60
        }
    }

    init() {}

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The text between the parentheses that follow `position` (spaces allowed before the
    /// opening one), balanced; nil when no parenthesis follows (`@Suite struct …`).
    private static func argumentList(in text: [UInt8], after position: Int) -> String? {
        var index = position
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\n") {
            index += 1
        }
        guard index < text.count, text[index] == UInt8(ascii: "(") else { return nil }
        var depth = 0
        var end = index
        while end < text.count {
            if text[end] == UInt8(ascii: "(") { depth += 1 }
            if text[end] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        return String(decoding: text[(index + 1)..<min(end, text.count)], as: UTF8.self)
    }
}
