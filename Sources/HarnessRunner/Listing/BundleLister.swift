import Foundation
import HarnessModel
import HarnessProcess
import HarnessWire

/// Lists what a built test bundle holds: its XCTest classes by running it with
/// `--dump-tests-json`, the listing both Harness's and the toolchain's XCTest print, then its
/// Swift Testing suites through Swift Testing's event stream (``SwiftTestingLister``).
///
/// ```swift
/// let bundle = try BundleLister().list(bundleAt: "/src/.build/debug/AppPackageTests.xctest",
///                                      workingDirectory: "/src")
/// ```
public struct BundleLister: Sendable {
    /// Why a bundle could not be listed; reads after "failed to list tests: ".
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Whether to take each method's exact name from the bundle's `--list-tests` lines too:
    /// the toolchain's XCTest writes into `--dump-tests-json` only what follows the last dot of
    /// a name (`a name with a dot.in it` becomes `in it`), which no filter then selects
    /// (``exactMethodNames(_:listing:)``). Harness's XCTest lists names whole.
    public var readsLineListing = false
    /// The listing processes' environment; nil is the runner's own. (`--coverage` sends an
    /// instrumented listing's profile aside through it.)
    package var environment: [String: String]?

    public init(readsLineListing: Bool = false) {
        self.readsLineListing = readsLineListing
    }

    /// Lists every bundle, in the order given.
    ///
    /// The bundles are listed side by side: each listing is a process start that mostly waits.
    /// With a `cache`, a bundle that is the same file as when it was last listed is not run.
    package func inventory(of bundlePaths: [String], workingDirectory: String, cache: ListingCache? = nil)
        throws(Failure) -> TestInventory
    {
        let bundles = try ParallelMap.values(count: bundlePaths.count, width: Self.width) { index throws(Failure) in
            let path = bundlePaths[index]
            guard let cache else { return try list(bundleAt: path, workingDirectory: workingDirectory) }
            return try cache.bundle(at: path) { () throws(Failure) in
                try list(bundleAt: path, workingDirectory: workingDirectory)
            }
        }
        return TestInventory(bundles: bundles)
    }

    /// How many listing processes run at once.
    static let width = 4

    /// Lists one bundle: its XCTest classes and its Swift Testing suites, both listings at once.
    public func list(bundleAt path: String, workingDirectory: String) throws(Failure) -> TestBundle {
        // Index 0: the XCTest listing (the bundle's name, classes and hosts); 1: the Swift
        // Testing suites, carried in a bundle of their own and appended.
        // Index 2: the `--list-tests` lines, when asked for.
        let listings = ParallelMap.results(count: readsLineListing ? 3 : 2, width: 3) {
            index throws(Failure) -> TestBundle in
            if index == 0 { return try listXCTest(bundleAt: path, workingDirectory: workingDirectory) }
            if index == 2 { return try listLines(bundleAt: path, workingDirectory: workingDirectory) }
            let listing = try SwiftTestingLister(environment: environment).suites(
                ofBundleAt: path, workingDirectory: workingDirectory)
            var bundle = TestBundle(
                name: "", path: path, classes: listing?.suites ?? [], hasSwiftTestingEntryPoint: listing != nil)
            bundle.swiftTestingStreamVersion = listing?.version
            return bundle
        }
        var bundle = try listings[0].get()
        // A main of its own lists nothing and knows no Swift Testing option either.
        if bundle.ownMain != nil { return bundle }
        if readsLineListing, let lines = try? listings[2].get() {
            bundle.classes = Self.exactMethodNames(bundle.classes, listing: lines.classes.first?.methods ?? [])
        }
        let swiftTesting = try listings[1].get()
        bundle.classes += swiftTesting.classes
        bundle.hasSwiftTestingEntryPoint = swiftTesting.hasSwiftTestingEntryPoint
        bundle.swiftTestingStreamVersion = swiftTesting.swiftTestingStreamVersion
        return bundle
    }

    /// Runs one bundle's `--dump-tests-json` and parses what it prints: its XCTest classes.
    func listXCTest(bundleAt path: String, workingDirectory: String) throws(Failure) -> TestBundle {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run(
                path, arguments: [BundleArgument.dumpTestsJSON.text], workingDirectory: workingDirectory,
                environment: environment)
        } catch {
            throw Failure(description: "cannot run '\(path) --dump-tests-json': \(error)")
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        // Harness's XCTest and the toolchain's both answer with their listing and exit 0. A bundle
        // that does anything else has a main of its own (a test library's `LinuxMain.swift`),
        // which `swift test` runs with no argument: it runs so, whole, as one test.
        guard output.status == 0 else {
            return TestBundle.wholeRun(name: name, path: path, listing: "exited with status \(output.status)")
        }
        // Not a listing: the bundle runs whole, and the run says so with this reason.
        guard let bundle = try? Self.parse(listingJSON: output.standardOutput, bundleName: name, path: path) else {
            return TestBundle.wholeRun(name: name, path: path, listing: "printed no XCTest listing")
        }
        return bundle
    }

