extension XCTestConsoleFormat {
    /// A wall-clock time as XCTest stamps its suite and case lines: `2026-11-27 03:03:44.421`,
    /// local time, to the millisecond.
    ///
    /// A plain value, so a line parsed from a log prints again exactly as it was; ``LocalClock``
    /// makes one from a time of day.
    ///
    /// ```swift
    /// let time = XCTestConsoleFormat.Timestamp(parsing: "2026-11-27 03:03:44.421")
    /// time?.description   // "2026-11-27 03:03:44.421"
    /// ```
    package struct Timestamp: Hashable, Sendable, CustomStringConvertible {
        package var year: Int
        package var month: Int
        package var day: Int
        package var hour: Int
        package var minute: Int
        package var second: Int
        package var millisecond: Int

        /// Creates a timestamp from its fields.
        package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millisecond: Int) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
            self.second = second
            self.millisecond = millisecond
        }

        /// Reads `yyyy-MM-dd HH:mm:ss.SSS` exactly (ASCII digits, every field at its width);
        /// nil for anything else.
        package init?(parsing text: some StringProtocol) {
            let utf8 = Array(text.utf8)
            // Field widths and the separator after each: 2026-11-27 03:03:44.421
            let shape: [(width: Int, separator: UInt8?)] = [
                (4, UInt8(ascii: "-")), (2, UInt8(ascii: "-")), (2, UInt8(ascii: " ")), (2, UInt8(ascii: ":")),
                (2, UInt8(ascii: ":")), (2, UInt8(ascii: ".")), (3, nil),
            ]
            guard utf8.count == 23 else { return nil }
            var fields: [Int] = []
            var index = 0
            for (width, separator) in shape {
                var value = 0
                for byte in utf8[index..<index + width] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                index += width
                if let separator {
                    guard utf8[index] == separator else { return nil }
                    index += 1
                }
                fields.append(value)
            }
            self.init(
                year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4],
                second: fields[5], millisecond: fields[6])
        }

        /// `yyyy-MM-dd HH:mm:ss.SSS`.
        package var description: String {
            // Written digit by digit: the framework stamps two lines a test, and a trivial test
            // costs less than a formatter.
            var text = ""
            text.reserveCapacity(23)
            Self.append(year, width: 4, to: &text)
            text.append("-")
            Self.append(month, width: 2, to: &text)
            text.append("-")
            Self.append(day, width: 2, to: &text)
            text.append(" ")
            Self.append(hour, width: 2, to: &text)
            text.append(":")
            Self.append(minute, width: 2, to: &text)
            text.append(":")
            Self.append(second, width: 2, to: &text)
            text.append(".")
            Self.append(millisecond, width: 3, to: &text)
            return text
        }

        private static func append(_ value: Int, width: Int, to text: inout String) {
            let digits = String(value)
            for _ in digits.count..<max(width, digits.count) { text.append("0") }
            text.append(digits)
        }
    }
}
