import Foundation
import HarnessModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Harness's `HarnessXCTest` shared library, which unmodified packages are built against:
/// built once per Harness sources and toolchain, and shared by every package.
///
/// Each build is published under a key made of the toolchain's identity and a fingerprint of
/// the library's sources (``sourcePaths``), in `<harness>/.build-harness-lib/<key>/`. A run
/// whose key is published reads one folder and starts no build; a developer who edits the
/// library's sources gets a new key, so never a stale library. Builders take a lock, build in
/// one working scratch folder (incremental), copy the products to a partial folder and rename
/// it into place, so that concurrent runs never see half a library and build it once. A
/// published folder is never written again (bundles load the library from it through their
/// `rpath`); the ``keptLibraries`` most recently used stay, older ones are removed when a new
/// one is published.
///
/// ```
/// .build-harness-lib/
///   lock              flock(2): one builder at a time
///   work/             swift build -c release --product HarnessXCTest (incremental)
///   <key>/            lib/libHarnessXCTest.so, Modules/*.swiftmodule, CXCTestSupport.modulemap
/// ```
///
/// ```swift
/// let library = HarnessLibrary(harnessRoot: root, swift: swift)
/// let products = try library.products(jobs: nil, say: print) { arguments in try run(swift, arguments) }
/// ```
struct HarnessLibrary {
    /// What a package's build links against.
    struct Products: Hashable, Sendable {
        var key: String
        var libraryFolder: String
        var modulesFolder: String
        var moduleMap: String?
    }

    /// What the library is made of, relative to Harness's root: the manifest and the folders
    /// of the `XCTest` target and every target it depends on (`HarnessLibraryTests` checks this
    /// list against Harness's own manifest).
    static let sourcePaths = [
        "Package.swift", "Sources/XCTest", "Sources/HarnessWire", "Sources/HarnessBaselines",
        "Sources/CXCTestSupport", "Sources/AppHost", "Sources/HarnessProcess",
    ]

    /// How many published libraries are kept (the most recently used): a developer editing
    /// Harness or switching toolchains publishes a new one each time (about 7 MB).
    static let keptLibraries = 4

    var harnessRoot: String
    var swift: String

    var cacheRoot: String { "\(harnessRoot)/.build-harness-lib" }
    /// The scratch folder every build of the library shares, so that a new key rebuilds only
    /// what changed.
    var workFolder: String { "\(cacheRoot)/work" }

    /// The key of the library these sources and this toolchain make.
    func key() -> String {
        let sources = ContentFingerprint.ofFiles(under: Self.sourcePaths, in: harnessRoot)
        return ContentFingerprint.of("\(ContentFingerprint.toolchain(swift: swift))\n\(sources)")
    }

    /// The arguments that build the library in ``workFolder``.
    func buildArguments(jobs: Int?) -> [String] {
        var arguments = [
            "build", "-c", "release", "--package-path", harnessRoot, "--scratch-path", workFolder,
            "--product", "HarnessXCTest",
        ]
        if let jobs { arguments += ["-j", "\(jobs)"] }
        return arguments
    }

    /// The published library for the current key; when no run has published it, `build` runs
    /// ``buildArguments(jobs:)`` under the builders' lock (`say` tells of a wait for it) and
    /// the result is published.
    func products(
        jobs: Int?, say: (RunnerNotice) -> Void, build: ([String]) throws(PackageBuilder.Failure) -> Void
    ) throws(PackageBuilder.Failure) -> Products {
        let key = key()
        if let published = published(key: key) { return markedUsed(published) }
        let lock = try ExclusiveFileLock(
            path: "\(cacheRoot)/lock",
            notice: RunnerNotice(
                .harnessBuildLockWait,
                "Waiting for another harness run that is building Harness's XCTest library (lock '\(cacheRoot)/lock')"
            ),
            say: say)
        defer { lock.release() }
        // The run we waited for may have published this very key.
        if let published = published(key: key) { return markedUsed(published) }
        try build(buildArguments(jobs: jobs))
        try publish(key: key)
        guard let published = published(key: key) else {
            throw PackageBuilder.Failure(
                description: "Harness's XCTest library was built but '\(cacheRoot)/\(key)' is incomplete",
                isBuildFailure: true)
        }
        removeUnused(keeping: key)
        return published
    }

