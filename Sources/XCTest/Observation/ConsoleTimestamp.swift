import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Formats times as `yyyy-MM-dd HH:mm:ss.SSS` in local time, as XCTest's console does.
///
/// `localtime_r` rather than a `DateFormatter` or `TimeZone` (either costs more than a whole
/// trivial test), and the `yyyy-MM-dd HH:mm:ss` part is reused within the same second, which
/// is where almost every line of a fast suite falls. One instance serves one writer.
final class ConsoleTimestamp {
    private var cachedSecond: Double = -1
    private var cachedPrefix = ""

    func string(for secondsSince1970: Double) -> String {
        var whole = secondsSince1970.rounded(.down)
        var milliseconds = Int(((secondsSince1970 - whole) * 1000).rounded(.down))
        if milliseconds >= 1000 {
            whole += 1
            milliseconds -= 1000
        }
        if whole != cachedSecond {
            cachedPrefix = prefix(for: whole)
            cachedSecond = whole
        }
        var text = cachedPrefix
        append(milliseconds, width: 3, after: ".", to: &text)
        return text
    }

    private func prefix(for whole: Double) -> String {
        var time = time_t(whole)
        var parts = tm()
        localtime_r(&time, &parts)
        var text = String(Int(parts.tm_year) + 1900)
        append(Int(parts.tm_mon) + 1, width: 2, after: "-", to: &text)
        append(Int(parts.tm_mday), width: 2, after: "-", to: &text)
        append(Int(parts.tm_hour), width: 2, after: " ", to: &text)
        append(Int(parts.tm_min), width: 2, after: ":", to: &text)
        append(Int(parts.tm_sec), width: 2, after: ":", to: &text)
        return text
    }

    private func append(_ value: Int, width: Int, after separator: Character, to text: inout String) {
        text.append(separator)
        let digits = String(value)
        for _ in digits.count..<width { text.append("0") }
        text.append(digits)
    }
}
