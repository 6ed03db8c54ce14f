import HarnessWire

/// Decodes one wire line for the dispatch loop. The two events every test sends
/// (`testStarted`, `testFinished`) are read by a direct scan of their flat shape; every other
/// line, and any of those two with a key, an escape or a value the scan does not expect, goes
/// to `WireEvent.decodeLine` (JSONDecoder), which stays the definition of the format.
///
/// Why: JSONDecoder's generic machinery cost ~40 µs a line in a release build, the largest
/// part of the runner's overhead per trivial test (profiled with `perf`, see
/// Documentation/Benchmarks.md, "Runner").
///
/// ```swift
/// let event = try WireLineDecoder.decode(#"{"kind":"testStarted","test":{…},"time":1.5,"version":2}"#)
/// ```
enum WireLineDecoder {
    /// The event on `line`; throws what `WireEvent.decodeLine` throws for a line it rejects.
    static func decode(_ line: Substring) throws -> WireEvent {
        if let event = fastDecode(line) { return event }
        return try WireEvent.decodeLine(line)
    }

    /// The event when the line is a plain `testStarted` or `testFinished`; nil otherwise.
    static func fastDecode(_ line: Substring) -> WireEvent? {
        var copy = line
        return copy.withUTF8 { bytes in
            var scanner = FlatScanner(bytes: bytes)
            return scanner.event()
        }
    }
}

/// A scan of one flat JSON object with string and number values and one nested `test` object
/// of three strings. Returns nil at the first thing outside that shape, never guesses.
private struct FlatScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func event() -> WireEvent? {
        var kind: Substring?
        var version: Int?
        var time: Double?
        var duration: Double?
        var outcome: Substring?
        var stdoutOffset: Int64?
        var stderrOffset: Int64?
        var test: TestIdentifier?
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")) else { return nil }
            switch key {
            case "kind": kind = string()
            case "version": version = number().flatMap { Int($0) }
            case "time": time = number().flatMap { Double($0) }
            case "duration": duration = number().flatMap { Double($0) }
            case "outcome": outcome = string()
            case "stdoutOffset": stdoutOffset = number().flatMap { Int64($0) }
            case "stderrOffset": stderrOffset = number().flatMap { Int64($0) }
            case "test": test = identifier()
            default: return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), skipSpaces() == bytes.count,
            version == WireFormat.version, let time, let test
        else { return nil }
        switch kind {
        case "testStarted"?:
            guard duration == nil, outcome == nil else { return nil }
            return WireEvent(
                .testStarted(.init(test: test, stdoutOffset: stdoutOffset, stderrOffset: stderrOffset)), time: time)
        case "testFinished"?:
            guard let duration, let outcome = outcome.flatMap({ TestOutcome(rawValue: String($0)) }) else { return nil }
            return WireEvent(
                .testFinished(
                    .init(
                        test: test, outcome: outcome, duration: duration, stdoutOffset: stdoutOffset,
                        stderrOffset: stderrOffset)), time: time)
        default:
            return nil
        }
    }

    /// `{"className":…,"method":…,"module":…}` in any order, nothing else.
    private mutating func identifier() -> TestIdentifier? {
        var className: Substring?
        var method: Substring?
        var module: Substring?
        guard take(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), let value = string() else { return nil }
            switch key {
            case "className": className = value
            case "method": method = value
            case "module": module = value
            default: return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let className, let method, let module else { return nil }
        return TestIdentifier(module: String(module), className: String(className), method: String(method))
    }

    /// A string without escapes (a backslash means the full decoder's job).
    private mutating func string() -> Substring? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let text = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"), 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The text of a JSON number (digits, sign, point, exponent), for `Double`/`Int` to check.
    private mutating func number() -> Substring? {
        _ = skipSpaces()
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// Skips spaces; true (and moves past it) when the next byte is `byte`.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard skipSpaces() < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    @discardableResult
    private mutating func skipSpaces() -> Int {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\r") || bytes[index] == UInt8(ascii: "\n")
        {
            index += 1
        }
        return index
    }
}