    /// The products in `<key>/`, if that folder was published (renamed into place whole).
    func published(key: String) -> Products? {
        let folder = "\(cacheRoot)/\(key)"
        guard FileManager.default.fileExists(atPath: "\(folder)/lib/libHarnessXCTest.so") else { return nil }
        let map = "\(folder)/CXCTestSupport.modulemap"
        return Products(
            key: key, libraryFolder: "\(folder)/lib", modulesFolder: "\(folder)/Modules",
            moduleMap: FileManager.default.fileExists(atPath: map) ? map : nil)
    }

    /// The published keys, most recently used first (a use touches the folder's date).
    func publishedKeys() -> [String] {
        let manager = FileManager.default
        // No cache folder: nothing published yet.
        let names = (try? manager.contentsOfDirectory(atPath: cacheRoot)) ?? []
        let dated = names.filter { !$0.hasPrefix(".") && published(key: $0) != nil }.map { name in
            // A key whose date cannot be read counts as the oldest.
            let attributes = (try? manager.attributesOfItem(atPath: "\(cacheRoot)/\(name)")) ?? [:]
            return (name, (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
        return dated.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// Touches the folder's date, so that pruning keeps what is in use; best effort (an
    /// installed, read-only Harness is never pruned either).
    private func markedUsed(_ products: Products) -> Products {
        _ = utimes("\(cacheRoot)/\(products.key)", nil)
        return products
    }

    /// Copies the working build's products to a partial folder, then renames it to `<key>`.
    private func publish(key: String) throws(PackageBuilder.Failure) {
        let manager = FileManager.default
        let built = "\(workFolder)/release"
        let partial = "\(cacheRoot)/.\(key).partial-\(getpid())"
        let target = "\(cacheRoot)/\(key)"
        let modules = manager.fileExists(atPath: "\(built)/Modules/XCTest.swiftmodule") ? "\(built)/Modules" : built
        do {
            // A leftover of this process's earlier try, if any; the copy below fails if it stays.
            try? manager.removeItem(atPath: partial)
            try manager.createDirectory(atPath: "\(partial)/lib", withIntermediateDirectories: true)
            try manager.copyItem(atPath: "\(built)/libHarnessXCTest.so", toPath: "\(partial)/lib/libHarnessXCTest.so")
            try manager.createDirectory(atPath: "\(partial)/Modules", withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: modules) where name.hasSuffix(".swiftmodule") {
                try manager.copyItem(atPath: "\(modules)/\(name)", toPath: "\(partial)/Modules/\(name)")
            }
            for map in [
                "\(built)/CXCTestSupport.build/module.modulemap",
                "\(harnessRoot)/Sources/CXCTestSupport/include/module.modulemap",
            ] where manager.fileExists(atPath: map) {
                try manager.copyItem(atPath: map, toPath: "\(partial)/CXCTestSupport.modulemap")
                break
            }
        } catch {
            // Cleaning before the failure thrown below; a partial folder that stays is swept next time.
            try? manager.removeItem(atPath: partial)
            throw PackageBuilder.Failure(
                description: "cannot copy Harness's XCTest library to '\(partial)': \(error.localizedDescription)",
                isBuildFailure: true)
        }
        // Under the lock, a folder at the key without the library is a leftover of no use.
        try? manager.removeItem(atPath: target)
        guard rename(partial, target) == 0 else {
            let reason = String(cString: strerror(errno))
            // Cleaning before the failure thrown below; a partial folder that stays is swept next time.
            try? manager.removeItem(atPath: partial)
            throw PackageBuilder.Failure(
                description: "cannot publish Harness's XCTest library as '\(target)': \(reason)", isBuildFailure: true)
        }
    }

    /// Removes the published libraries beyond the ``keptLibraries`` most recently used, and
    /// partial folders a killed builder left (the caller holds the lock: no build is under way).
    private func removeUnused(keeping key: String) {
        let manager = FileManager.default
        // No cache folder: nothing to sweep; a partial folder that stays is swept next time.
        for name in (try? manager.contentsOfDirectory(atPath: cacheRoot)) ?? [] where name.contains(".partial-") {
            try? manager.removeItem(atPath: "\(cacheRoot)/\(name)")
        }
        for old in publishedKeys().filter({ $0 != key }).dropFirst(Self.keptLibraries - 1) {
            // A library that cannot be removed is tried again on the next publish.
            try? manager.removeItem(atPath: "\(cacheRoot)/\(old)")
        }
    }
}
