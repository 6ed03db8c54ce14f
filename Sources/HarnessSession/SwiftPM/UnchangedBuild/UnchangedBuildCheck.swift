import Foundation
import HarnessReports

/// Decides whether a package's test build can be skipped because nothing it could rebuild has
/// changed since the last successful one, and records each successful build for the next run.
///
/// `swift build --build-tests` with nothing to do still costs about a second of CPU (SwiftPM
/// loads the manifests and the package graph and plans the build). Instead, the inputs are
/// listed and `stat`ed, never read, unless a file's dates fall within the racy window
/// (``BuildFingerprint``):
///
/// - the package's folder, every entry but hidden ones (manifests, `Package.resolved`, every
///   target's sources, resources, headers and module maps: SwiftPM keeps targets inside it);
/// - each local (path) dependency's folder the same way, from SwiftPM's `workspace-state.json`;
/// - the checked-out remote dependencies (`<scratch>/checkouts`, registry downloads), and the
///   workspace state's content (`Package.resolved` is in the package's folder);
/// - the settings: the toolchain's identity, this `harness` executable's, the build's
///   arguments (scratch folder, coverage, Harness's library folder), the package's description
///   (which reflects what its manifest read from the environment), and the environment
///   variables that steer SwiftPM and the compilers;
/// - the products the build left in `<scratch>/debug`: test bundles, shared libraries,
///   resource bundles.
///
/// Any doubt builds: no cached description, a target using build tool plugins (whose inputs
/// are theirs to know), a dependency that is edited or of a kind not listed above, a
/// fingerprint from another Harness or in another format.
///
/// ```swift
/// let check = UnchangedBuildCheck(packagePath: root, scratchPath: scratch, swift: swift, arguments: arguments,
///                                 description: json, environment: settings.environment)
/// switch check.survey() { case .unverifiable(let why): …; case .fingerprint(let now): … }
/// ```
struct UnchangedBuildCheck {
    /// The inputs as they stand, or why they cannot be trusted to say the build is current.
    enum Survey {
        case fingerprint(Snapshot)
        case unverifiable(String)
    }

    /// A fingerprint (products aside) with when it was taken and which folder each input was
    /// found under.
    struct Snapshot {
        var fingerprint: BuildFingerprint
        /// Nanoseconds since 1970, read before the first `stat`.
        var time: Int64
        /// The walked folders (the package's, each local dependency's, each checkout) and the
        /// inputs found under each.
        var roots: [String: [String: BuildFingerprint.Input]]
        /// The local (path) dependencies' folders among ``roots``.
        var localDependencies: [String] = []
    }

    /// Environment variables that change what SwiftPM or the compilers do, besides those with a
    /// `SWIFT` prefix.
    static let buildVariables: Set<String> = [
        "CC", "CXX", "CFLAGS", "CXXFLAGS", "CPPFLAGS", "LDFLAGS", "CPATH", "C_INCLUDE_PATH",
        "CPLUS_INCLUDE_PATH", "LIBRARY_PATH", "PKG_CONFIG_PATH", "SDKROOT", "TOOLCHAINS", "DEVELOPER_DIR",
    ]

    var packagePath: String
    var scratchPath: String
    var swift: String
    /// The build command's arguments, `-j` aside (it changes how fast, not what is built).
    var arguments: [String]
    /// The package's description (`dump-package`'s JSON); nil when none is at hand.
    var description: Data?
    var environment: [String: String]
    /// The `harness` executable (or whatever process runs the check).
    var harnessExecutable: String? = Bundle.main.executablePath
    /// How recent a file's dates must be for its content to be hashed too (tests turn it off
    /// with a negative window, to see the dates alone decide).
    var racyWindow = BuildFingerprint.racyWindow

    /// Where the fingerprint of the last successful build into ``scratchPath`` is kept: one per
    /// scratch folder, so that a covered build and a plain one never stand for each other.
    var recordFile: String {
        let folder = String(scratchPath.dropFirst(packagePath.count)).replacingOccurrences(of: "/", with: "_")
        return "\(packagePath)/.build/harness/build-fingerprints/\(folder.isEmpty ? "_" : folder)"
    }

