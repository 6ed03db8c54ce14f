import Foundation
import HarnessModel
import HarnessProcess
import HarnessTestSupport
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// Harness's library is built once per sources and toolchain, published whole, and shared.
@Suite(.serialized)
struct HarnessLibraryTests {
    /// A Harness checkout with a few sources, and a build that creates the library's products
    /// in the working folder and counts its runs.
    final class FakeCheckout: @unchecked Sendable {
        let root: TemporaryFolder
        private let lock = NSLock()
        private var buildCount = 0
        var builds: Int { lock.withLock { buildCount } }

        init() throws {
            root = try TemporaryFolder("library")
            try root.write("let package = 1", to: "Package.swift")
            try root.write("public func f() {}", to: "Sources/XCTest/F.swift")
            try root.write("public enum W {}", to: "Sources/HarnessWire/W.swift")
            try root.write("// the CLI", to: "Sources/harness/Main.swift")
        }

        var library: HarnessLibrary { HarnessLibrary(harnessRoot: root.path, swift: "/bin/sh") }

        /// The products, built by the fake build when not published.
        func products(say: (RunnerNotice) -> Void = { _ in }) throws -> HarnessLibrary.Products {
            let library = library
            return try library.products(jobs: nil, say: say) { arguments throws(PackageBuilder.Failure) in
                let scratch = arguments[arguments.index(after: arguments.firstIndex(of: "--scratch-path") ?? 0)]
                #expect(scratch == library.workFolder)
                #expect(Array(arguments.suffix(2)) == ["--product", "HarnessXCTest"])
                // Long enough for concurrent callers to find the lock held.
                Thread.sleep(forTimeInterval: 0.3)
                try? FileManager.default.createDirectory(
                    atPath: "\(scratch)/release/Modules/XCTest.swiftmodule", withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: "\(scratch)/release/libHarnessXCTest.so", contents: Data())
                lock.withLock { buildCount += 1 }
            }
        }
    }

