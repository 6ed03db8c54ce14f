import Foundation
import HarnessTestSupport
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// The package description is read again exactly when what it depends on changes.
@Suite(.serialized)
struct PackageDescriptionCacheTests {
    /// A cache over a temporary package, and how many times it dumped.
    final class Probe {
        let package: TemporaryFolder
        var environment: [String: String] = ["MODE": "a", "UNRELATED": "1"]
        var swift = "/bin/sh"
        var dumps = 0

        init() throws {
            package = try TemporaryFolder("description")
            try package.write(#"let mode = Context.environment["MODE"]"#, to: "Package.swift")
        }

        func read() throws -> String {
            let cache = PackageDescriptionCache(packagePath: package.path, swift: swift, environment: environment)
            let data = try cache.description { () throws -> Data in
                dumps += 1
                return Data(#"{"dump":\#(dumps)}"#.utf8)
            }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test("unchanged: read from the cache, the same bytes")
    func unchanged() throws {
        let probe = try Probe()
        defer { probe.package.remove() }
        #expect(try probe.read() == #"{"dump":1}"#)
        #expect(try probe.read() == #"{"dump":1}"#)
        probe.environment["UNRELATED"] = "2"
        #expect(try probe.read() == #"{"dump":1}"#)
        #expect(probe.dumps == 1)
    }

    /// Each thing the description depends on, changed after a first read.
    enum Change: String, CaseIterable {
        case manifest, versionedManifestAdded, resolvedAdded, resolvedChanged, resolvedRemoved, namedVariable,
            namedVariableUnset, otherSwift, corruptCache
    }

    @Test("a change of what the description depends on reads it again, once", arguments: Change.allCases)
    func changeReadsAgain(change: Change) throws {
        let probe = try Probe()
        defer { probe.package.remove() }
        if change != .resolvedAdded { try probe.package.write("{}", to: "Package.resolved") }
        #expect(try probe.read() == #"{"dump":1}"#)
        switch change {
        case .manifest:
            try probe.package.write(#"let mode = Context.environment["MODE"] // edited"#, to: "Package.swift")
        case .versionedManifestAdded: try probe.package.write("// 6.0", to: "Package@swift-6.0.swift")
        case .resolvedAdded: try probe.package.write("{}", to: "Package.resolved")
        case .resolvedChanged: try probe.package.write(#"{"pins":[]}"#, to: "Package.resolved")
        case .resolvedRemoved: try FileManager.default.removeItem(atPath: "\(probe.package.path)/Package.resolved")
        case .namedVariable: probe.environment["MODE"] = "b"
        case .namedVariableUnset: probe.environment["MODE"] = nil
        case .otherSwift: probe.swift = "/bin/ls"
        case .corruptCache: try probe.package.write("garbage", to: ".build/harness/package-description")
        }
        #expect(try probe.read() == #"{"dump":2}"#)
        #expect(try probe.read() == #"{"dump":2}"#)
        #expect(probe.dumps == 2)
    }

    @Test("no Package.swift: nothing is cached, the dump says why")
    func noManifest() throws {
        let folder = try TemporaryFolder("description")
        defer { folder.remove() }
        let cache = PackageDescriptionCache(packagePath: folder.path, swift: "/bin/sh", environment: [:])
        var dumps = 0
        for _ in 0..<2 {
            _ = cache.description { () -> Data in
                dumps += 1
                return Data("{}".utf8)
            }
        }
        #expect(dumps == 2)
        #expect(!FileManager.default.fileExists(atPath: cache.file))
    }

    @Test("a failed dump stores nothing")
    func failedDump() throws {
        let probe = try Probe()
        defer { probe.package.remove() }
        struct Boom: Error {}
        let cache = PackageDescriptionCache(packagePath: probe.package.path, swift: "/bin/sh", environment: [:])
        #expect(throws: Boom.self) { try cache.description { () throws(Boom) -> Data in throw Boom() } }
        #expect(!FileManager.default.fileExists(atPath: cache.file))
    }

    @Test func variableNames() {
        let manifest = #"""
            let a = Context.environment["FIXTURE_MODE"] == "toolchain"
            let b = ProcessInfo.processInfo.environment["_X1"]
            .product(name: "XCTest", package: "Harness"), "A B", "lower", ""
            """#
        #expect(PackageDescriptionCache.variableNames(in: manifest) == ["FIXTURE_MODE", "_X1"])
    }
}
