import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// What someone who already built the package, or read its description, hands `harness` so it
/// runs no SwiftPM command of its own: `swift package harness …` passes both, since the outer
/// `swift package` holds the package's `.build` lock for as long as the plugin runs.
///
/// ```sh
/// harness test --built-products .build/debug                  # the bundles built there
/// harness list --package-description description.json        # no dump-package
/// ```
package struct BuildInputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Use the test bundles already built in this products folder (such as .build/debug) instead of building.",
            valueName: "path"))
    package var builtProducts: String?

    @Option(
        help: ArgumentHelp(
            "Read the package's description from this file (the JSON of 'swift package dump-package') instead "
                + "of running dump-package.",
            valueName: "path"))
    package var packageDescription: String?

    @Option(
        help: ArgumentHelp(
            "The build folder to start from and build in, as swift test's own --scratch-path (default: .build).",
            valueName: "path"))
    package var scratchPath: String?

    package init() {}

    /// The session's build settings with these inputs (and Harness's own checkout, for an
    /// unmodified package's XCTest library); the rest as `BuildSettings` defaults them.
    package func buildSettings() throws(HarnessFailure) -> BuildSettings {
        var build = BuildSettings()
        build.builtProducts = builtProducts.map(absolute)
        build.scratchPath = scratchPath.map(absolute)
        build.suppliedDescription = try suppliedDescription()
        build.harnessRoot = HarnessLocation.root()
        return build
    }

    /// The description's contents; a file that cannot be read is bad input.
    package func suppliedDescription() throws(HarnessFailure) -> Data? {
        guard let packageDescription else { return nil }
        guard let data = FileManager.default.contents(atPath: absolute(packageDescription)) else {
            throw HarnessFailure(
                "cannot read the package description '\(packageDescription)': pass a file that 'swift package "
                    + "dump-package' wrote",
                code: RunnerExitCode.badInput)
        }
        return data
    }

    /// Paths are taken relative to where `harness` was started.
    package func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }
}
