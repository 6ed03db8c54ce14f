import Foundation

/// `Fixtures/PluginSuite`, a package that depends on Harness by path, built and run through
/// `swift package harness …` in its own `.build`, kept between runs. The default scratch
/// folder on purpose: it is the one the outer `swift package` locks and the tool's own SwiftPM
/// commands would use, so a plugin that lets the tool build there deadlocks here as it does
/// for a user.
enum PluginFixture {
    static let package = RepositoryPaths.fixture(named: "PluginSuite")
    /// Where SwiftPM puts the test bundle (and the harness tool the plugin runs).
    static let products = package.appendingPathComponent(".build/debug")

    /// Builds the tests with `swift build`, then the plugin and the tool it runs (SwiftPM builds
    /// that one as `harness-tool`, apart from the `harness` product) through a plugin run that
    /// builds nothing itself (`harness help`), once per test process: the runs under test then
    /// only check that nothing changed and get a short watchdog.
    private static func build() async throws {
        try await FixtureBuilds.command(FixtureBuildName(package, variant: "swift build")) {
            try await CommandRunner.run(
                tool: "swift", arguments: ["build", "--build-tests", "--package-path", package.path],
                timeLimit: 1_800)
        }
        try await FixtureBuilds.command(FixtureBuildName(package, variant: "swift package harness help")) {
            try await run(["help"], timeLimit: 1_800)
        }
    }

    /// `swift package --allow-writing-to-package-directory harness <arguments>` on the fixture;
    /// killed (and `timedOut` set) if it outlives `timeLimit`, as a deadlock would.
    static func plugin(_ arguments: [String], timeLimit: Double = 600) async throws -> CommandResult {
        try await build()
        return try await run(arguments, timeLimit: timeLimit)
    }

    private static func run(_ arguments: [String], timeLimit: Double) async throws -> CommandResult {
        try await CommandRunner.run(
            tool: "swift",
            arguments: ["package", "--package-path", package.path, "--allow-writing-to-package-directory", "harness"]
                + arguments,
            timeLimit: timeLimit)
    }

    /// The harness tool built beside this test bundle, run directly on the bundles the plugin
    /// built, in the fixture's folder as the plugin runs it.
    static func direct(_ subcommand: String, _ arguments: [String]) async throws -> CommandResult {
        try await build()
        return try await CommandRunner.run(
            RunnerFixture.harness, arguments: [subcommand, "--built-products", products.path] + arguments,
            currentDirectory: package, timeLimit: 300)
    }

    /// Output lines with durations and timestamps blanked, sorted: parallel workers finish in
    /// any order.
    static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { normalized(String($0)) }.sorted()
    }

    /// `[0.012s]`, `in 0.31s`, `time="0.004"`, `timestamp="2026-…Z"` → fixed placeholders.
    static func normalized(_ text: String) -> String {
        let patterns = [
            (#"\d+(\.\d+)?s\b"#, "Ns"),
            (#"time="[^"]*""#, #"time="T""#),
            (#"timestamp="[^"]*""#, #"timestamp="S""#),
        ]
        return patterns.reduce(text) { text, pattern in
            text.replacingOccurrences(of: pattern.0, with: pattern.1, options: .regularExpression)
        }
    }
}
