import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Formats times as `yyyy-MM-dd HH:mm:ss.SSS` in local time, as XCTest's console does,
/// without a `DateFormatter` (which costs more than a whole trivial test).
struct ConsoleTimestamp {
    let timeZone: TimeZone

    func string(for secondsSince1970: Double) -> String {
        var whole = secondsSince1970.rounded(.down)
        var milliseconds = Int(((secondsSince1970 - whole) * 1000).rounded(.down))
        if milliseconds >= 1000 {
            whole += 1
            milliseconds -= 1000
        }
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: whole))
        var time = time_t(Int(whole) + offset)
        var parts = tm()
        gmtime_r(&time, &parts)
        return "\(Int(parts.tm_year) + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday)) "
            + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec)).\(pad(Int32(milliseconds), width: 3))"
    }

    private func pad(_ value: Int32, width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
