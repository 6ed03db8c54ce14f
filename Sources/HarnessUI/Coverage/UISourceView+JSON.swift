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
        var out = JSONBytes(capacity: lines.reduce(64) { $0 + $1.utf8.count + 4 } + tests.count * 64)
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
            if index > 0 { out.byte(UInt8(ascii: ",")) }
            out.string(lines[index])
        }
        out.append(#"],"tests":["#)
        for index in tests.indices {
            out.append(index > 0 ? #",{"id":"# : #"{"id":"#)
            out.string(tests[index].id)
            out.append(#","lines":"#)
            out.ranges(tests[index].lines)
            out.byte(UInt8(ascii: "}"))
        }
        out.append("]")
        if let testsNote {
            out.append(#","testsNote":"#)
            out.string(testsNote)
        }
        out.append("}")
        return out.data
    }
}

/// The bytes of a JSON document as it is written, strings escaped as JSON requires, into memory
/// of its own that grows by doubling: `harness` runs as `swift run` builds it, unoptimized, and
/// there an `Array.append` per byte (its capacity and uniqueness checked each time) was half of
/// making a 10,000-test answer; a store through a pointer is one instruction.
private struct JSONBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The document so far.
    var data: Data { Data(bytes: base, count: count) }

    /// Room for `more` bytes after the last.
    private mutating func ensure(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    mutating func byte(_ value: UInt8) {
        ensure(1)
        base[count] = value
        count += 1
    }

    /// `length` bytes from `start`, copied at once.
    mutating func bytes(_ start: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        ensure(length)
        (base + count).update(from: start, count: length)
        count += length
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let start = utf8.baseAddress { bytes(start, utf8.count) }
        }
    }

    /// `[[3,7],[12,12]]`: ranges as `ClosedRange`'s `Codable` form writes them.
    mutating func ranges(_ ranges: [ClosedRange<Int>]) {
        ensure(2 + ranges.count * 24)
        byte(UInt8(ascii: "["))
        for index in ranges.indices {
            if index > 0 { byte(UInt8(ascii: ",")) }
            byte(UInt8(ascii: "["))
            number(ranges[index].lowerBound)
            byte(UInt8(ascii: ","))
            number(ranges[index].upperBound)
            byte(UInt8(ascii: "]"))
        }
        byte(UInt8(ascii: "]"))
    }

    /// An integer's decimal digits (a string interpolation per number cost more than the rest).
    mutating func number(_ value: Int) {
        guard value >= 0, value < 1_000_000_000 else {
            append(String(value))
            return
        }
        var divisor = 1
        while divisor * 10 <= value { divisor *= 10 }
        ensure(10)
        var rest = value
        while divisor > 0 {
            base[count] = UInt8(ascii: "0") &+ UInt8(rest / divisor)
            count += 1
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
        byte(UInt8(ascii: "\""))
        text.withCString { start in
            Self.escaped.withUnsafeBufferPointer { escaped in
                guard let set = escaped.baseAddress else { return }
                var at = 0
                while at < count {
                    let run = min(strcspn(start + at, set), count - at)
                    start.withMemoryRebound(to: UInt8.self, capacity: count + 1) { utf8 in bytes(utf8 + at, run) }
                    at += run
                    guard at < count else { break }
                    // A NUL inside the text stops strcspn as the end would: it is escaped too.
                    switch UInt8(bitPattern: start[at]) {
                    case UInt8(ascii: "\""): append(#"\""#)
                    case UInt8(ascii: "\\"): append(#"\\"#)
                    case UInt8(ascii: "\n"): append(#"\n"#)
                    case UInt8(ascii: "\r"): append(#"\r"#)
                    case UInt8(ascii: "\t"): append(#"\t"#)
                    case let other: append(String(format: "\\u%04x", Int(other)))
                    }
                    at += 1
                }
            }
        }
        byte(UInt8(ascii: "\""))
    }
}