    /// Runs one bundle's `--list-tests`: its lines, carried as the methods of one class.
    func listLines(bundleAt path: String, workingDirectory: String) throws(Failure) -> TestBundle {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run(
                path, arguments: [BundleArgument.listTests.text], workingDirectory: workingDirectory,
                environment: environment)
        } catch {
            throw Failure(description: "cannot run '\(path) --list-tests': \(error)")
        }
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        return TestBundle(name: "", path: path, classes: [TestClass(module: "", name: "", methods: lines)])
    }

    /// `classes` with each method's name as the toolchain's `--list-tests` line gives it.
    ///
    /// The toolchain's XCTest prints a test as `Module.Class/` and its name with every dot
    /// turned into a slash (`RawTests.NameTests/a name with a dot/in it`, and `RawTests.NameTests`
    /// alone for an empty name), and its JSON keeps only what follows the name's last dot (`in it`,
    /// or the class's name for an empty one). Both list the tests in the same order, one line a
    /// test, so the n-th line is the JSON's n-th test, whatever class it is in (a BDD framework's
    /// `XCTMain` call lists one base class once per spec). Where the JSON's name is the end of the
    /// line's (slashes back to dots), the line's is the name; a line that is the class alone is
    /// an empty name. Nothing else changes, and nothing does when the counts differ.
    static func exactMethodNames(_ classes: [TestClass], listing output: [String]) -> [TestClass] {
        // `Listing 6 tests in debug.xctest:` and an empty line come first.
        let lines = output.drop { $0.hasPrefix("Listing ") }.filter { !$0.isEmpty }
        guard lines.count == classes.reduce(0, { $0 + $1.methods.count }) else { return classes }
        var next = lines.startIndex
        return classes.map { testClass in
            var exact = testClass
            exact.methods = testClass.methods.map { method in
                defer { next += 1 }
                return exactName(of: method, line: lines[next], qualifiedClass: testClass.qualifiedName)
            }
            return exact
        }
    }

    /// The name the line `line` gives the JSON's `method` of `qualifiedClass`.
    private static func exactName(of method: String, line: String, qualifiedClass: String) -> String {
        if line == qualifiedClass { return method == testClassName(qualifiedClass) ? "" : method }
        guard line.hasPrefix(qualifiedClass + "/") else { return method }
        let name = line.dropFirst(qualifiedClass.count + 1).replacingOccurrences(of: "/", with: ".")
        return name != method && name.hasSuffix("." + method) ? name : method
    }

    /// `Class` of `Module.Class`.
    private static func testClassName(_ qualifiedClass: String) -> String {
        qualifiedClass.firstIndex(of: ".").map { String(qualifiedClass[qualifiedClass.index(after: $0)...]) }
            ?? qualifiedClass
    }

    /// Parses `{"name":"All
    /// tests","tests":[{"name":"B.xctest","tests":[{"name":"M.C","tests":[{"name":"testA"}]}]}],"testHosts":[…]}`.
    ///
    /// Classes are the nodes whose children are leaves; their names are `Module.Class`.
    static func parse(listingJSON: Data, bundleName: String, path: String) throws -> TestBundle {
        let listing = try JSONDecoder().decode(ListingNode.self, from: listingJSON)
        var classes: [TestClass] = []
        func walk(_ node: ListingNode) {
            guard let children = node.tests else { return }
            if children.allSatisfy({ $0.tests == nil }), let dot = node.name.firstIndex(of: ".") {
                let module = String(node.name[..<dot])
                let name = String(node.name[node.name.index(after: dot)...])
                if !name.hasSuffix("xctest") {
                    classes.append(TestClass(module: module, name: name, methods: children.map(\.name)))
                    return
                }
            }
            children.forEach(walk)
        }
        walk(listing)
        let hosts = (listing.testHosts ?? []).compactMap(\.record)
        return TestBundle(name: bundleName, path: path, classes: classes, hosts: hosts)
    }

    private struct ListingNode: Decodable {
        var name: String
        var tests: [ListingNode]?
        var testHosts: [HostEntry]?
    }

    /// A `testHosts` entry: a record, or `{"module", "error"}` for a declaration that failed.
    private struct HostEntry: Decodable {
        var record: TestHostRecord?
        init(from decoder: any Decoder) throws {
            // Not a record: a failed declaration's `{module, error}`, read on its own.
            record = try? TestHostRecord(from: decoder)
        }
    }
}
