import Foundation

/// The two ways the `BasicSuite` fixture builds: the same test sources on Harness's `XCTest`
/// or on the toolchain's, so their behaviour can be compared line for line.
enum FixtureVariant: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The test targets depend on Harness's `XCTest` product (the fixture's default).
    case harness
    /// `HARNESS_FIXTURE_XCTEST=toolchain`: no Harness; the toolchain's XCTest.
    case toolchain

    /// The fixture manifest reads this variable to choose.
    static let selectorVariable = "HARNESS_FIXTURE_XCTEST"

    var description: String { rawValue }

    /// The fixture package's folder.
    var packagePath: URL { RepositoryPaths.fixture(named: "BasicSuite") }

    /// Each variant has its own scratch folder, so neither build invalidates the other.
    var scratchPath: URL { BuiltFixture.basicSuite.scratchPath(self) }

    /// The test bundle SwiftPM links on Linux: one executable for all the package's test
    /// targets, reached through the `debug` link, whose name the toolchain's XCTest also
    /// uses for the bundle's suite (`Test Suite 'debug.xctest'`).
    var bundlePath: URL { BuiltFixture.basicSuite.bundlePath(self) }

    /// The environment for `swift build` / `swift test` on the fixture: this process's,
    /// with the selector set or removed, and nothing that would make a child speak the wire.
    var buildEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HARNESS_WIRE_PATH")
        environment.removeValue(forKey: "HARNESS_WIRE_FD")
        switch self {
        case .harness: environment.removeValue(forKey: Self.selectorVariable)
        case .toolchain: environment[Self.selectorVariable] = "toolchain"
        }
        return environment
    }

    /// The arguments that point SwiftPM at this variant's package and scratch folder (the
    /// Harness variant's folder is shared: commands in it go through ``AdoptersScratch``).
    var packageArguments: [String] {
        ["--package-path", packagePath.path, "--scratch-path", scratchPath.path]
    }
}
