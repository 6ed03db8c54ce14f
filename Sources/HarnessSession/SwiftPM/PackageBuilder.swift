import Foundation
import HarnessModel
import HarnessProcess
import HarnessReports
import HarnessRunner

/// Builds a package's test bundles the way `harness test` needs them, streaming the build's
/// output with a progress line, and finds the bundles it produced.
///
/// Every way starts from the user's own build: `swift build --build-tests` in the package's
/// `.build`, exactly what `swift test` builds (with `--enable-code-coverage` under
/// `--coverage`, exactly what `swift test --enable-code-coverage` builds), so that neither
/// command ever rebuilds what the other built. Then, one per ``Mode``:
/// - the package depends on Harness's `XCTest` product (adopted): its bundles, as built;
/// - `--xctest toolchain`, or an unmodified package by default: its bundles, as built, on the
///   toolchain's XCTest (driven through its console output);
/// - an unmodified package on Harness's XCTest (`--xctest harness`, per-test coverage): the
///   modules that import XCTest compiled again against Harness's `HarnessXCTest` library
///   (built once per Harness sources and toolchain and shared: ``HarnessLibrary``), and its
///   bundles linked in `.build/harness/overlay` (``XCTestOverlay``); nothing else is compiled
///   twice.
///
/// ```swift
/// let builder = PackageBuilder(
///     packagePath: root, harnessRoot: harness, environment: settings.environment, progress: ConsoleProgress(...))
/// let bundles = try builder.build(mode: try builder.detectMode(route: .auto, harnessReason: nil))
/// ```
package struct PackageBuilder {
    package enum Mode: String, Sendable {
        case adopted
        case unmodified
        case toolchain
    }

    /// Why the build failed; the kind decides the exit code (bad input or build failure).
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package var isBuildFailure: Bool
    }

    package var packagePath: String
    package var harnessRoot: String?
    package var swift: String
    package var jobs: Int?
    package var progress: BuildProgress
    /// The session's environment: what SwiftPM runs with, and what its caches and the
    /// unchanged-build check compare (never this process's own, which a front end may differ from).
    package var environment: [String: String]
    /// The package's description as `swift package dump-package` prints it, when someone
    /// supplied it (`--package-description`, the plugin): no `dump-package` is run then.
    package var suppliedDescription: Data?
    /// Build with code coverage instrumentation (`harness test --coverage`), in scratch folders
    /// of its own so that switching between covered and plain runs rebuilds nothing.
    package var instrumented = false
    /// Skip SwiftPM's build check when no build input changed since the last successful build
    /// (``UnchangedBuildCheck``); off with `harness test --always-build`.
    package var skipsUnchangedBuild = true

    package init(
        packagePath: String, harnessRoot: String?, swift: String? = nil, jobs: Int? = nil,
        environment: [String: String], progress: BuildProgress
    ) {
        self.packagePath = packagePath
        self.harnessRoot = harnessRoot
        self.swift = swift ?? Self.defaultSwift(in: environment)
        self.jobs = jobs
        self.environment = environment
        self.progress = progress
    }

    /// `$SWIFT`, else `swift` on `PATH`, else the toolchain under /opt/swift: in `environment`
    /// (the session's).
    package static func defaultSwift(in environment: [String: String]) -> String {
        if let explicit = environment["SWIFT"], !explicit.isEmpty { return explicit }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/bin/swift"
    }

    /// Which way to build, from the package's description (the supplied one, else
    /// `dump-package`'s, cached while the manifests are unchanged: ``PackageDescriptionCache``)
    /// and the route asked for. Under ``XCTestRoute/auto`` an unmodified package runs on the
    /// toolchain's XCTest, unless `harnessReason` names what needs Harness's (said in one line).
    package func detectMode(route: XCTestRoute, harnessReason: String?) throws(Failure) -> Mode {
        let manifestJSON = try packageDescription()
        let adopted: Bool
        do {
            adopted = try PackageKind.dependsOnHarnessXCTest(manifestJSON: manifestJSON)
        } catch {
            // Guessing "unmodified" here would build the package the wrong way: said instead.
            throw Failure(
                description: "cannot read the description of '\(packagePath)' that dump-package gave: \(error)",
                isBuildFailure: false)
        }
        switch (route, adopted) {
        case (.toolchain, true):
            throw Failure(
                description:
                    "'\(packagePath)' depends on Harness's XCTest product, so it cannot be built on the "
                    + "toolchain's XCTest; drop --xctest toolchain",
                isBuildFailure: false)
        case (_, true): return .adopted
        case (.toolchain, false): return .toolchain
        case (.harness, false): return .unmodified
        case (.auto, false):
            guard let harnessReason else { return .toolchain }
            progress.say(
                RunnerNotice(
                    .harnessXCTestOverlay,
                    "\(harnessReason) needs Harness's XCTest: compiling the modules that import XCTest against it "
                        + "(the rest is your build's)"))
            return .unmodified
        }
    }

    /// The package's description: the supplied one, else `dump-package`'s, cached while the
    /// manifests are unchanged (``PackageDescriptionCache``). The one place Harness reads it.
    package func packageDescription() throws(Failure) -> Data {
        if let suppliedDescription { return suppliedDescription }
        let cache = PackageDescriptionCache(packagePath: packagePath, swift: swift, environment: environment)
        return try cache.description { () throws(Failure) -> Data in try dumpPackage() }
    }

    /// `swift package dump-package`'s JSON; SwiftPM takes the lock on the package's `.build`.
    private func dumpPackage() throws(Failure) -> Data {
        let output = try watchingLock(of: "\(packagePath)/.build") { () throws(Failure) in
            do {
                return try ProcessOutput.run(
                    swift, arguments: ["package", "--package-path", packagePath, "dump-package"],
                    environment: environment)
            } catch {
                throw Failure(
                    description: "cannot run '\(swift) package dump-package': \(error)", isBuildFailure: false)
            }
        }
        guard output.status == 0 else {
            var reason =
                output.standardError.split(separator: "\n").first { $0.contains("error") }.map(String.init)
                ?? output.standardError
            // SwiftPM's "Another instance … waiting…" ends with no newline, so the error follows it.
            if let start = reason.range(of: "error: ")?.upperBound { reason = String(reason[start...]) }
            throw Failure(
                description:
                    "cannot read the manifest of '\(packagePath)': "
                    + "\(reason.trimmingCharacters(in: .whitespacesAndNewlines))",
                isBuildFailure: true)
        }
        return output.standardOutput
    }

    /// The user's scratch folder, where every build starts: SwiftPM's default, `.build`,
    /// unless ``customScratchPath`` names another (`--scratch-path`, as `swift test` takes it).
    package var scratchPath: String { customScratchPath ?? "\(packagePath)/.build" }
    /// `--scratch-path`, absolute.
    package var customScratchPath: String?

    /// The overlay that builds an unmodified package's tests on Harness's XCTest.
    var overlay: XCTestOverlay {
        XCTestOverlay(scratchPath: scratchPath, swift: swift, jobs: jobs, environment: environment, progress: progress)
    }

    /// The mode of the most recent build, for `--skip-build`, without running SwiftPM: an
    /// adopted package by its cached description, or, when none is current, by the build itself
    /// (a package that depends on Harness's `XCTest` product has that module among its own);
    /// otherwise by the route (under `auto`, the overlay when its bundles are newer than the
    /// user's: the last run needed Harness's XCTest).
    package func lastBuiltMode(route: XCTestRoute) throws(Failure) -> Mode {
        // Failure ignored: --skip-build only picks which folder to read; a description it cannot
        // read counts as unmodified, and bundles of the other kind are then not found, said below.
        let adopted =
            currentDescription().map { (try? PackageKind.dependsOnHarnessXCTest(manifestJSON: $0)) == true }
            ?? FileManager.default.fileExists(atPath: "\(scratchPath)/debug/Modules/XCTest.swiftmodule")
        if adopted {
            if route == .toolchain {
                throw Failure(
                    description:
                        "'\(packagePath)' depends on Harness's XCTest product, so it cannot run on the toolchain's "
                        + "XCTest; drop --xctest toolchain",
                    isBuildFailure: false)
            }
            return .adopted
        }
        switch route {
        case .toolchain: return .toolchain
        case .harness: return .unmodified
        case .auto:
            let overlaid = Self.newestBundle(in: overlay.folder)
            let built = Self.newestBundle(in: "\(scratchPath)/debug")
            if let overlaid, overlaid >= (built ?? .distantPast) { return .unmodified }
            return .toolchain
        }
    }

    /// The modification date of the newest `.xctest` bundle in `folder`.
    private static func newestBundle(in folder: String) -> Date? {
        // No products folder: no bundle built yet; a bundle without a date leaves the others to decide.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xctest") }.compactMap {
            (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\($0)"))?[.modificationDate] as? Date
        }.max()
    }

    /// Builds the tests and returns the bundles' paths: the user's build first (SwiftPM's
    /// check skipped when nothing it could rebuild changed since the last successful build:
    /// ``UnchangedBuildCheck``, unless ``skipsUnchangedBuild`` is off), then, for an unmodified
    /// package on Harness's XCTest, the overlay.
    package func build(mode: Mode) throws(Failure) -> [String] {
        // Exactly the user's `swift test` build: in the package's folder, as a shell starts it,
        // with no path named but a scratch folder the user named. SwiftPM keys its compiled
        // plugins by the invocation and its environment, so any other spelling (another working
        // directory, `--package-path`, Harness's own `_`) compiles the package's plugins again,
        // for it and then for `swift test` (swift-clocks' DocC plugins: 5 to 20 s each way).
        var arguments = ["build", "--build-tests"]
        if let customScratchPath { arguments += ["--scratch-path", customScratchPath] }
        if instrumented { arguments.append("--enable-code-coverage") }
        let title = "Building tests"
        let check = UnchangedBuildCheck(
            packagePath: packagePath, scratchPath: scratchPath, swift: swift, arguments: arguments,
            description: currentDescription(), environment: environment)
        let survey = check.survey()
        if !isUnchanged(check: check, survey: survey, title: title) {
            try planAgainIfNeeded(moved: check.filesMovedInLocalDependencies(survey))
            check.forget()
            if let jobs { arguments += ["-j", "\(jobs)"] }
            try watchingLock(of: scratchPath) { () throws(Failure) in
                try progress.run(
                    swift, arguments: arguments, title: title, workingDirectory: packagePath,
                    environment: ShellEnvironment.forCommand(swift, in: packagePath, from: environment))
            }
            if case .fingerprint(let snapshot) = survey, let built = check.fingerprintAfterBuild(from: snapshot) {
                check.record(built)
            }
        }
        removeEarlierSecondBuilds()
        guard mode == .unmodified else { return try bundles(mode: mode) }
        return try overlay.build { () throws(Failure) in try harnessLibrary() }
    }

    /// The bundles a previous build left (`--skip-build`).
    package func bundles(mode: Mode) throws(Failure) -> [String] {
        guard mode == .unmodified else { return try bundles(inProductsFolder: "\(scratchPath)/debug") }
        return try bundles(inProductsFolder: overlay.folder)
    }

    /// The bundles someone else built in `products` (`--built-products`, the plugin's build):
    /// as they are, or, for an unmodified package on Harness's XCTest, through the overlay
    /// from that build's manifest.
    package func bundles(builtIn products: String, mode: Mode) throws(Failure) -> [String] {
        guard mode == .unmodified else { return try bundles(inProductsFolder: products) }
        guard let scratch = XCTestOverlay.scratchFolder(holding: products) else {
            throw Failure(
                description:
                    "no SwiftPM build manifest (debug.yaml) above '\(products)' to build its tests on Harness's "
                    + "XCTest from; pass --xctest toolchain to run them on the toolchain's",
                isBuildFailure: false)
        }
        var overlay = overlay
        overlay.scratchPath = scratch
        return try overlay.build { () throws(Failure) in try harnessLibrary() }
    }

    /// The bundles in a products folder (`.build/debug`): where the last build left them, or
    /// where someone else built them (`--built-products`, the plugin's build).
    package func bundles(inProductsFolder bin: String) throws(Failure) -> [String] {
        // Failure ignored: a folder that cannot be read holds no bundle, which the line below says.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bin)) ?? []
        let bundles = names.filter { $0.hasSuffix(".xctest") }.sorted().map { "\(bin)/\($0)" }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
        guard !bundles.isEmpty else {
            throw Failure(
                description: "no test bundle in '\(bin)': does '\(packagePath)' have test targets with XCTest tests?",
                isBuildFailure: false)
        }
        return bundles
    }

    /// Harness's `HarnessXCTest` library, built first when this Harness and toolchain have
    /// published none yet (``HarnessLibrary``).
    private func harnessLibrary() throws(Failure) -> HarnessLibrary.Products {
        guard let harnessRoot else {
            throw Failure(
                description:
                    "cannot find Harness's sources to build its XCTest library; set HARNESS_ROOT to the "
                    + "Harness checkout, or run on the toolchain's XCTest with --xctest toolchain",
                isBuildFailure: false)
        }
        // Release: an unmodified suite spends its time in the framework's assertions and
        // bookkeeping, which are ours to optimise, not the user's to debug (swift-algorithms'
        // assertion-heavy RandomSampleTests: 7% faster; Documentation/Benchmarks.md, "Runner").
        let library = HarnessLibrary(harnessRoot: harnessRoot, swift: swift)
        let build = { (arguments: [String]) throws(Failure) in
            try watchingLock(of: library.workFolder) { () throws(Failure) in
                try progress.run(
                    swift, arguments: arguments, title: "Building Harness's XCTest library", environment: environment)
            }
        }
        return try library.products(jobs: jobs, say: progress.say, build: build)
    }

    /// Removes the second builds earlier Harness versions made beside the user's (a whole
    /// build each, now never read), saying so once.
    private func removeEarlierSecondBuilds() {
        for name in ["unmodified", "toolchain", "instrumented"] {
            let folder = "\(scratchPath)/harness/\(name)"
            guard FileManager.default.fileExists(atPath: folder) else { continue }
            // Failure ignored: a leftover not removed is only disk space, tried again next run.
            guard (try? FileManager.default.removeItem(atPath: folder)) != nil else { continue }
            progress.say(
                RunnerNotice(
                    .earlierSecondBuildRemoved,
                    "Removed '\(folder)', a second build of this package an earlier Harness made: "
                        + "harness test now starts from your own build"))
        }
    }
}
