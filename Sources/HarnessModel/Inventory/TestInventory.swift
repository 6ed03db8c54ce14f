import HarnessWire

/// The navigator's tree: every bundle the build produced, its classes and their methods, in
/// the order the bundles list them (SwiftPM's discovery order, which is also the order a
/// bundle runs them in).
///
/// ```swift
/// let inventory = try BundleLister().inventory(of: [bundleURL], in: packageRoot)
/// inventory.testCount            // 42
/// inventory.bundles[0].kind      // .library
/// ```
public struct TestInventory: Hashable, Codable, Sendable {
    /// The bundles, in the order they were found.
    public var bundles: [TestBundle]

    public init(bundles: [TestBundle]) {
        self.bundles = bundles
    }

    /// Every test method of every bundle.
    public var testCount: Int { bundles.reduce(0) { $0 + $1.testCount } }

    /// The tags of every Swift Testing function that has some (what `tag:NAME` filters read).
    public var tagsByTest: [TestIdentifier: [String]] {
        var tags: [TestIdentifier: [String]] = [:]
        for (id, function) in bundles.flatMap(\.swiftTestingFunctions) where !function.tags.isEmpty {
            tags[id] = function.tags
        }
        return tags
    }

    /// Each Swift Testing function's test, by the identifier Swift Testing's event stream gives it
    /// (what a bundle's in-process per-test coverage records name).
    package var swiftTestingTestsByStreamID: [String: TestIdentifier] {
        bundles.reduce(into: [:]) { tests, bundle in tests.merge(bundle.swiftTestingTestsByStreamID) { $1 } }
    }
}

/// One test bundle (SwiftPM's `<Package>PackageTests.xctest` on Linux).
///
/// ```swift
/// let inventory = try BundleLister().inventory(of: ["/p/.build/debug/PPackageTests.xctest"], workingDirectory: "/p")
/// for bundle in inventory.bundles { print(bundle.name, bundle.classes.count) }
/// ```
public struct TestBundle: Hashable, Codable, Sendable {
    /// Whether its tests run bare or inside a launched application.
    public enum Kind: String, Codable, Sendable {
        /// No test host: a light process of its own.
        case library
        /// At least one of its modules declares a test host.
        case application
    }

    /// The bundle's name without `.xctest` (`CalculatorPackageTests`).
    public var name: String
    /// The executable's absolute path.
    public var path: String
    /// Its test classes, in listing order.
    public var classes: [TestClass]
    /// The test hosts its modules declare (`testHosts` in `--dump-tests-json`).
    public var hosts: [TestHostRecord]
    /// False when the bundle's `main` is the package's own `XCTMain` call (`Tests/LinuxMain.swift`)
    /// rather than SwiftPM's entry point: its XCTest tests run, and Swift Testing never runs in it.
    public var hasSwiftTestingEntryPoint: Bool
    /// The version of Swift Testing's event stream the bundle writes, as its listing found
    /// (its workers ask for it); nil when it has no Swift Testing entry point, or was listed
    /// before Harness knew of versions (``SwiftTestingStreamVersion/v0`` then).
    public var swiftTestingStreamVersion: SwiftTestingStreamVersion?
    /// Set when the bundle's `main` is neither SwiftPM's nor `XCTMain` (a `Tests/LinuxMain.swift`
    /// that runs a test library of its own): what its listing did instead of listing. Such a
    /// bundle cannot be listed or filtered, so it runs whole, as one test (``wholeRun``).
    public var ownMain: OwnMain?

    /// A bundle that runs its own test library: the one test it is, and why.
    public struct OwnMain: Hashable, Codable, Sendable {
        /// What `--dump-tests-json` did (`exited with status 4`), for the notice.
        public var listing: String

        public init(listing: String) {
            self.listing = listing
        }
    }

    public init(
        name: String, path: String, classes: [TestClass], hosts: [TestHostRecord] = [],
        hasSwiftTestingEntryPoint: Bool = true
    ) {
        self.name = name
        self.path = path
        self.classes = classes
        self.hosts = hosts
        self.hasSwiftTestingEntryPoint = hasSwiftTestingEntryPoint
    }

    /// A bundle whose own `main` runs its tests: one class named after the bundle, with one test,
    /// `main` (`SpectrePackageTests.SpectrePackageTests/main`), which runs the executable whole.
    ///
    /// ```swift
    /// let bundle = TestBundle.wholeRun(name: "PathKitPackageTests", path: path, listing: "exited with status 4")
    /// bundle.testCount   // 1
    /// ```
    public static func wholeRun(name: String, path: String, listing: String) -> TestBundle {
        var bundle = TestBundle(
            name: name, path: path, classes: [TestClass(module: name, name: name, methods: [wholeRunMethod])],
            hasSwiftTestingEntryPoint: false)
        bundle.ownMain = OwnMain(listing: listing)
        return bundle
    }

    /// The one test of a bundle that runs whole.
    public static let wholeRunMethod = "main"

