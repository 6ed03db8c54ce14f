import Foundation
import HarnessModel
import HarnessProcess
import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A test archive unpacked into a folder of its own and checked against this machine: what
/// ``ArchiveBundleSource`` runs from. The folder is removed with ``remove()``.
///
/// ```swift
/// let archive = try UnpackedArchive.open("tests.harness")   // one line if corrupt or foreign
/// defer { archive.remove() }
/// archive.inventory.testCount
/// ```
package struct UnpackedArchive: Sendable {
    /// The archive as the user named it.
    package var path: String
    /// Where it is unpacked.
    package var folder: String
    package var manifest: ArchiveManifest
    /// The listing, its bundles' paths in ``folder``.
    package var inventory: TestInventory
    /// Each test's declaration, as the build machine saw it.
    package var sources: TestSourceMap
    package var description: Data

    /// The shared libraries' folder, first on the bundles' `LD_LIBRARY_PATH`.
    package var libraryFolder: String { "\(folder)/\(TestArchive.libraryFolder)" }
    /// The run history the archive holds, if any.
    package var history: String? {
        manifest.hasHistory ? "\(folder)/\(TestArchive.historyName)" : nil
    }

    /// Unpacks `path` into a new temporary folder and checks it: a file that is not a whole
    /// archive, or one this machine cannot run, is bad input in one line naming it (exit 2),
    /// and nothing is left behind.
    package static func open(_ path: String) throws(HarnessFailure) -> UnpackedArchive {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: path) else {
            throw HarnessFailure(
                "no test archive at '\(path)': write one with 'harness archive --output \(path)' on the build machine",
                code: RunnerExitCode.badInput)
        }
        sweepAbandonedFolders()
        let folder = fileManager.temporaryDirectory.appendingPathComponent(
            "\(folderPrefix)\(getpid())-\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let archive = try unpack(path, into: folder)
            return archive
        } catch {
            // Cleaning after the failure thrown below; what stays is swept (sweepAbandonedFolders).
            try? fileManager.removeItem(at: folder)
            guard let failure = error as? HarnessFailure else {
                throw HarnessFailure("cannot read the test archive '\(path)': \(error)", code: RunnerExitCode.badInput)
            }
            throw failure
        }
    }

    private static func unpack(_ path: String, into folder: URL) throws -> UnpackedArchive {
        let tar = try ProcessOutput.run("/usr/bin/env", arguments: ["tar", "-xzf", path, "-C", folder.path])
        guard tar.status == 0 else {
            throw HarnessFailure(
                "cannot read the test archive '\(path)': it is truncated or corrupt (tar: "
                    + "\(TestArchive.firstLine(tar.standardError))); copy it again, or write it again with "
                    + "'harness archive'",
                code: RunnerExitCode.badInput)
        }
        func read(_ name: String) throws -> Data {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                throw HarnessFailure(
                    "'\(path)' is not a Harness test archive (it has no \(name)): write one with 'harness archive'",
                    code: RunnerExitCode.badInput)
            }
            return data
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let manifest: ArchiveManifest
        do {
            manifest = try decoder.decode(ArchiveManifest.self, from: try read(TestArchive.manifestName))
        } catch let failure as HarnessFailure {
            throw failure
        } catch {
            throw HarnessFailure(
                "cannot run the test archive '\(path)': its manifest is not one this harness reads (archive format "
                    + "\(ArchiveManifest.currentFormat)); write it again with this Harness's 'harness archive'",
                code: RunnerExitCode.badInput)
        }
        if let mismatch = manifest.mismatch(with: .current(runtimePath: manifest.platform.runtime?.path)) {
            throw HarnessFailure("cannot run the test archive '\(path)': \(mismatch)", code: RunnerExitCode.badInput)
        }
        var inventory = try decoder.decode(TestInventory.self, from: try read(TestArchive.inventoryName))
        for index in inventory.bundles.indices {
            inventory.bundles[index].path = folder.appendingPathComponent(inventory.bundles[index].path).path
        }
        return UnpackedArchive(
            path: path, folder: folder.path, manifest: manifest, inventory: inventory,
            sources: try decoder.decode(TestSourceMap.self, from: try read(TestArchive.sourcesName)),
            description: try read(TestArchive.descriptionName))
    }

    /// The unpacked folders' names: the prefix, the unpacking process's id, a UUID.
    static let folderPrefix = "harness-archive-"

    /// Removes the unpacked folders of `harness` processes that are gone: one killed mid-run
    /// (a cancelled CI job, a closed pipe) never removed its own.
    static func sweepAbandonedFolders() {
        let temporary = FileManager.default.temporaryDirectory
        // No temporary folder to list: nothing to sweep; a folder that stays is tried next time.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(folderPrefix) {
            let owner = name.dropFirst(folderPrefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(owner), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            // A folder that stays is tried again by the next sweep.
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// Removes the unpacked folder.
    package func remove() {
        // A folder that stays is swept by a later run, once this process is gone.
        try? FileManager.default.removeItem(atPath: folder)
    }
}
