import Foundation
import HarnessWire

/// A fixture package under `Fixtures/` that builds on Harness or on the toolchain's XCTest,
/// each variant built once per test process: where it lives, how it is built, how its bundle
/// runs.
///
/// ```swift
/// let package = FixturePackage(name: "AsyncSuite", scratchName: "async")
/// try await package.build(.harness)  // once per process, however many tests ask
/// let run = try await package.run(
///     .harness, ["AsyncSuiteTests.ExpectationTests"], environment: [:], recordingWire: true)
/// ```
struct FixturePackage: Sendable {
    /// The folder under `Fixtures/`, which is also the package's name.
    let name: String
    /// The toolchain variant's scratch folder is `<scratchName>-toolchain`; the Harness variant
    /// builds in ``adoptersScratch``.
    let scratchName: String

    /// The Harness variant's scratch folder, one for every fixture that adopts Harness by path
    /// (``AdoptersScratch``).
    static let adoptersScratch = AdoptersScratch.path

    /// The variant's scratch folder: the adopters' shared one, or one of its own for the
    /// toolchain variant (a manifest without Harness, whose targets share the Harness variant's
    /// names).
    func scratchPath(_ variant: FixtureVariant) -> URL {
        variant == .harness ? Self.adoptersScratch : RepositoryPaths.fixtureScratch(named: "\(scratchName)-toolchain")
    }

    /// The `.xctest` executable, through the `debug` link (so the bundle suite is `debug.xctest`).
    func bundlePath(_ variant: FixtureVariant) -> URL {
        scratchPath(variant).appendingPathComponent("debug").appendingPathComponent("\(name)PackageTests.xctest")
    }

    /// Builds the variant's tests, once per test process (``FixtureBuilds``).
    func build(_ variant: FixtureVariant) async throws {
        let bundle = bundlePath(variant).path
        _ = try await FixtureBuilds.command(
            FixtureBuildName(RepositoryPaths.fixture(named: name), variant: variant.rawValue),
            succeeded: { FileManager.default.isExecutableFile(atPath: bundle) },
            run: {
                let package = RepositoryPaths.fixture(named: name)
                if variant == .harness {
                    return try await AdoptersScratch.build(package, environment: variant.buildEnvironment)
                }
                return try await CommandRunner.run(
                    tool: "swift",
                    arguments: [
                        "build", "--build-tests", "--package-path", package.path,
                        "--scratch-path", scratchPath(variant).path,
                    ],
                    environment: variant.buildEnvironment,
                    timeLimit: 1_800
                )
            })
    }

    /// Runs the built bundle with `arguments` in `environment`, recording the wire if asked.
    func run(_ variant: FixtureVariant, _ arguments: [String], environment: [String: String], recordingWire: Bool)
        async throws -> BundleRun
    {
        var environment = environment
        var wireFile: URL?
        if recordingWire {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "harness-\(scratchName)-wire-\(UUID().uuidString).jsonl")
            environment[WireFormat.pathVariable] = file.path
            wireFile = file
        }
        defer { if let wireFile { try? FileManager.default.removeItem(at: wireFile) } }
        let result = try await CommandRunner.run(
            bundlePath(variant), arguments: arguments, environment: environment, timeLimit: 120)
        var events: [WireEvent] = []
        var undecodable: [String] = []
        if let wireFile, let text = try? String(contentsOf: wireFile, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.isEmpty {
                do { events.append(try WireEvent.decodeLine(line)) } catch { undecodable.append("\(line) — \(error)") }
            }
        }
        return BundleRun(result: result, events: events, undecodableLines: undecodable)
    }
}
