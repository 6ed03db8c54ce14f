import Foundation
import HarnessTestSupport
import Synchronization
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// A bundle is listed again exactly when its file is no longer the one that was listed.
struct ListingCacheTests {
    /// A cache over a temporary folder holding a stand-in bundle file, counting the listings.
    final class Probe {
        let folder: TemporaryFolder
        var listings = 0
        var bundlePath: String { "\(folder.path)/.build/debug/PackageTests.xctest" }

        init() throws {
            folder = try TemporaryFolder("listing")
            try folder.write("bundle one", to: ".build/debug/PackageTests.xctest")
        }

        func list() throws -> TestBundle {
            try ListingCache(packagePath: folder.path).bundle(at: bundlePath) { () throws -> TestBundle in
                listings += 1
                return TestBundle(
                    name: "PackageTests", path: bundlePath,
                    classes: [TestClass(module: "M", name: "C\(listings)", methods: ["testA"])])
            }
        }
    }

    @Test func theSameFileIsListedOnce() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        let first = try probe.list()
        let second = try probe.list()
        #expect(probe.listings == 1)
        #expect(second == first)
        #expect(second.classes.map(\.name) == ["C1"])
    }

    @Test func aRewrittenBundleIsListedAgain() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        _ = try probe.list()
        // Same size, new contents: what a relink of a one-character change looks like.
        try probe.folder.write("bundle two", to: ".build/debug/PackageTests.xctest")
        let relisted = try probe.list()
        #expect(probe.listings == 2)
        #expect(relisted.classes.map(\.name) == ["C2"])
    }

    @Test func aTouchedBundleIsListedAgain() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        _ = try probe.list()
        let later = Date().addingTimeInterval(5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: probe.bundlePath)
        _ = try probe.list()
        #expect(probe.listings == 2)
    }

    @Test func anUnreadableCacheFileIsAMissNotAFailure() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        _ = try probe.list()
        let cache = ListingCache(packagePath: probe.folder.path)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: cache.file(forBundleAt: probe.bundlePath)))
        let relisted = try probe.list()
        #expect(probe.listings == 2)
        #expect(relisted.classes.map(\.name) == ["C2"])
        _ = try probe.list()
        #expect(probe.listings == 2, "the rewritten cache file is used again")
    }

    @Test("a listing that cannot be kept is said in one line, and the listing is still the run's")
    func anUnkeptListingIsSaid() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        // A file where the cache's folder should be: nothing can be written under it.
        try probe.folder.write("in the way", to: ".build/harness/listings")
        let said = Mutex<[String]>([])
        let cache = ListingCache(packagePath: probe.folder.path) { line in said.withLock { $0.append(line) } }
        let bundle = cache.bundle(at: probe.bundlePath) {
            TestBundle(name: "PackageTests", path: probe.bundlePath, classes: [])
        }
        #expect(bundle.name == "PackageTests")
        let lines = said.withLock { $0 }
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix(
                "cannot keep the listing of PackageTests in \(probe.folder.path)/.build/harness/listings") == true)
    }

    @Test func aMissingBundleIsListedEveryTime() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        try FileManager.default.removeItem(atPath: probe.bundlePath)
        _ = try probe.list()
        _ = try probe.list()
        #expect(probe.listings == 2)
    }

    @Test func theKeyNamesTheRunnerToo() throws {
        let probe = try Probe()
        defer { probe.folder.remove() }
        let key = try #require(ListingCache.key(ofBundleAt: probe.bundlePath))
        let runner = try #require(ListingCache.identity(of: "/proc/self/exe"))
        #expect(key.contains("runner \(runner)"))
    }
}