    @Test("built once, then read from its folder")
    func builtOnce() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let first = try checkout.products()
        let second = try checkout.products()
        #expect(first == second)
        #expect(checkout.builds == 1)
        #expect(first.libraryFolder == "\(checkout.library.cacheRoot)/\(first.key)/lib")
        #expect(FileManager.default.fileExists(atPath: "\(first.libraryFolder)/libHarnessXCTest.so"))
        #expect(FileManager.default.fileExists(atPath: "\(first.modulesFolder)/XCTest.swiftmodule"))
    }

    @Test("an edit of the library's sources or manifest is a new key and a new build; other edits are not")
    func editsChangeTheKey() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let first = try checkout.products()
        try checkout.root.write("// the CLI, edited", to: "Sources/harness/Main.swift")
        #expect(try checkout.products() == first)
        try checkout.root.write("public func f() { }", to: "Sources/XCTest/F.swift")
        let edited = try checkout.products()
        #expect(edited.key != first.key)
        try checkout.root.write("public enum W { case a }", to: "Sources/HarnessWire/W.swift")
        let wire = try checkout.products()
        #expect(wire.key != edited.key)
        try checkout.root.write("let package = 2", to: "Package.swift")
        let manifest = try checkout.products()
        #expect(manifest.key != wire.key)
        try checkout.root.write("// new", to: "Sources/AppHost/New.swift")
        #expect(try checkout.products().key != manifest.key)
        #expect(checkout.builds == 5)
    }

    @Test("another toolchain is another key")
    func toolchainChangesTheKey() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let other = HarnessLibrary(harnessRoot: checkout.root.path, swift: "/bin/ls")
        #expect(other.key() != checkout.library.key())
    }

    @Test("concurrent runs build it once, and all get the published library")
    func concurrentBuilders() async throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let results = try await withThrowingTaskGroup(of: HarnessLibrary.Products.self) { group in
            for _ in 0..<4 {
                group.addTask { try checkout.products() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(checkout.builds == 1)
        #expect(Set(results).count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: checkout.library.cacheRoot)
        #expect(leftovers.sorted() == [results[0].key, "lock", "work"].sorted())
    }

    @Test("a run that finds another run building it says so once, waits for it, then gets its library")
    func waitsForAnotherBuilder() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let lockPath = "\(checkout.library.cacheRoot)/lock"
        // The test holds the builders' lock, as another harness run building the library would.
        let held = try ExclusiveFileLock(
            path: lockPath, notice: RunnerNotice(.harnessBuildLockWait, "the test waits"), say: { _ in })
        let waiting = Waiting()
        Thread.detachNewThread {
            waiting.finish(Result { try checkout.products { waiting.say($0) } })
        }
        // The run says it waits before it waits: the notice comes while the test holds the lock.
        #expect(waiting.said.wait(timeout: .now() + 60) == .success, "the run never said it was waiting")
        #expect(checkout.builds == 0)
        held.release()
        #expect(waiting.done.wait(timeout: .now() + 60) == .success, "the run never ended")
        _ = try #require(waiting.result).get()
        #expect(checkout.builds == 1)
        let notices = waiting.notices
        #expect(notices.map(\.kind) == [.harnessBuildLockWait])
        #expect(notices.first?.text.contains("'\(lockPath)'") == true, "\(notices)")
    }

    /// What a run on another thread said and returned, signalled as it happens.
    final class Waiting: @unchecked Sendable {
        // @unchecked: `saidNotices` and `outcome` are read and written under `lock` only.
        let said = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var saidNotices: [RunnerNotice] = []
        private var outcome: Result<HarnessLibrary.Products, any Error>?

        func say(_ notice: RunnerNotice) {
            lock.withLock { saidNotices.append(notice) }
            said.signal()
        }

        func finish(_ result: Result<HarnessLibrary.Products, any Error>) {
            lock.withLock { outcome = result }
            done.signal()
        }

        var notices: [RunnerNotice] { lock.withLock { saidNotices } }
        var result: Result<HarnessLibrary.Products, any Error>? { lock.withLock { outcome } }
    }

    @Test("a folder at the key without the library is not published; the next run replaces it")
    func incompleteFolder() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let key = checkout.library.key()
        try checkout.root.write("", to: ".build-harness-lib/\(key)/Modules/XCTest.swiftmodule")
        try checkout.root.write("", to: ".build-harness-lib/.\(key).partial-1/lib/libHarnessXCTest.so")
        #expect(checkout.library.published(key: key) == nil)
        let products = try checkout.products()
        #expect(products.key == key)
        #expect(checkout.builds == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: checkout.library.cacheRoot)
        #expect(!names.contains { $0.contains("partial") })
    }

    @Test("only the most recently used libraries are kept")
    func oldLibrariesAreRemoved() throws {
        let checkout = try FakeCheckout()
        defer { checkout.root.remove() }
        let kept = HarnessLibrary.keptLibraries
        var keys: [String] = []
        for edit in 0..<(kept + 2) {
            try checkout.root.write("// edit \(edit)", to: "Sources/XCTest/Edit.swift")
            keys.append(try checkout.products().key)
            // Folder dates have a resolution the next publication must be able to exceed.
            Thread.sleep(forTimeInterval: 0.05)
            if edit == kept - 1 {
                // The first library is used again, when all are still kept: it stays.
                try checkout.root.write("// edit 0", to: "Sources/XCTest/Edit.swift")
                #expect(try checkout.products().key == keys[0])
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        #expect(checkout.builds == kept + 2)
        // Most recently used first: the last two published, the one used again, the one before.
        #expect(kept == 4)
        #expect(checkout.library.publishedKeys() == [keys[5], keys[4], keys[0], keys[3]])
    }

    /// The key covers exactly the targets the `HarnessXCTest` product is built from: read from
    /// Harness's own manifest, so a new dependency of `XCTest` cannot be forgotten.
    @Test("the key's sources are the HarnessXCTest product's targets")
    func sourcePathsMatchTheManifest() throws {
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let scratch = try TemporaryFolder("library-manifest")
        defer { scratch.remove() }
        let output = try ProcessOutput.run(
            PackageBuilder.defaultSwift(in: ProcessInfo.processInfo.environment),
            arguments: ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        try #require(output.status == 0, "\(output.standardError)")
        let manifest = try JSONSerialization.jsonObject(with: output.standardOutput) as? [String: Any] ?? [:]
        let products = manifest["products"] as? [[String: Any]] ?? []
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        var pending = products.first { $0["name"] as? String == "HarnessXCTest" }?["targets"] as? [String] ?? []
        var closure = Set<String>()
        while let name = pending.popLast() {
            guard closure.insert(name).inserted else { continue }
            let target = targets.first { $0["name"] as? String == name } ?? [:]
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any],
                    let first = byName.first as? String
                {
                    pending.append(first)
                }
                #expect(dependency["product"] == nil, "the library depends on another package: \(dependency)")
            }
        }
        #expect(!closure.isEmpty)
        #expect(Set(HarnessLibrary.sourcePaths) == Set(["Package.swift"] + closure.map { "Sources/\($0)" }))
    }
}
