import Foundation
import HarnessWire

/// A `BasicSuite` variant whose test bundle exists, and the ways the tests run it.
///
/// ```swift
/// let run = try await BuiltFixture.basic(.harness).runBundle(["BasicSuiteTests.PassingTests"])
/// ```
struct BuiltFixture: Sendable {
    /// `Fixtures/BasicSuite`, each variant in the scratch folder `FixtureVariant` names.
    static let basicSuite = FixturePackage(name: "BasicSuite", scratchName: "basic")

    /// Which XCTest the bundle links.
    var variant: FixtureVariant

    /// The variant, built first if no test of this process has built it (``FixtureBuilds``).
    static func basic(_ variant: FixtureVariant) async throws -> BuiltFixture {
        try await basicSuite.build(variant)
        return BuiltFixture(variant: variant)
    }

    /// The `.xctest` executable.
    var bundle: URL { variant.bundlePath }

    /// Runs the bundle directly, as `swift test` and the runner do, with `arguments`.
    ///
    /// The bundle is started through its `debug/` path from the scratch folder, so that the
    /// toolchain's bundle suite name (`debug.xctest`, taken from the folder) is the same on
    /// every run of either variant.
    ///
    /// - Parameters:
    ///   - recordingWire: when true, `HARNESS_WIRE_PATH` names a fresh file and the events
    ///     written there are decoded into the result.
    ///   - environment: variables added to the bundle's environment.
    func runBundle(_ arguments: [String] = [], recordingWire: Bool = false, environment extra: [String: String] = [:])
        async throws -> BundleRun
    {
        var environment = variant.buildEnvironment.merging(extra) { $1 }
        var wireFile: URL?
        if recordingWire {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("harness-e2e-wire-\(UUID().uuidString).jsonl")
            environment[WireFormat.pathVariable] = file.path
            wireFile = file
        }
        defer { if let wireFile { try? FileManager.default.removeItem(at: wireFile) } }
        let result = try await CommandRunner.run(bundle, arguments: arguments, environment: environment, timeLimit: 120)
        var events: [WireEvent] = []
        var undecodable: [String] = []
        if let wireFile, let text = try? String(contentsOf: wireFile, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.isEmpty {
                do {
                    events.append(try WireEvent.decodeLine(line))
                } catch {
                    undecodable.append("\(line) — \(error)")
                }
            }
        }
        return BundleRun(result: result, events: events, undecodableLines: undecodable)
    }

    /// Runs `swift <subcommand> …` on the fixture package with this variant's scratch folder,
    /// so it reuses the build instead of starting another.
    func runSwift(_ arguments: [String], timeLimit: Double = 600) async throws -> CommandResult {
        // The shared folder's commands go one at a time, each planned for its own package: a
        // `swift test` beside another fixture's build made that build find its plan current.
        if variant == .harness {
            return try await AdoptersScratch.swift(
                arguments, variant.packagePath, environment: variant.buildEnvironment)
        }
        return try await CommandRunner.run(
            tool: "swift",
            arguments: arguments + variant.packageArguments,
            environment: variant.buildEnvironment,
            timeLimit: timeLimit
        )
    }
}
