/// Text made safe for an XML 1.0 document.
///
/// Test output is arbitrary bytes: colour escapes, NULs, a torn UTF-8 sequence. XML 1.0 forbids
/// most control characters even when escaped, and one of them makes a CI's parser reject the
/// whole report, so they are replaced by visible caret notation (`ESC` → `^[`).
///
/// ```swift
/// JUnitText.xmlSafe("\u{1B}[31mred\u{1B}[0m")   // "^[[31mred^[[0m"
/// ```
enum JUnitText {
    /// `text` with every character XML 1.0 forbids replaced.
    static func xmlSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            } else if scalar.value == 0x7F {
                result.append(contentsOf: "^?".unicodeScalars)
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// XML 1.0's `Char` production, minus DEL, which it allows but which terminals render oddly.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20..<0x7F: true
        case 0x7F: false
        case 0x80...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The last `limit` characters of `text`, with a note saying how much came before.
    static func tail(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let omitted = text.count - limit
        return "[Harness: \(omitted) earlier characters omitted]\n" + String(text.suffix(limit))
    }
}
