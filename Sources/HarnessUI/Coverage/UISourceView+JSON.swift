import Foundation
import HarnessSession

extension UISourceView {
    /// The view as JSON, the same document `JSONEncoder` makes of it (keys sorted, nil fields
    /// left out) written directly: a file of 20,000 lines covered by 10,000 tests is tens of
    /// thousands of strings and ranges, and the encoder's generic containers spent more on them
    /// than reading the history did. The page, and any `JSONDecoder`, read it as ``UISourceView``.
    ///
    /// ```swift
    /// let body = view.json()
    /// try JSONDecoder().decode(UISourceView.self, from: body) == view   // true
    /// ```
    package func json() -> Data {
        var out = JSONBytes()
        out.reserve(lines.reduce(64) { $0 + $1.utf8.count + 4 } + tests.count * 64)
        out.append("{")
        if let coverage {
            out.append(#""coverage":{"executed":"#)
            out.ranges(coverage.executed)
            out.append(#","missed":"#)
            out.ranges(coverage.missed)
            out.append("},")
        }
        if let coverageNote {
            out.append(#""coverageNote":"#)
            out.string(coverageNote)
            out.append(",")
        }
        if let coveredAt, coveredAt.isFinite {
            out.append(#""coveredAt":\#(coveredAt),"#)
        }
        out.append(#""file":"#)
        out.string(file)
        out.append(#","lines":["#)
        for index in lines.indices {
            if index > 0 { out.bytes.append(UInt8(ascii: ",")) }
            out.string(lines[index])
        }
        out.append(#"],"tests":["#)
        for index in tests.indices {
            out.append(index > 0 ? #",{"id":"# : #"{"id":"#)
            out.string(tests[index].id)
            out.append(#","lines":"#)
            out.ranges(tests[index].lines)
            out.bytes.append(UInt8(ascii: "}"))
        }
        out.append("]")
        if let testsNote {
            out.append(#","testsNote":"#)
            out.string(testsNote)
        }
        out.append("}")
        return Data(out.bytes)
    }
}

/// The bytes of a JSON document as it is written, strings escaped as JSON requires.
private struct JSONBytes {
    var bytes: [UInt8] = []

    mutating func reserve(_ count: Int) { bytes.reserveCapacity(count) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `[[3,7],[12,12]]`: ranges as `ClosedRange`'s `Codable` form writes them.
    mutating func ranges(_ ranges: [ClosedRange<Int>]) {
        bytes.append(UInt8(ascii: "["))
        for index in ranges.indices {
            bytes.append(contentsOf: index > 0 ? [UInt8(ascii: ","), UInt8(ascii: "[")] : [UInt8(ascii: "[")])
            number(ranges[index].lowerBound)
            bytes.append(UInt8(ascii: ","))
            number(ranges[index].upperBound)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An integer's decimal digits (a string interpolation per number cost more than the rest).
    mutating func number(_ value: Int) {
        guard value >= 0, value < 1_000_000_000 else {
            append(String(value))
            return
        }
        var divisor = 1
        while divisor * 10 <= value { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The bytes `strcspn` stops at: what JSON escapes (control characters, `"` and `\`).
    private static let escaped: [CChar] = [34, 92] + (1...31).map { CChar($0) } + [0]

    /// `text` quoted: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`; every
    /// other byte as it is (UTF-8 passes through). The plain runs between them are found by
    /// the C library and copied at once: a debug build's loop over each byte was most of it.
    mutating func string(_ text: String) {
        let count = text.utf8.count
        bytes.append(UInt8(ascii: "\""))
        text.withCString { start in
            Self.escaped.withUnsafeBufferPointer { escaped in
                guard let set = escaped.baseAddress else { return }
                var at = 0
                while at < count {
                    let run = strcspn(start + at, set)
                    start.withMemoryRebound(to: UInt8.self, capacity: count + 1) { utf8 in
                        bytes.append(contentsOf: UnsafeBufferPointer(start: utf8 + at, count: min(run, count - at)))
                    }
                    at += run
                    guard at < count else { break }
                    // A NUL inside the text stops strcspn as the end would: it is escaped too.
                    switch UInt8(bitPattern: start[at]) {
                    case UInt8(ascii: "\""): append(#"\""#)
                    case UInt8(ascii: "\\"): append(#"\\"#)
                    case UInt8(ascii: "\n"): append(#"\n"#)
                    case UInt8(ascii: "\r"): append(#"\r"#)
                    case UInt8(ascii: "\t"): append(#"\t"#)
                    case let byte: append(String(format: "\\u%04x", Int(byte)))
                    }
                    at += 1
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
