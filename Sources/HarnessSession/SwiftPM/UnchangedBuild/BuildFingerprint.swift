import Foundation

/// Everything a package's test build depends on, as it stood when a build ran: the settings
/// (toolchain, Harness, build arguments, environment, the package's description, its
/// dependencies' state), the status of every input file, and the status of the products the
/// build left. When a new run finds the same fingerprint, SwiftPM's build check has nothing to
/// rebuild and is skipped (``UnchangedBuildCheck``).
///
/// The decision, ``reasonToBuild(recorded:current:contentHash:)``, is a pure function of two
/// fingerprints: any difference at all (a setting, a file new, gone or with another status, a
/// product rebuilt or removed) means building, and so does no recorded fingerprint. A file
/// whose dates were too close to the snapshot to tell a later same-size edit apart (the racy
/// window) carries its content hash, checked again next time.
///
/// ```swift
/// let recorded = BuildFingerprint(settings: ["toolchain": "…"], inputs: [:], products: [:])
/// if let reason = BuildFingerprint.reasonToBuild(recorded: recorded, current: now, contentHash: hashOfFile) {
///     print("building: \(reason)")
/// }
/// ```
struct BuildFingerprint: Hashable, Sendable {
    /// One input file's status, with its content hash when its dates were too recent to trust.
    struct Input: Hashable, Sendable {
        var status: FileStatus
        var contentHash: String?
    }

    /// What the build was asked and with what, by name (`toolchain`, `arguments`, …: one word each).
    var settings: [String: String]
    /// Every input by absolute path: files and folders of the package, its local dependencies
    /// and its dependencies' checkouts.
    var inputs: [String: Input]
    /// The build's products by absolute path (test bundles, shared libraries, resource bundles).
    var products: [String: FileStatus]

    /// How close to the snapshot (in nanoseconds) a file's dates must be for a same-size edit
    /// within the same clock tick to go unseen: two seconds covers file systems that keep whole
    /// or even seconds.
    static let racyWindow: Int64 = 2_000_000_000

    /// Why a build must run, or nil when `recorded` still describes the package, its inputs and
    /// its products exactly. `contentHash` reads a file's content hash now (nil: unreadable);
    /// it is asked only for inputs whose recorded status carries one and still matches.
    static func reasonToBuild(
        recorded: BuildFingerprint?, current: BuildFingerprint, contentHash: (String) -> String?
    ) -> String? {
        guard let recorded else { return "no earlier build of these tests was recorded" }
        for name in Set(recorded.settings.keys).union(current.settings.keys).sorted()
        where recorded.settings[name] != current.settings[name] {
            return "the \(name) changed"
        }
        for path in Set(recorded.inputs.keys).union(current.inputs.keys).sorted() {
            switch (recorded.inputs[path], current.inputs[path]) {
            case (nil, _): return "'\(path)' is new"
            case (_, nil): return "'\(path)' was removed"
            case (.some(let before), .some(let now)):
                if before.status != now.status { return "'\(path)' changed" }
                if let hash = before.contentHash, contentHash(path) != hash { return "'\(path)' changed" }
            }
        }
        for path in Set(recorded.products.keys).union(current.products.keys).sorted()
        where recorded.products[path] != current.products[path] {
            return current.products[path] == nil
                ? "the product '\(path)' is missing" : "the product '\(path)' was rebuilt or replaced"
        }
        return nil
    }

    /// The files new or gone since `recorded` under any of `folders`, sorted. SwiftPM plans a
    /// build again when the root package's files come or go, but not a local dependency's: its
    /// kept plan (`debug.yaml`) compiles the dependency without a new file ("cannot find 'X' in
    /// scope" where X is in that file), until something else makes it plan again.
    static func filesAddedOrRemoved(
        under folders: [String], recorded: BuildFingerprint, current: BuildFingerprint
    ) -> [String] {
        let prefixes = folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        func isFile(_ input: Input?) -> Bool { input?.status.kind == .file }
        return Set(recorded.inputs.keys).symmetricDifference(current.inputs.keys).filter { path in
            (isFile(recorded.inputs[path]) || isFile(current.inputs[path]))
                && prefixes.contains { path.hasPrefix($0) }
        }.sorted()
    }

    /// This fingerprint with a content hash for every input file whose modification or status
    /// change falls within `window` (nanoseconds, ``racyWindow`` by default) of `snapshotTime`
    /// (nanoseconds since 1970), or later.
    func hashingRecentInputs(
        snapshotTime: Int64, window: Int64 = racyWindow, contentHash: (String) -> String?
    ) -> BuildFingerprint {
        var copy = self
        for (path, input) in inputs where input.status.kind == .file {
            let latest = max(input.status.modified, input.status.changed)
            guard latest >= snapshotTime - window else { continue }
            copy.inputs[path]?.contentHash = contentHash(path) ?? "unreadable"
        }
        return copy
    }

    /// The content hash ``reasonToBuild(recorded:current:contentHash:)`` compares: FNV-1a of the
    /// bytes, with their count.
    static func contentHash(ofFileAt path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\(String(hash, radix: 16))-\(data.count)"
    }
}