    /// The package's inputs and settings as they stand now (products excluded: see ``products()``).
    func survey() -> Survey {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let time = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        guard let description else { return .unverifiable("the package's description is not cached") }
        if let target = Self.targetUsingPlugins(in: description) {
            return .unverifiable("target '\(target)' uses build tool plugins")
        }
        var settings = [
            "format": "1",
            "toolchain": ContentFingerprint.toolchain(swift: swift),
            "harness": harnessExecutable.map { "\($0) \(Self.identity(of: $0))" } ?? "unknown",
            "arguments": arguments.joined(separator: "\u{1F}"),
            "description": ContentFingerprint.of(String(decoding: description, as: UTF8.self)),
            "environment": environment.filter { Self.steersTheBuild($0.key) }.sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1F}"),
        ]
        var roots = [packagePath] + Self.folders(in: "\(scratchPath)/checkouts") + ["\(scratchPath)/registry/downloads"]
        var localDependencies: [String] = []
        let stateFile = "\(scratchPath)/workspace-state.json"
        if let state = FileManager.default.contents(atPath: stateFile) {
            settings["dependencies"] = ContentFingerprint.of(String(decoding: state, as: UTF8.self))
            switch Self.localDependencies(inWorkspaceState: state) {
            case .success(let paths):
                roots += paths
                localDependencies = paths
            case .failure(let reason): return .unverifiable(reason.description)
            }
        } else {
            settings["dependencies"] = "none"
        }
        var walked: [String: [String: BuildFingerprint.Input]] = [:]
        for root in roots where walked[root] == nil {
            var inputs: [String: BuildFingerprint.Input] = [:]
            for entry in FileStatus.tree(under: root) { inputs[entry.path] = .init(status: entry.status) }
            walked[root] = inputs
        }
        let inputs = walked.values.reduce(into: [:]) { all, some in all.merge(some) { first, _ in first } }
        let fingerprint = BuildFingerprint(settings: settings, inputs: inputs, products: [:])
        return .fingerprint(
            Snapshot(fingerprint: fingerprint, time: time, roots: walked, localDependencies: localDependencies))
    }

    /// The files that came into or left a local dependency since the last recorded build, which
    /// SwiftPM's kept plan would not see (``BuildFingerprint/filesAddedOrRemoved(under:recorded:current:)``).
    func filesMovedInLocalDependencies(_ survey: Survey) -> [String] {
        guard case .fingerprint(let snapshot) = survey, !snapshot.localDependencies.isEmpty,
            let recorded = recorded()
        else { return [] }
        return BuildFingerprint.filesAddedOrRemoved(
            under: snapshot.localDependencies, recorded: recorded, current: snapshot.fingerprint)
    }

    /// What to record after a successful build that started from `before`: the settings and
    /// the inputs as they were before it (a file edited while it ran makes the next run build
    /// again), except what the build itself resolved: the dependency state, and the folders of
    /// dependencies it checked out or found for the first time, taken as it left them. Nil when
    /// the state it left is in doubt.
    func fingerprintAfterBuild(from before: Snapshot) -> BuildFingerprint? {
        guard case .fingerprint(let after) = survey() else { return nil }
        var built = before.fingerprint.hashingRecentInputs(
            snapshotTime: before.time, window: racyWindow, contentHash: BuildFingerprint.contentHash(ofFileAt:))
        built.settings["dependencies"] = after.fingerprint.settings["dependencies"]
        for (root, inputs) in after.roots where before.roots[root] == nil {
            let recent = BuildFingerprint(settings: [:], inputs: inputs, products: [:]).hashingRecentInputs(
                snapshotTime: after.time, window: racyWindow, contentHash: BuildFingerprint.contentHash(ofFileAt:))
            built.inputs.merge(recent.inputs) { first, _ in first }
        }
        built.products = products()
        return built
    }

    /// The products in `<scratch>/debug`: test bundles, shared libraries and resource bundles.
    func products() -> [String: FileStatus] {
        let folder = "\(scratchPath)/debug"
        var products: [String: FileStatus] = [:]
        // No debug folder: no products to compare, so the build runs.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasSuffix(".xctest") || name.hasSuffix(".so") || name.hasSuffix(".resources") {
            products["\(folder)/\(name)"] = FileStatus.of("\(folder)/\(name)") ?? .unreadable
        }
        return products
    }

    /// The fingerprint of the last successful build, if one was recorded and is readable.
    func recorded() -> BuildFingerprint? {
        guard let data = FileManager.default.contents(atPath: recordFile) else { return nil }
        return BuildFingerprint(text: String(decoding: data, as: UTF8.self))
    }

    /// Records a successful build (best effort: an unwritten record only costs a build).
    func record(_ fingerprint: BuildFingerprint) {
        // Failure ignored: with no fingerprint kept, the next run asks SwiftPM, as without the check.
        try? ReportFile(path: recordFile).write(Data(fingerprint.text.utf8))
    }

    /// Removes the record before a build, so that a failed or interrupted one leaves none.
    func forget() {
        // Failure ignored: no record to forget (the usual case before a build).
        try? FileManager.default.removeItem(atPath: recordFile)
    }

    /// The folders in `folder` (checkouts), hidden ones aside; none when it does not exist.
    static func folders(in folder: String) -> [String] {
        // None when it does not exist (above).
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
    }

    static func steersTheBuild(_ variable: String) -> Bool {
        variable.hasPrefix("SWIFT") || buildVariables.contains(variable)
    }

    static func identity(of path: String) -> String {
        guard let status = FileStatus.of(path) else { return "missing" }
        return "\(status.size) \(status.modified) \(status.inode)"
    }
}
