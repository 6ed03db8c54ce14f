/// Which XCTest runs an unmodified package's tests (`harness test --xctest`). Every route starts
/// from the user's own build (``PackageBuilder``); a package that depends on Harness's `XCTest`
/// product runs on it whatever the route (but ``toolchain``, which it cannot build).
///
/// ```swift
/// var build = BuildSettings()
/// build.xctest = .harness      // `--xctest harness`: Harness's XCTest, through the overlay
/// ```
package enum XCTestRoute: String, Sendable, CaseIterable {
    /// The toolchain's XCTest from the user's build, as `swift test` runs it, so the first run
    /// builds nothing `swift test` did not; Harness's XCTest when a feature asked for needs it
    /// (per-test coverage), said in one line.
    case auto
    /// Harness's XCTest: the modules that import XCTest compiled again against it
    /// (``XCTestOverlay``), everything else taken from the user's build.
    case harness
    /// The toolchain's XCTest, always.
    case toolchain
}
