import Foundation
import HarnessWire

/// Short, stable fingerprints of what a cached build product depends on: text (FNV-1a of
/// ``StableHash``, with the length), files, and the toolchain.
///
/// ```swift
/// let key = ContentFingerprint.of(manifestText)  // "9f3c…-1234"
/// let toolchain = ContentFingerprint.toolchain(swift: "/usr/bin/swift")
/// ```
enum ContentFingerprint {
    /// The fingerprint of `text`.
    static func of(_ text: String) -> String {
        "\(String(StableHash.fnv1a64(text), radix: 16))-\(text.utf8.count)"
    }

    /// The fingerprint of every regular file under `paths` (relative to `root`; a path naming a
    /// file counts that file): their relative paths and contents, in path order. A missing path
    /// counts as empty, so creating it changes the fingerprint.
    static func ofFiles(under paths: [String], in root: String) -> String {
        let manager = FileManager.default
        var entries: [String] = []
        for relativePath in paths {
            let base = "\(root)/\(relativePath)"
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: base, isDirectory: &isFolder) else {
                entries.append("\(relativePath) missing")
                continue
            }
            guard isFolder.boolValue else {
                entries.append("\(relativePath) \(ofFile(at: base))")
                continue
            }
            guard let walker = manager.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = "\(base)/\(relative)"
                guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                entries.append("\(relativePath)/\(relative) \(ofFile(at: path))")
            }
        }
        return of(entries.sorted().joined(separator: "\n"))
    }

    /// The fingerprint of one file's bytes; an unreadable file counts as such.
    static func ofFile(at path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
        return of(String(decoding: data, as: UTF8.self))
    }

    /// The toolchain `swift` belongs to, without starting it: the driver's resolved path, size
    /// and modification time, which change whenever the toolchain is replaced or upgraded
    /// (`swift --version` would cost a process per run).
    static func toolchain(swift: String) -> String {
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath().path
        // A swift that cannot be stat'ed fingerprints as size 0: the key changes when it is back.
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(size) \(modified)"
    }
}
