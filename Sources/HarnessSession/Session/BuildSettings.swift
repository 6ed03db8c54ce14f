import Foundation

/// How the session gets the package's test bundles: build them with SwiftPM (against Harness's
/// XCTest or the toolchain's), reuse the last build, or take bundles someone else built.
///
/// ```swift
/// var build = BuildSettings()
/// build.skipBuild = true            // `--skip-build`
/// build.toolchainXCTest = true      // `--xctest toolchain`
/// ```
package struct BuildSettings: Sendable {
    /// `--xctest toolchain`: the toolchain's XCTest runs the tests, driven through its console.
    package var toolchainXCTest = false
    /// `--skip-build`: the bundles of the last build.
    package var skipBuild = false
    /// `--always-build`: run SwiftPM's build check even when no input changed.
    package var alwaysBuild = false
    /// `--verbose-build`: the build's whole output.
    package var verbose = false
    /// SwiftPM's `--jobs`; nil lets it choose.
    package var jobs: Int?
    /// Bundles built elsewhere (the plugin's scratch folder's products), absolute.
    package var builtProducts: String?
    /// `swift package dump-package`'s JSON, when someone else already read it.
    package var suppliedDescription: Data?
    /// Harness's own checkout, for an unmodified package's XCTest library.
    package var harnessRoot: String?
    /// The `swift` that builds.
    package var swift = PackageBuilder.defaultSwift()

    package init() {}
}
