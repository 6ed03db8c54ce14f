import Foundation

/// How the session gets the package's test bundles: build them with SwiftPM (against Harness's
/// XCTest or the toolchain's), reuse the last build, or take bundles someone else built.
///
/// ```swift
/// var build = BuildSettings()
/// build.skipBuild = true            // `--skip-build`
/// build.xctest = .toolchain        // `--xctest toolchain`
/// ```
package struct BuildSettings: Sendable {
    /// `--xctest`: which XCTest runs an unmodified package's tests.
    package var xctest = XCTestRoute.auto
    /// What the run asks for that only Harness's XCTest gives (`per-test coverage`): under
    /// ``XCTestRoute/auto`` it takes an unmodified package there, said in one line.
    package var harnessXCTestReason: String?
    /// `--skip-build`: the bundles of the last build.
    package var skipBuild = false
    /// `--always-build`: run SwiftPM's build check even when no input changed.
    package var alwaysBuild = false
    /// `--verbose-build`: the build's whole output.
    package var verbose = false
    /// SwiftPM's `--jobs`; nil lets it choose.
    package var jobs: Int?
    /// The user's build folder (`--scratch-path`), absolute; nil is SwiftPM's default, `.build`.
    package var scratchPath: String?
    /// Bundles built elsewhere (the plugin's scratch folder's products), absolute.
    package var builtProducts: String?
    /// `swift package dump-package`'s JSON, when someone else already read it.
    package var suppliedDescription: Data?
    /// Harness's own checkout, for an unmodified package's XCTest library.
    package var harnessRoot: String?
    /// The `swift` that builds; nil: the session's environment's (``SessionSettings/swift``).
    package var swift: String?

    package init() {}
}
