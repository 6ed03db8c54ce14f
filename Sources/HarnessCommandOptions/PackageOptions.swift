import ArgumentParser
import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession

/// Options shared by `harness test`, `harness list`, `harness archive` and `harness ui`: which
/// package, how to build it.
package struct PackageOptions: ParsableArguments {
    package typealias XCTestChoice = XCTestRoute

    @Option(help: ArgumentHelp("The package to test.", valueName: "path"))
    package var packagePath: String = "."

    @Option(
        help: ArgumentHelp(
            "Which XCTest runs a package that does not depend on Harness: auto, harness or toolchain.",
            discussion: """
                auto (default): the toolchain's, from your own build, as swift test runs it; Harness's when \
                per-test coverage, or one case of a parameterized test run alone (harness ui), needs it. \
                harness: Harness's, compiling only the modules that import XCTest \
                against it. toolchain: the toolchain's, always. A package that depends on Harness's XCTest \
                product always runs on it.
                """))
    package var xctest: XCTestChoice = .auto

    @Flag(help: "Use the bundles of the last build instead of building.")
    package var skipBuild = false

    @Flag(help: "Print the build's whole output, and why the build ran or was skipped.")
    package var verboseBuild = false

    @Flag(
        help: """
            Run SwiftPM's build check even when no build input changed since the last build \
            (by default it is skipped then).
            """)
    package var alwaysBuild = false

    @OptionGroup package var buildInputs: BuildInputOptions

    package init() {}

    /// The package's root, absolute, checked to hold a manifest.
    package func packageRoot() throws(HarnessFailure) -> String {
        try Self.packageRoot(packagePath).path
    }

    /// `path` (relative to where the command started) as a package's root, checked to hold a
    /// manifest: every command's `--package-path` means the same.
    package static func packageRoot(_ path: String) throws(HarnessFailure) -> URL {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw HarnessFailure(
                "no Package.swift in '\(path)': pass the root of a Swift package with --package-path",
                code: RunnerExitCode.badInput)
        }
        return url
    }

    /// How the session builds (or finds) the bundles.
    package func buildSettings() throws(HarnessFailure) -> BuildSettings {
        var build = try buildInputs.buildSettings()
        build.xctest = xctest
        build.skipBuild = skipBuild
        build.alwaysBuild = alwaysBuild
        build.verbose = verboseBuild
        return build
    }

    /// The session settings of a command that only builds and lists (`harness list`).
    package func listingSettings() throws(HarnessFailure) -> SessionSettings {
        var settings = SessionSettings(
            packageRoot: try packageRoot(), environment: ProcessInfo.processInfo.environment)
        settings.build = try buildSettings()
        return settings
    }
}

extension XCTestRoute: ExpressibleByArgument {}
