import Foundation
import HarnessReports

/// `swift package dump-package`'s output for a package, kept in `.build/harness/` while what it
/// depends on stays the same, so that a run whose manifest did not change starts no SwiftPM
/// process to read it (about half a second each time).
///
/// The key covers the package's path, every manifest (`Package.swift`, `Package@swift-*.swift`),
/// `Package.resolved`, the `swift` that reads them, and the environment variables a manifest
/// names in a string literal (`Context.environment["FIXTURE_MODE"]`): a manifest that reads a variable by a
/// name built at run time is not covered, and its description is read again only when a
/// manifest changes. The file is the key's line, then the JSON; it is written atomically.
///
/// ```swift
/// let cache = PackageDescriptionCache(
///     packagePath: root, swift: swift, environment: settings.environment)
/// let json = try cache.description { try dumpPackage() }
/// ```
struct PackageDescriptionCache {
    var packagePath: String
    var swift: String
    var environment: [String: String]

    /// Where the description is kept.
    var file: String { "\(packagePath)/.build/harness/package-description" }

    /// The cached description when its key is current, else `dump()`'s, stored for next time.
    func description<E: Error>(dump: () throws(E) -> Data) throws(E) -> Data {
        guard let key = currentKey() else { return try dump() }
        if let cached = cached(key: key) { return cached }
        let json = try dump()
        store(json, key: key)
        return json
    }

    /// The cached description when its key is current; nil otherwise (nothing is run).
    func cachedIfCurrent() -> Data? {
        currentKey().flatMap { cached(key: $0) }
    }

    /// The key of the package as it is now; nil when no manifest can be read (the dump then
    /// says why).
    func currentKey() -> String? {
        let manager = FileManager.default
        // No listing, no manifest: nil, and the dump then says why (above).
        let names = ((try? manager.contentsOfDirectory(atPath: packagePath)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
        guard names.contains("Package.swift") else { return nil }
        var parts: [String] = ["path \(packagePath)", "swift \(ContentFingerprint.toolchain(swift: swift))"]
        var manifests = ""
        for name in names {
            guard let data = manager.contents(atPath: "\(packagePath)/\(name)") else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            manifests += text
            parts.append("\(name) \(data.count) \(ContentFingerprint.of(text))")
        }
        let resolved = manager.contents(atPath: "\(packagePath)/Package.resolved").map {
            String(decoding: $0, as: UTF8.self)
        }
        parts.append("Package.resolved \(resolved.map(ContentFingerprint.of) ?? "none")")
        for name in Self.variableNames(in: manifests) {
            parts.append("$\(name)=\(environment[name].map { "[\($0)]" } ?? "unset")")
        }
        return ContentFingerprint.of(parts.joined(separator: "\n"))
    }

    /// Quoted names that look like environment variables (`"FIXTURE_MODE"`), sorted.
    static func variableNames(in manifest: String) -> [String] {
        var names = Set<String>()
        for piece in manifest.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().enumerated()
        where piece.offset.isMultiple(of: 2) {
            let candidate = piece.element
            guard let first = candidate.first, first.isUppercase || first == "_",
                candidate.allSatisfy({ ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" })
            else { continue }
            names.insert(String(candidate))
        }
        return names.sorted()
    }

    private func cached(key: String) -> Data? {
        guard let data = FileManager.default.contents(atPath: file),
            let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            String(decoding: data[..<newline], as: UTF8.self) == key
        else { return nil }
        return Data(data[data.index(after: newline)...])
    }

    /// Best effort: a cache that cannot be written only costs the next run a dump.
    private func store(_ json: Data, key: String) {
        // Failure ignored: a description not kept is read with dump-package again next time.
        try? ReportFile(path: file).write(Data("\(key)\n".utf8) + json)
    }
}
