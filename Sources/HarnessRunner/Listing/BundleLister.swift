import Foundation
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

    public init() {}

    /// Lists every bundle, in the order given.
    public func inventory(of bundlePaths: [String], workingDirectory: String) throws(Failure) -> TestInventory {
        var bundles: [TestBundle] = []
        for path in bundlePaths {
            bundles.append(try list(bundleAt: path, workingDirectory: workingDirectory))
        }
        return TestInventory(bundles: bundles)
    }

    /// Runs one bundle's `--dump-tests-json` and parses what it prints.
    public func list(bundleAt path: String, workingDirectory: String) throws(Failure) -> TestBundle {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run(
                path, arguments: [BundleArgument.dumpTestsJSON.text], workingDirectory: workingDirectory)
        } catch {
            throw Failure(description: "cannot run '\(path) --dump-tests-json': \(error)")
        }
        guard output.status == 0 else {
            let reason = output.standardError.split(separator: "\n").first.map(String.init) ?? "no message"
            throw Failure(description: "'\(path) --dump-tests-json' exited with status \(output.status): \(reason)")
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var bundle: TestBundle
        do {
            bundle = try Self.parse(listingJSON: output.standardOutput, bundleName: name, path: path)
        } catch {
            throw Failure(description: "cannot read the test list of '\(path)': \(error)")
        }
        bundle.classes += try SwiftTestingLister().suites(ofBundleAt: path, workingDirectory: workingDirectory)
        return bundle
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
            record = try? TestHostRecord(from: decoder)
        }
    }
}
