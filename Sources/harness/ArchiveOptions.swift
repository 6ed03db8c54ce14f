import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessHistory
import HarnessModel
import HarnessSession

/// `harness test|list --archive tests.harness [--workspace-remap DIR]`: run or list the tests
/// of an archive another machine built (`harness archive`), with no source checkout and no
/// build here.
///
/// ```sh
/// harness test --archive tests.harness --partition time:2/3 --junit shard-2.xml
/// harness test --archive tests.harness --workspace-remap "$CI_PROJECT_DIR"
/// ```
struct ArchiveOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Take the built bundles, their listing and the package's description from this test archive "
                + "('harness archive' wrote it) instead of building.",
            valueName: "file"))
    var archive: String?

    @Option(
        help: ArgumentHelp(
            "With --archive: the sources are checked out here; reports name source paths under this folder instead "
                + "of where the build machine had them.",
            valueName: "dir"))
    var workspaceRemap: String?

    func validate() throws {
        if workspaceRemap != nil && archive == nil {
            throw ValidationError("--workspace-remap moves an archive's source paths: add --archive FILE")
        }
    }

    /// Refuses what an archive makes meaningless (bad input, 2): the archive's bundles are
    /// already built, on the XCTest they were built with.
    func validate(with package: PackageOptions) throws {
        guard archive != nil else { return }
        if package.buildInputs.builtProducts != nil || package.buildInputs.packageDescription != nil
            || package.skipBuild || package.alwaysBuild || package.xctest != .auto
        {
            throw ValidationError(
                "--archive brings its own built bundles and description: drop --built-products, --package-description, "
                    + "--skip-build, --always-build and --xctest")
        }
    }

    /// The archive unpacked and checked against this machine; nil without `--archive`.
    func open() throws(HarnessFailure) -> UnpackedArchive? {
        try archive.map { path throws(HarnessFailure) in try UnpackedArchive.open(Self.absolute(path)) }
    }

    /// The session's root with an archive: the workspace the sources are checked out in, else
    /// the current folder (the tests' working directory, where the history is kept).
    var root: String {
        Self.absolute(workspaceRemap ?? FileManager.default.currentDirectoryPath)
    }

    /// The archive's bundles as the session's source.
    func source(_ archive: UnpackedArchive) -> ArchiveBundleSource {
        ArchiveBundleSource(archive, workspace: workspaceRemap.map(Self.absolute))
    }

    /// The history an archive run reads: `--history`, else the one under ``root``, which the
    /// archive's own history (`harness archive --include-history`) starts when there is none.
    /// A history that cannot be copied is one warning line: the run goes on with none.
    func seedHistory(from archive: UnpackedArchive, into path: String?) {
        guard let history = archive.history else { return }
        let target = path ?? URL(fileURLWithPath: root).appendingPathComponent(HistoryStore.defaultPath).path
        guard !FileManager.default.fileExists(atPath: target) else { return }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: history, toPath: target)
        } catch {
            FileHandle.standardError.write(
                Data(
                    ("warning: cannot start the history \(target) from the archive's (\(error.localizedDescription)): "
                        + "this run plans without its timings and failures\n").utf8))
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
