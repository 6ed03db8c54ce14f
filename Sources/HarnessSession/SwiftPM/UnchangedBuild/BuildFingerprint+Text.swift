import Foundation

/// The fingerprint as the file `.build/harness/build-fingerprints/<mode>` keeps it: a version
/// line, then one line a setting, input and product, sorted, so that reading it back costs a
/// split per line (a 1,500-file package reads in a few milliseconds) and a person can diff two.
///
/// ```
/// harness build fingerprint 1
/// s toolchain /opt/swift/usr/bin/swift-driver 1234 1700000000.0
/// i f 120 1700000000123456789 1700000000123456789 4242 2049 - /pkg/Sources/A/A.swift
/// p f 88120 1700000001000000000 1700000001000000000 4343 2049 /pkg/.build/debug/PkgPackageTests.xctest
/// ```
extension BuildFingerprint {
    static let header = "harness build fingerprint 1"

    /// The text of this fingerprint.
    var text: String {
        var lines = [Self.header]
        for name in settings.keys.sorted() { lines.append("s \(name) \(Self.escaped(settings[name] ?? ""))") }
        for path in inputs.keys.sorted() {
            guard let input = inputs[path] else { continue }
            lines.append("i \(Self.fields(input.status)) \(input.contentHash ?? "-") \(Self.escaped(path))")
        }
        for path in products.keys.sorted() {
            guard let status = products[path] else { continue }
            lines.append("p \(Self.fields(status)) \(Self.escaped(path))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fingerprint `text` holds; nil when it is not one this Harness wrote (another
    /// version, a damaged file), which the caller treats as no fingerprint: a build.
    init?(text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.header) else { return nil }
        self.init(settings: [:], inputs: [:], products: [:])
        for line in lines {
            switch line.first {
            case "s":
                let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3 else { return nil }
                settings[String(parts[1])] = Self.unescaped(parts[2])
            case "i":
                let parts = line.split(separator: " ", maxSplits: 8, omittingEmptySubsequences: false)
                guard parts.count == 9, let status = Self.status(parts[1...6]) else { return nil }
                inputs[Self.unescaped(parts[8])] = Input(
                    status: status, contentHash: parts[7] == "-" ? nil : String(parts[7]))
            case "p":
                let parts = line.split(separator: " ", maxSplits: 7, omittingEmptySubsequences: false)
                guard parts.count == 8, let status = Self.status(parts[1...6]) else { return nil }
                products[Self.unescaped(parts[7])] = status
            default:
                return nil
            }
        }
    }

    private static func fields(_ status: FileStatus) -> String {
        "\(status.kind.rawValue) \(status.size) \(status.modified) \(status.changed) \(status.inode) \(status.device)"
    }

    private static func status(_ fields: ArraySlice<Substring>) -> FileStatus? {
        let values = Array(fields)
        guard values.count == 6, let kind = FileStatus.Kind(rawValue: String(values[0])),
            let size = Int64(values[1]), let modified = Int64(values[2]), let changed = Int64(values[3]),
            let inode = UInt64(values[4]), let device = UInt64(values[5])
        else { return nil }
        return FileStatus(
            kind: kind, size: size, modified: modified, changed: changed, inode: inode, device: device)
    }

    /// Backslashes and line breaks escaped, so that any path or value stays on its line.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }

    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "r" ? "\r" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
