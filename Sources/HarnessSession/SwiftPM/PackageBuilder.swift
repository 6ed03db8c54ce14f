import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner

/// Builds a package's test bundles the way `harness test` needs them, streaming the build's
/// output with a progress line, and finds the bundles it produced.
///
/// Three ways, one per ``Mode``:
/// - the package depends on Harness's `XCTest` product: `swift build --build-tests`, as is;
/// - it does not (unmodified): against Harness's `HarnessXCTest` shared library (built once per
///   Harness sources and toolchain and shared: ``HarnessLibrary``), with `-I`/`-L`/`-l`/`-rpath`
///   flags, in a scratch folder of their own (the mechanism of `Scripts/run-unmodified.sh`);
/// - `--xctest toolchain`: `swift build --build-tests` on the toolchain's XCTest.
///
/// ```swift
/// let builder = PackageBuilder(packagePath: root, harnessRoot: harness, progress: ConsoleProgress(...))
/// let bundles = try builder.build(mode: try builder.detectMode(toolchain: false))
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
        packagePath: String, harnessRoot: String?, swift: String = PackageBuilder.defaultSwift(), jobs: Int? = nil,
        progress: BuildProgress
    ) {
        self.packagePath = packagePath
        self.harnessRoot = harnessRoot
        self.swift = swift
        self.jobs = jobs
        self.progress = progress
    }

    /// `swift` on PATH, else the toolchain under /opt/swift.
    package static func defaultSwift() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFT"], !explicit.isEmpty { return explicit }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/bin/swift"
    }

    /// Which way to build, from the package's description: the supplied one, else
    /// `dump-package`'s, cached while the manifests are unchanged (``PackageDescriptionCache``).
    package func detectMode(toolchain: Bool) throws(Failure) -> Mode {
        let manifestJSON = try packageDescription()
        let adopted = (try? PackageKind.dependsOnHarnessXCTest(manifestJSON: manifestJSON)) ?? false
        if toolchain {
            guard !adopted else {
                throw Failure(
                    description:
                        "'\(packagePath)' depends on Harness's XCTest product, so it cannot be built on the "
                        + "toolchain's XCTest; drop --xctest toolchain",
                    isBuildFailure: false)
            }
            return .toolchain
        }
        return adopted ? .adopted : .unmodified
    }

    /// The package's description: the supplied one, else `dump-package`'s, cached while the
    /// manifests are unchanged (``PackageDescriptionCache``). The one place Harness reads it.
    package func packageDescription() throws(Failure) -> Data {
        if let suppliedDescription { return suppliedDescription }
        let cache = PackageDescriptionCache(
            packagePath: packagePath, swift: swift, environment: ProcessInfo.processInfo.environment)
        return try cache.description { () throws(Failure) -> Data in try dumpPackage() }
    }

    /// `swift package dump-package`'s JSON; SwiftPM takes the lock on the package's `.build`.
    private func dumpPackage() throws(Failure) -> Data {
        let output = try watchingLock(of: "\(packagePath)/.build") { () throws(Failure) in
            do {
                return try ProcessOutput.run(
                    swift, arguments: ["package", "--package-path", packagePath, "dump-package"])
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

    /// The mode of the most recent build, for `--skip-build`: whichever of the adopted and
    /// unmodified folders holds the newer bundle. Reads no description and no library when
    /// something is built; nil when neither holds a bundle.
    package func lastBuiltMode(toolchain: Bool) -> Mode? {
        if toolchain { return .toolchain }
        func newestBundle(_ mode: Mode) -> Date? {
            let bin = "\(scratchPath(for: mode))/debug"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: bin)) ?? []
            return names.filter { $0.hasSuffix(".xctest") }.compactMap {
                (try? FileManager.default.attributesOfItem(atPath: "\(bin)/\($0)"))?[.modificationDate] as? Date
            }.max()
        }
        switch (newestBundle(.adopted), newestBundle(.unmodified)) {
        case (nil, nil): return nil
        case (.some, nil): return .adopted
        case (nil, .some): return .unmodified
        case (.some(let adopted), .some(let unmodified)): return adopted >= unmodified ? .adopted : .unmodified
        }
    }

    /// The scratch folder each mode builds into.
    package func scratchPath(for mode: Mode) -> String {
        if instrumented { return "\(packagePath)/.build/harness/instrumented/\(mode.rawValue)" }
        return switch mode {
        case .adopted: "\(packagePath)/.build"
        case .unmodified: "\(packagePath)/.build/harness/unmodified"
        case .toolchain: "\(packagePath)/.build/harness/toolchain"
        }
    }

    /// Builds the tests and returns the bundles' paths. SwiftPM's build check is skipped when
    /// nothing it could rebuild changed since the last successful build into the same scratch
    /// folder (``UnchangedBuildCheck``), unless ``skipsUnchangedBuild`` is off.
    package func build(mode: Mode) throws(Failure) -> [String] {
        var arguments = [
            "build", "--build-tests", "--package-path", packagePath, "--scratch-path", scratchPath(for: mode),
        ]
        if instrumented { arguments.append("--enable-code-coverage") }
        // An unmodified build may throw away the objects of another library first: two runs
        // must not do that while the other builds, so the whole build is under a lock of ours.
        var lock: ExclusiveFileLock?
        defer { lock?.release() }
        if mode == .unmodified {
            let path = "\(scratchPath(for: mode))/harness-build.lock"
            lock = try ExclusiveFileLock(
                path: path,
                notice: RunnerNotice(
                    .harnessBuildLockWait,
                    "Waiting for another harness run that is building these tests (lock '\(path)')"),
                say: progress.say)
            arguments += try harnessFlags()
        }
        let title = "Building tests (\(mode.rawValue))"
        let check = UnchangedBuildCheck(
            packagePath: packagePath, scratchPath: scratchPath(for: mode), swift: swift, arguments: arguments,
            description: currentDescription(), environment: ProcessInfo.processInfo.environment)
        let survey = check.survey()
        if isUnchanged(check: check, survey: survey, title: title) { return try bundles(mode: mode) }
        check.forget()
        if let jobs { arguments += ["-j", "\(jobs)"] }
        try watchingLock(of: scratchPath(for: mode)) { () throws(Failure) in
            try progress.run(swift, arguments: arguments, title: title)
        }
        if case .fingerprint(let snapshot) = survey, let built = check.fingerprintAfterBuild(from: snapshot) {
            check.record(built)
        }
        return try bundles(mode: mode)
    }

    /// The bundles a previous build left (`--skip-build`).
    package func bundles(mode: Mode) throws(Failure) -> [String] {
        try bundles(inProductsFolder: "\(scratchPath(for: mode))/debug")
    }

    /// The bundles in a products folder (`.build/debug`): where the last build left them, or
    /// where someone else built them (`--built-products`, the plugin's build).
    package func bundles(inProductsFolder bin: String) throws(Failure) -> [String] {
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

    /// The flags that build a package's tests against Harness's `HarnessXCTest` library, built
    /// first when this Harness and toolchain have published none yet (``HarnessLibrary``).
    /// Objects compiled against another library are thrown away first: SwiftPM does not track
    /// modules found through `-I`.
    private func harnessFlags() throws(Failure) -> [String] {
        guard let harnessRoot else {
            throw Failure(
                description:
                    "cannot find Harness's sources to build its XCTest library; set HARNESS_ROOT to the "
                    + "Harness checkout",
                isBuildFailure: false)
        }
        // Release: an unmodified suite spends its time in the framework's assertions and
        // bookkeeping, which are ours to optimise, not the user's to debug (swift-algorithms'
        // assertion-heavy RandomSampleTests: 7% faster; Documentation/Benchmarks.md, "Runner").
        let library = HarnessLibrary(harnessRoot: harnessRoot, swift: swift)
        let build = { (arguments: [String]) throws(Failure) in
            try watchingLock(of: library.workFolder) { () throws(Failure) in
                try progress.run(swift, arguments: arguments, title: "Building Harness's XCTest library")
            }
        }
        let products = try library.products(jobs: jobs, say: progress.say, build: build)
        var flags = [
            "-Xswiftc", "-I\(products.modulesFolder)", "-Xlinker", "-L\(products.libraryFolder)",
            "-Xlinker", "-lHarnessXCTest", "-Xlinker", "-rpath=\(products.libraryFolder)",
        ]
        if let map = products.moduleMap {
            flags += ["-Xswiftc", "-Xcc", "-Xswiftc", "-fmodule-map-file=\(map)"]
        }
        let scratch = scratchPath(for: .unmodified)
        let stampFile = "\(scratch)/harness-library.key"
        if (try? String(contentsOfFile: stampFile, encoding: .utf8)) != products.key {
            let bin = URL(fileURLWithPath: "\(scratch)/debug").resolvingSymlinksInPath()
            try? FileManager.default.removeItem(at: bin)
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try? ReportFile(path: stampFile).write(Data(products.key.utf8))
        }
        return flags
    }
}
