import ArgumentParser
import Foundation
import HarnessBaselines
import HarnessCommandOptions
import HarnessModel
import HarnessRunner

/// What the baseline commands work on: a package and, optionally, some of its tests.
///
/// A filter is `Module`, `Module.Class` or `Module.Class/testMethod`, as `harness test` takes;
/// no filter means every measured test.
///
/// ```swift
/// @OptionGroup var scope: BaselineScope
/// for file in try scope.baselineFiles() { … }
/// ```
struct BaselineScope: ParsableArguments {
    @Option(help: ArgumentHelp("The package whose baselines to use.", valueName: "path"))
    var packagePath: String = "."

    @Argument(
        help: ArgumentHelp(
            "Tests to act on: Module, Module.Class or Module.Class/testMethod (default: all).", valueName: "filter"))
    var filters: [String] = []

    /// The package's root, absolute, checked to hold a manifest.
    func packageRoot() throws(HarnessFailure) -> URL {
        try PackageOptions.packageRoot(packagePath)
    }

    /// Whether `test` (`Module.Class/testMethod`) is one the filters name.
    func includes(test: String) -> Bool {
        filters.isEmpty
            || filters.contains { filter in
                test == filter || test.hasPrefix(filter + "/") || test.hasPrefix(filter + ".")
            }
    }

    /// Every baseline file of the package, sorted, outside build folders and hidden folders;
    /// or the one in `HARNESS_BASELINE_DIR` when that is set, since the bundles then record
    /// there (`show` and `delete` must see what `record` wrote).
    func baselineFiles(environment: [String: String] = ProcessInfo.processInfo.environment) throws(HarnessFailure)
        -> [BaselineStore]
    {
        let root = try packageRoot()
        if let folder = environment[BaselinePolicy.directoryVariable], !folder.isEmpty {
            let url = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(BaselineFile.fileName)
            return FileManager.default.fileExists(atPath: url.path) ? [BaselineStore(fileURL: url)] : []
        }
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else {
            return []
        }
        var stores: [BaselineStore] = []
        for case let url as URL in walker {
            // .build and friends hold checkouts whose baselines are not this package's.
            if url.lastPathComponent.hasPrefix(".build")
                || url.lastPathComponent == "Fixtures" && url.deletingLastPathComponent() == root
            {
                walker.skipDescendants()
                continue
            }
            if url.lastPathComponent == BaselineFile.fileName {
                stores.append(BaselineStore(fileURL: url))
            }
        }
        return stores.sorted { $0.fileURL.path < $1.fileURL.path }
    }
}