    /// The line that says, once, that this bundle runs whole; nil for an XCTest bundle.
    package var wholeRunNote: RunnerNotice? {
        guard let ownMain else { return nil }
        return RunnerNotice(
            .bundleRunsWhole,
            "\(name)'s main is neither SwiftPM's nor XCTMain (its '--dump-tests-json' \(ownMain.listing)): it runs "
                + "whole, as one test (\(name).\(name)/\(Self.wholeRunMethod)), judged by its exit status, as "
                + "swift test runs it")
    }

    /// The line that says this bundle has no Swift Testing entry point (a notice, never an
    /// error: `swift test` runs such a bundle's XCTest tests only, too); nil when it has one.
    package var entryPointNote: RunnerNotice? {
        guard !hasSwiftTestingEntryPoint, ownMain == nil else { return nil }
        return RunnerNotice(
            .noSwiftTestingEntryPoint,
            "\(name) has no Swift Testing entry point (its main is the package's own XCTMain call, as in "
                + "Tests/LinuxMain.swift): its XCTest tests run, and @Test functions would not, as under swift test")
    }

    public var kind: Kind { hosts.isEmpty ? .library : .application }

    /// Its Swift Testing functions, each with its test identifier, in listing order.
    package var swiftTestingFunctions: [(id: TestIdentifier, function: SwiftTestingFunction)] {
        classes.filter { $0.framework == .swiftTesting }.flatMap { suite in
            zip(suite.tests, suite.functions).map { (id: $0, function: $1) }
        }
    }

    /// Its Swift Testing functions' tests, by the identifier the event stream gives each.
    package var swiftTestingTestsByStreamID: [String: TestIdentifier] {
        Dictionary(swiftTestingFunctions.map { ($0.function.streamID, $0.id) }) { $1 }
    }

    public var testCount: Int { classes.reduce(0) { $0 + $1.methods.count } }

    /// The tests one framework declares.
    public func testCount(of framework: TestFramework) -> Int {
        classes.filter { $0.framework == framework }.reduce(0) { $0 + $1.methods.count }
    }

    /// The host of `module`'s tests, if that module is hosted.
    public func host(ofModule module: String) -> TestHostRecord? {
        hosts.first { $0.module == module }
    }
}

/// One `XCTestCase` subclass and its test methods, or one Swift Testing suite and its test
/// functions (the unit a worker runs together either way).
///
/// A Swift Testing suite's `name` is its path of suite types joined by dots (`Outer.Inner`);
/// a module's top-level `@Test` functions form a suite with an empty name (`Module/function()`).
///
/// ```swift
/// let math = TestClass(module: "MathTests", name: "AdditionTests", methods: ["testCarry", "testZero"])
/// print(math.tests.map(\.description))   // ["MathTests.AdditionTests/testCarry", …]
/// ```
public struct TestClass: Hashable, Codable, Sendable {
    /// The module that declares it.
    public var module: String
    /// The class's unqualified name, or the suite's path joined by dots.
    public var name: String
    /// Its test methods (or functions, `name(label:)`), in listing order.
    public var methods: [String]
    /// Which framework declares it.
    public var framework: TestFramework
    /// For a Swift Testing suite: what its stream says of each function, in `methods`' order.
    package var functions: [SwiftTestingFunction]
    /// For a Swift Testing suite inside (or being) a `.serialized` suite: the outermost such
    /// suite's qualified name (`Module.Outer`). The planner keeps all of its tests in one unit.
    package var serializedSuite: String?

    public init(module: String, name: String, methods: [String]) {
        self.module = module
        self.name = name
        self.methods = methods
        self.framework = .xctest
        self.functions = []
    }

    /// A Swift Testing suite (or a module's top-level functions, with an empty `name`).
    package init(module: String, suite name: String, functions: [SwiftTestingFunction], serializedSuite: String? = nil)
    {
        self.serializedSuite = serializedSuite
        self.module = module
        self.name = name
        self.methods = functions.map(\.name)
        self.framework = .swiftTesting
        self.functions = functions
    }

    /// `Module.Class`, as filters and the bundle's command line write it (`Module` alone for
    /// top-level Swift Testing functions).
    public var qualifiedName: String { name.isEmpty ? module : "\(module).\(name)" }

    /// Every method as a full identifier.
    public var tests: [TestIdentifier] {
        methods.map { TestIdentifier(module: module, className: name, method: $0) }
    }

    /// ``tests`` with a method the bundle lists more than once kept once (where it is first
    /// listed): one test to select, run and report.
    public var uniqueTests: [TestIdentifier] {
        var seen: Set<String> = []
        return methods.filter { seen.insert($0).inserted }.map {
            TestIdentifier(module: module, className: name, method: $0)
        }
    }

    /// Whether a bundle's filter can name each method alone: not when a name holds the
    /// filter's separator, a slash or a wildcard, or is empty (`allTests` display names such as
    /// `a name, with a comma`; ``BundleArgument/filterNamesAlone(_:)``).
    public var methodsFitInFilter: Bool {
        methods.allSatisfy(BundleArgument.filterNamesAlone)
    }
}
