/// The two events every test sends, written directly: `encodeLine`'s JSONEncoder (sorted keys)
/// costs tens of microseconds an event in a debug-built bundle, paid twice per test under the
/// runner. The output has the same keys, in the same sorted order, as `encodeLine`'s, and
/// decodes to the same event; any other event (or a non-finite number) returns nil and is left
/// to `encodeLine`.
///
/// ```swift
/// let bytes = WireEvent.directLine(event) ?? Array(try WireEvent.encodeLine(event))
/// ```
extension WireEvent {
    /// One JSON line (with its newline) for a `testStarted` or `testFinished` event; nil otherwise.
    public static func directLine(_ event: WireEvent) -> [UInt8]? {
        guard event.time.isFinite else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(256)
        switch event.kind {
        case .testStarted(let payload):
            out.append(contentsOf: #"{"kind":"testStarted""#.utf8)
            appendOffsets(stdout: payload.stdoutOffset, stderr: payload.stderrOffset, to: &out)
            appendTest(payload.test, to: &out)
        case .testFinished(let payload):
            // A time-out's extra field is rare: JSONEncoder writes it.
            guard payload.duration.isFinite, payload.exceededTimeAllowance == nil else { return nil }
            out.append(contentsOf: #"{"duration":"#.utf8)
            out.append(contentsOf: payload.duration.description.utf8)
            out.append(contentsOf: #","kind":"testFinished","outcome":"#.utf8)
            appendString(payload.outcome.rawValue, to: &out)
            appendOffsets(stdout: payload.stdoutOffset, stderr: payload.stderrOffset, to: &out)
            appendTest(payload.test, to: &out)
        default:
            return nil
        }
        out.append(contentsOf: #","time":"#.utf8)
        out.append(contentsOf: event.time.description.utf8)
        out.append(contentsOf: #","version":"#.utf8)
        out.append(contentsOf: String(event.version).utf8)
        out.append(contentsOf: "}\n".utf8)
        return out
    }

    private static func appendOffsets(stdout: Int64?, stderr: Int64?, to out: inout [UInt8]) {
        // Sorted keys: stderrOffset before stdoutOffset; absent when nil, as JSONEncoder omits them.
        if let stderr {
            out.append(contentsOf: #","stderrOffset":"#.utf8)
            out.append(contentsOf: String(stderr).utf8)
        }
        if let stdout {
            out.append(contentsOf: #","stdoutOffset":"#.utf8)
            out.append(contentsOf: String(stdout).utf8)
        }
    }

    private static func appendTest(_ test: TestIdentifier, to out: inout [UInt8]) {
        out.append(contentsOf: #","test":{"className":"#.utf8)
        appendString(test.className, to: &out)
        out.append(contentsOf: #","method":"#.utf8)
        appendString(test.method, to: &out)
        out.append(contentsOf: #","module":"#.utf8)
        appendString(test.module, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON string: quote, backslash and control characters escaped, the rest as UTF-8
    /// (slashes unescaped, as `encodeLine` writes them).
    private static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
