import Foundation
import HarnessHistory
import HarnessModel
import HarnessProcess
import HarnessRunner

/// One file with everything a run on another machine needs (`harness archive --output
/// tests.harness`) and nothing it does not: the built bundles, the package's executable
/// products beside them (functional tests launch them from there), the shared libraries both
/// load that a machine with the same distribution and Swift lacks (Harness's XCTest library
/// for an unmodified package), the resources beside them, the listing, where each test is
/// declared, the package's description, and, if asked, the run history.
///
/// ```
/// tests.harness          a gzip-compressed tar
///   manifest.json        ArchiveManifest: formats, platform, Swift runtime, the build's root
///   inventory.json       the listing, bundle paths relative to the archive (products/…)
///   sources.json         each test's declaration (TestSourceMap), as the build machine saw it
///   description.json     swift package dump-package's JSON
///   products/            the .xctest bundles, the executable products and the *.resources
///                        folders beside them
///   lib/                 shared libraries they load (LD_LIBRARY_PATH on the other side)
///   history.sqlite       the run history, with --include-history
/// ```
///
/// tar, not a library: every CI image has it, it keeps executable bits and symbolic links as
/// they are, gzip's checksum catches a corrupt or truncated file, and anyone can look inside
/// with the tools they know. The archive is written beside its destination and renamed over
/// it, so a reader never sees half of one.
///
/// ```swift
/// let manifest = try TestArchive.write(contents, to: "/ci/tests.harness", swift: swift)
/// let unpacked = try TestArchive.open("/ci/tests.harness")     // ArchiveBundleSource(unpacked, …)
/// ```
package enum TestArchive {
    static let manifestName = "manifest.json"
    static let inventoryName = "inventory.json"
    static let sourcesName = "sources.json"
    static let descriptionName = "description.json"
    static let productsFolder = "products"
    static let libraryFolder = "lib"
    static let historyName = "history.sqlite"

    /// What goes in, from the build machine's session.
    package struct Contents {
        /// The listing; its bundles' paths are where they were built.
        package var inventory: TestInventory
        package var sources: TestSourceMap
        package var description: Data
        package var packageRoot: String
        package var toolchainXCTest: Bool
        /// The history file to include, if asked.
        package var history: String?
        /// The `swift` that built the bundles, to name its version.
        package var swift: String

        package init(
            inventory: TestInventory, sources: TestSourceMap, description: Data, packageRoot: String,
            toolchainXCTest: Bool, history: String?, swift: String
        ) {
            self.inventory = inventory
            self.sources = sources
            self.description = description
            self.packageRoot = packageRoot
            self.toolchainXCTest = toolchainXCTest
            self.history = history
            self.swift = swift
        }
    }

    /// Writes `contents` to `output`, atomically; its manifest. `libraries` says what a bundle
    /// or an executable loads (`ldd`; a test gives its own).
    package static func write(
        _ contents: Contents, to output: String,
        libraries: (String) throws -> SharedLibraries = { try SharedLibraries.resolve(binary: $0) }
    ) throws(HarnessFailure) -> ArchiveManifest {
        let fileManager = FileManager.default
        let destination = URL(fileURLWithPath: output)
        let folder = destination.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(".\(destination.lastPathComponent).partial-\(UUID().uuidString)")
        let staging = partial.appendingPathExtension("d")
        defer {
            // What a finished or failed archive leaves is dot-named, and swept by nothing else: harmless.
            try? fileManager.removeItem(at: staging)
            try? fileManager.removeItem(at: partial)
        }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let manifest = try stage(contents, in: staging, libraries: libraries)
            var entries = [manifestName, inventoryName, sourcesName, descriptionName, productsFolder, libraryFolder]
            if manifest.hasHistory { entries.append(historyName) }
            let tar = try ProcessOutput.run(
                "/usr/bin/env", arguments: ["tar", "-czf", partial.path, "-C", staging.path] + entries)
            guard tar.status == 0 else {
                throw HarnessFailure(
                    "failed to write the archive '\(output)': tar: \(firstLine(tar.standardError))",
                    code: RunnerExitCode.internalError)
            }
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.moveItem(at: partial, to: destination)
            return manifest
        } catch let failure as HarnessFailure {
            throw failure
        } catch {
            throw HarnessFailure(
                "failed to write the archive '\(output)': \(error)", code: RunnerExitCode.internalError)
        }
    }

    /// Lays the archive's files out in `staging`.
    private static func stage(
        _ contents: Contents, in staging: URL, libraries resolve: (String) throws -> SharedLibraries
    ) throws -> ArchiveManifest {
        let fileManager = FileManager.default
        let products = staging.appendingPathComponent(productsFolder)
        let libraries = staging.appendingPathComponent(libraryFolder)
        try fileManager.createDirectory(at: products, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: libraries, withIntermediateDirectories: true)

        var inventory = contents.inventory
        var runtime: String?
        var carried: [String: String] = [:]
        var productFolders: [String] = []
        func carryLibraries(of binary: URL) throws {
            let loaded = try resolve(binary.path)
            runtime = runtime ?? loaded.runtime
            for library in loaded.carried { carried[URL(fileURLWithPath: library).lastPathComponent] = library }
        }
        for index in inventory.bundles.indices {
            let built = URL(fileURLWithPath: inventory.bundles[index].path)
            let name = built.lastPathComponent
            try place(built, at: products.appendingPathComponent(name))
            inventory.bundles[index].path = "\(productsFolder)/\(name)"
            // An overlay's bundle (Harness's XCTest for an unmodified package) has the package's
            // executables and resources in the user's products folder instead.
            // The user's folder first: the overlay holds links to its executables, not copies.
            let folders =
                [XCTestOverlay.userProducts(ofBundle: built.path)].compactMap { $0 }
                + [built.deletingLastPathComponent().path]
            for folder in folders where !productFolders.contains(folder) { productFolders.append(folder) }
            try carryLibraries(of: built)
        }
        // Functional tests (HarnessLaunch) launch the package's executables from beside the
        // test bundle, where SwiftPM builds every product: they go beside it here too.
        var executables: [String] = []
        for name in try ExecutableProducts.names(in: contents.description) {
            let built = try builtExecutable(named: name, in: productFolders)
            try place(built, at: products.appendingPathComponent(name))
            try carryLibraries(of: built)
            executables.append(name)
        }
        // Bundle.module looks for a target's resources beside the running executable first.
        for folder in productFolders {
            for entry in try fileManager.contentsOfDirectory(atPath: folder) where entry.hasSuffix(".resources") {
                let target = products.appendingPathComponent(entry)
                if !fileManager.fileExists(atPath: target.path) {
                    try fileManager.copyItem(atPath: "\(folder)/\(entry)", toPath: target.path)
                }
            }
        }
        for (name, path) in carried {
            try fileManager.copyItem(
                at: URL(fileURLWithPath: path).resolvingSymlinksInPath(), to: libraries.appendingPathComponent(name))
        }
        var hasHistory = false
        if let history = contents.history, fileManager.fileExists(atPath: history) {
            // The WAL folded in first, so that the file alone holds every run.
            try HistoryDatabase(url: URL(fileURLWithPath: history)).checkpoint()
            try fileManager.copyItem(atPath: history, toPath: staging.appendingPathComponent(historyName).path)
            hasHistory = true
        }
        let manifest = ArchiveManifest(
            platform: .current(runtimePath: runtime), swiftVersion: swiftVersion(contents.swift),
            packageRoot: contents.packageRoot, toolchainXCTest: contents.toolchainXCTest,
            bundles: inventory.bundles.map { URL(fileURLWithPath: $0.path).lastPathComponent },
            executables: executables, sharedLibraries: carried.keys.sorted(), hasHistory: hasHistory, createdAt: Date())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(manifest).write(to: staging.appendingPathComponent(manifestName))
        try encoder.encode(inventory).write(to: staging.appendingPathComponent(inventoryName))
        try encoder.encode(contents.sources).write(to: staging.appendingPathComponent(sourcesName))
        try contents.description.write(to: staging.appendingPathComponent(descriptionName))
        return manifest
    }

    /// The built executable product `name` in the first of `folders` that has it; one missing
    /// is bad input naming it: the archive's functional tests could not launch it.
    private static func builtExecutable(named name: String, in folders: [String]) throws(HarnessFailure) -> URL {
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        let place = folders.first.map { "in '\($0)'" } ?? "beside the test bundles"
        throw HarnessFailure(
            "the package's executable product '\(name)' is not built \(place), where its functional tests launch it: "
                + "build it ('swift build --build-tests', or 'harness archive' without --skip-build) and archive again",
            code: RunnerExitCode.badInput)
    }

    /// A hard link where the file system allows one (a bundle can be tens of megabytes), else a
    /// copy.
    private static func place(_ file: URL, at target: URL) throws {
        do {
            try FileManager.default.linkItem(at: file, to: target)
        } catch {
            try FileManager.default.copyItem(at: file, to: target)
        }
    }

    /// `swift --version`'s first line, to name the build's Swift in a mismatch.
    private static func swiftVersion(_ swift: String) -> String? {
        // No version: the mismatch is said without naming the build's Swift.
        guard let output = try? ProcessOutput.run(swift, arguments: ["--version"]), output.status == 0 else {
            return nil
        }
        let line = firstLine(String(decoding: output.standardOutput, as: UTF8.self))
        return line.isEmpty ? nil : line
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
