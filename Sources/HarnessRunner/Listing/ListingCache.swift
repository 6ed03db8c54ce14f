import Foundation
import HarnessModel
import HarnessWire

/// Bundles' listings kept in `.build/harness/listings/`, reused while the bundle is the very
/// same file, so that a run whose bundle did not change starts no listing process (two per
/// bundle: its XCTest and its Swift Testing tests).
///
/// The key is the bundle file's identity as the file system gives it (device, inode, size,
/// modification and change times to the nanosecond: a relink writes a new file or at least
/// touches both times), the runner's own executable (a newer Harness may read listings
/// differently) and Swift Testing's stream version. A cache file that cannot be read or does
/// not match is a miss: the bundle is listed again and the file rewritten, atomically.
///
/// ```swift
/// let cache = ListingCache(folder: "\(root)/.build/harness/listings")
/// let bundle = try cache.bundle(at: path) { try BundleLister().list(bundleAt: path, workingDirectory: root) }
/// ```
package struct ListingCache: Sendable {
    /// Where the listings are kept, one file a bundle.
    package var folder: String
    /// Told, in one line, that a listing could not be kept (every run then lists that bundle
    /// again: slower, never wrong).
    package var sayUnkept: @Sendable (String) -> Void

    package init(folder: String, sayUnkept: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folder = folder
        self.sayUnkept = sayUnkept
    }

    /// The folder a package's listings are kept in.
    package init(packagePath: String, sayUnkept: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(folder: "\(packagePath)/.build/harness/listings", sayUnkept: sayUnkept)
    }

    /// The cached listing of the bundle at `path` when it is current, else `list()`'s, kept for
    /// next time.
    package func bundle<E: Error>(at path: String, list: () throws(E) -> TestBundle) throws(E) -> TestBundle {
        guard let key = Self.key(ofBundleAt: path) else { return try list() }
        if let cached = cached(path: path, key: key) { return cached }
        let bundle = try list()
        store(bundle, key: key)
        return bundle
    }

    /// The bundle file's identity with the runner's; nil when either cannot be read.
    static func key(ofBundleAt path: String) -> String? {
        guard let bundle = identity(of: path), let runner = identity(of: "/proc/self/exe") else { return nil }
        let versions = SwiftTestingStreamVersion.preferred.map(\.rawValue).joined(separator: ",")
        return "bundle \(bundle) runner \(runner) streams \(versions)"
    }

    /// `device inode size mtime ctime` of the file at `path`, following links.
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        let changed = "\(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
        return "\(status.st_dev) \(status.st_ino) \(status.st_size) \(modified) \(changed)"
    }

    func file(forBundleAt path: String) -> String {
        "\(folder)/\(String(StableHash.fnv1a64(path), radix: 16)).json"
    }

    private func cached(path: String, key: String) -> TestBundle? {
        // Failure ignored: a file that cannot be read or decoded is a miss, listed again and rewritten.
        guard let data = FileManager.default.contents(atPath: file(forBundleAt: path)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.key == key, entry.bundle.path == path
        else { return nil }
        return entry.bundle
    }

    /// A listing that cannot be kept is listed again next time, and said once here.
    private func store(_ bundle: TestBundle, key: String) {
        do {
            let data = try JSONEncoder().encode(Entry(key: key, bundle: bundle))
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file(forBundleAt: bundle.path)), options: .atomic)
        } catch {
            sayUnkept(
                "cannot keep the listing of \(bundle.name) in \(folder) (\(error.localizedDescription)): "
                    + "it is listed again on every run")
        }
    }

    private struct Entry: Codable {
        var key: String
        var bundle: TestBundle
    }
}
