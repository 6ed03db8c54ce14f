/// Replaces what legitimately differs between two runs of the same tests — wall-clock
/// timestamps, durations and pointer addresses — with placeholders, so console output can
/// be compared line for line.
///
/// Each pattern is XCTest's exact format, so output in any other format stays as it is and
/// shows up as a difference.
enum ConsoleNormalizer {
    /// Normalises every line.
    static func normalize(_ lines: [String]) -> [String] {
        lines.map(normalize)
    }

    /// Normalises one line.
    static func normalize(_ line: String) -> String {
        line
            .replacing(#/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/#, with: "<TIME>")
            .replacing(#/\(\d+\.\d+ seconds\)/#, with: "(<SECONDS> seconds)")
            .replacing(#/ in \d+\.\d+ \(\d+\.\d+\) seconds/#, with: " in <SECONDS> (<SECONDS>) seconds")
            .replacing(#/0x[0-9a-fA-F]+/#, with: "0x<ADDRESS>")
    }

    /// Whether `seconds` is written as XCTest writes a duration: the value rounded to
    /// milliseconds, printed as Swift prints a `Double` (`0.0`, `0.005`, `1.25`).
    static func isXCTestDuration(_ seconds: String) -> Bool {
        guard let value = Double(seconds) else { return false }
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded) == seconds
    }

    /// The line-by-line differences between two normalised transcripts, for a failure message.
    static func differences(expected: [String], actual: [String]) -> String {
        let difference = actual.difference(from: expected)
        var report: [String] = []
        for change in difference {
            switch change {
            case .remove(let offset, let line, _): report.append("- [\(offset + 1)] \(line)")
            case .insert(let offset, let line, _): report.append("+ [\(offset + 1)] \(line)")
            }
        }
        return report.prefix(80).joined(separator: "\n")
    }
}
