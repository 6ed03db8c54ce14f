import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Formats times as `yyyy-MM-dd HH:mm:ss.SSS` in local time, as XCTest's console does,
/// with `localtime_r` rather than a `DateFormatter` or `TimeZone` (either costs more than a
/// whole trivial test).
struct ConsoleTimestamp {
    func string(for secondsSince1970: Double) -> String {
        var whole = secondsSince1970.rounded(.down)
        var milliseconds = Int(((secondsSince1970 - whole) * 1000).rounded(.down))
        if milliseconds >= 1000 {
            whole += 1
            milliseconds -= 1000
        }
        var time = time_t(whole)
        var parts = tm()
        localtime_r(&time, &parts)
        var text = String(Int(parts.tm_year) + 1900)
        text.reserveCapacity(23)
        append(Int(parts.tm_mon) + 1, width: 2, after: "-", to: &text)
        append(Int(parts.tm_mday), width: 2, after: "-", to: &text)
        append(Int(parts.tm_hour), width: 2, after: " ", to: &text)
        append(Int(parts.tm_min), width: 2, after: ":", to: &text)
        append(Int(parts.tm_sec), width: 2, after: ":", to: &text)
        append(milliseconds, width: 3, after: ".", to: &text)
        return text
    }

    private func append(_ value: Int, width: Int, after separator: Character, to text: inout String) {
        text.append(separator)
        let digits = String(value)
        for _ in digits.count..<width { text.append("0") }
        text.append(digits)
    }
}
