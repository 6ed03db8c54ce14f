import Foundation

/// `Fixtures/CoveragePackage` and `Examples/NoteServer` under `harness test --coverage`: the
/// instrumented build made once per test process and route (by a first covered run), then runs
/// with `--skip-build`, each writing its reports into a folder of its own.
enum CoverageFixture {
    static let package = RepositoryPaths.fixture(named: "CoveragePackage")
    static let noteServer = RepositoryPaths.root.appendingPathComponent("Examples/NoteServer")

    /// The two ways `harness test` builds the same fixture: the package depends on Harness's
    /// `XCTest` (adopted), or its manifest drops that dependency (`HARNESS_FIXTURE_XCTEST=toolchain`)
    /// and `harness test --xctest harness` builds its tests against Harness's XCTest library
    /// from the package's own build (unmodified). Each route builds in a scratch folder of its
    /// own (`--scratch-path`), as a package's one manifest would have one `.build`.
    enum Route: String, CaseIterable, Sendable, CustomStringConvertible {
        case adopted
        case unmodified

        var description: String { rawValue }

        /// The environment of every `harness` command on this route: the manifest reads the
        /// selector, and nothing makes a child speak the wire of this test process.
        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "HARNESS_WIRE_PATH")
            environment.removeValue(forKey: "HARNESS_WIRE_FD")
            switch self {
            case .adopted: environment.removeValue(forKey: FixtureVariant.selectorVariable)
            case .unmodified: environment[FixtureVariant.selectorVariable] = "toolchain"
            }
            return environment
        }

        /// The options that choose the route's build folder and XCTest.
        var arguments: [String] {
            let scratch = ["--scratch-path", RepositoryPaths.fixtureScratch(named: "coverage-\(rawValue)").path]
            return self == .unmodified ? scratch + ["--xctest", "harness"] : scratch
        }

        /// How the build's last line names the route `harness test` took: the package's own
        /// build, then, unmodified, the modules that import XCTest on Harness's.
        var buildLine: String { self == .unmodified ? " on Harness's XCTest in " : "Finished building tests in " }
    }

    /// The first covered run's result on `route`, which built it: once per test process and
    /// route (``FixtureBuilds``).
    static func build(_ route: Route) async throws -> CommandResult {
        try await FixtureBuilds.command(FixtureBuildName(package, variant: "harness test --coverage, \(route)")) {
            try await CommandRunner.run(
                RunnerFixture.harness,
                arguments: [
                    "test", "--coverage", "--package-path", package.path, "--coverage-output", folder().path,
                ] + route.arguments,
                environment: route.environment, timeLimit: 1_800)
        }
    }

    /// A fresh temporary folder.
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("harness-coverage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `harness test --package-path <fixture> <arguments>` on `route`'s bundles, after its build.
    /// They are named with `--built-products` (the route's build folder's products).
    static func test(_ arguments: [String], route: Route = .adopted) async throws -> CommandResult {
        _ = try await build(route)
        let products = RepositoryPaths.fixtureScratch(named: "coverage-\(route.rawValue)").appendingPathComponent(
            "debug")
        return try await CommandRunner.run(
            RunnerFixture.harness,
            arguments: ["test", "--package-path", package.path, "--built-products", products.path] + route.arguments
                + arguments,
            environment: route.environment, timeLimit: 300)
    }

    /// `harness coverage which …` against a history file.
    static func which(_ target: String, history: URL) async throws -> CommandResult {
        try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["coverage", "which", "--history", history.path, target, "--lines"])
    }

    /// An lcov tracefile's `DA` records: file → line → count.
    static func lineCounts(lcovAt url: URL) throws -> [String: [Int: UInt64]] {
        var counts: [String: [Int: UInt64]] = [:]
        var file = ""
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("SF:") {
                file = String(line.dropFirst(3))
                counts[file] = [:]
            } else if line.hasPrefix("DA:") {
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count >= 2, let number = Int(fields[0]), let count = UInt64(fields[1]) else { continue }
                counts[file, default: [:]][number] = count
            }
        }
        return counts
    }
}
