import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessSession

/// `harness archive`'s file, written and read back on this machine: the bundles (executable),
/// the resources beside them, the listing pointing into the unpacked folder; a truncated,
/// foreign or mismatched file is one line naming it.
@Suite(.serialized) struct TestArchiveTests {
    /// A products folder with a "bundle" (a copy of an executable the system has) and a
    /// resources folder, and the contents an archive of it gets.
    static func builtProducts(in folder: URL) throws -> TestArchive.Contents {
        let products = folder.appendingPathComponent("build/debug")
        try FileManager.default.createDirectory(
            at: products.appendingPathComponent("App_AppTests.resources"), withIntermediateDirectories: true)
        try "seven".write(
            to: products.appendingPathComponent("App_AppTests.resources/data.txt"), atomically: true, encoding: .utf8)
        let bundle = products.appendingPathComponent("AppPackageTests.xctest")
        try FileManager.default.copyItem(atPath: "/bin/true", toPath: bundle.path)
        let id = TestIdentifier(module: "AppTests", className: "A", method: "testOne")
        return TestArchive.Contents(
            inventory: TestInventory(bundles: [
                TestBundle(
                    name: "AppPackageTests", path: bundle.path,
                    classes: [TestClass(module: "AppTests", name: "A", methods: ["testOne"])])
            ]),
            sources: TestSourceMap(
                root: "/build/app",
                declarations: [id: SourceLocation(file: "/build/app/Tests/AppTests/A.swift", line: 4)]),
            description: Data("{\"name\":\"App\",\"targets\":[]}".utf8), packageRoot: "/build/app",
            toolchainXCTest: false, history: nil, swift: "/nonexistent/swift")
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("written and read back: an executable bundle, its resources beside it, the listing and declarations")
    func roundTrip() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out/tests.harness").path
        let manifest = try TestArchive.write(try Self.builtProducts(in: folder), to: output)
        #expect(manifest.bundles == ["AppPackageTests.xctest"])
        #expect(manifest.platform == ArchivePlatform.current(runtimePath: nil))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == [
                "tests.harness"
            ])

        let archive = try UnpackedArchive.open(output)
        defer { archive.remove() }
        let bundle = try #require(archive.inventory.bundles.first)
        #expect(bundle.path == archive.folder + "/products/AppPackageTests.xctest")
        #expect(FileManager.default.isExecutableFile(atPath: bundle.path))
        #expect(
            try String(contentsOfFile: archive.folder + "/products/App_AppTests.resources/data.txt", encoding: .utf8)
                == "seven")
        #expect(archive.manifest.packageRoot == "/build/app")

        let source = ArchiveBundleSource(archive, workspace: "/ci/app")
        let id = TestIdentifier(module: "AppTests", className: "A", method: "testOne")
        let map = source.sourceMap(of: archive.inventory)
        #expect(map.declarations[id] == SourceLocation(file: "/ci/app/Tests/AppTests/A.swift", line: 4))
        #expect(map.relative("/ci/app/Tests/AppTests/A.swift") == "Tests/AppTests/A.swift")
        #expect(
            source.runEnvironment(inheriting: ["LD_LIBRARY_PATH": "/mine"])["LD_LIBRARY_PATH"]
                == archive.folder + "/lib:/mine")
        #expect(throws: HarnessFailure.self) {
            try source.bundles(instrumented: true, progress: .init(isTerminal: false) { _ in })
        }
        archive.remove()
        #expect(!FileManager.default.fileExists(atPath: archive.folder))
    }

    /// The package's executables in a products folder with a bundle: `tool` (an implicit
    /// product of its executable target), `server` (a declared product of target `ServerMain`,
    /// which gets no implicit product), and what each loads.
    static func builtExecutables(in folder: URL) throws -> TestArchive.Contents {
        var contents = try builtProducts(in: folder)
        let products = folder.appendingPathComponent("build/debug")
        for name in ["tool", "server"] {
            try FileManager.default.copyItem(atPath: "/bin/true", toPath: products.appendingPathComponent(name).path)
        }
        // A directory named like a product is no product (SwiftPM's `tool.build` is beside it).
        try FileManager.default.createDirectory(
            at: products.appendingPathComponent("tool.build"), withIntermediateDirectories: true)
        try "library".write(to: products.appendingPathComponent("libToolSupport.so"), atomically: true, encoding: .utf8)
        contents.description = Data(
            """
            {"name": "App",
             "products": [{"name": "server", "targets": ["ServerMain"], "type": {"executable": null}},
                          {"name": "AppKit", "targets": ["App"], "type": {"library": ["automatic"]}}],
             "targets": [{"name": "App", "type": "regular"}, {"name": "tool", "type": "executable"},
                         {"name": "ServerMain", "type": "executable"}, {"name": "AppTests", "type": "test"}]}
            """.utf8)
        return contents
    }

    @Test("the package's executable products go beside the bundles, with the libraries they load")
    func executables() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = try Self.builtExecutables(in: folder)
        let products = folder.appendingPathComponent("build/debug")
        let output = folder.appendingPathComponent("tests.harness").path
        let manifest = try TestArchive.write(contents, to: output) { binary in
            var libraries = SharedLibraries()
            if binary.hasSuffix("/tool") {
                libraries.carried = [products.appendingPathComponent("libToolSupport.so").path]
            }
            return libraries
        }
        #expect(manifest.executables == ["server", "tool"])
        #expect(manifest.sharedLibraries == ["libToolSupport.so"])

        let archive = try UnpackedArchive.open(output)
        defer { archive.remove() }
        for name in ["server", "tool"] {
            #expect(FileManager.default.isExecutableFile(atPath: "\(archive.folder)/products/\(name)"), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(archive.folder)/products/ServerMain"))
        #expect(
            try String(contentsOfFile: "\(archive.folder)/lib/libToolSupport.so", encoding: .utf8) == "library")
    }

    @Test("an executable product that is not built is refused in one line naming it and what to do")
    func executableNotBuilt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = try Self.builtExecutables(in: folder)
        let products = folder.appendingPathComponent("build/debug")
        try FileManager.default.removeItem(at: products.appendingPathComponent("tool"))
        let output = folder.appendingPathComponent("tests.harness")
        do {
            _ = try TestArchive.write(contents, to: output.path)
            Issue.record("an archive without the executable 'tool' was written")
        } catch {
            #expect(error.code == RunnerExitCode.badInput)
            #expect(
                error.message
                    == "the package's executable product 'tool' is not built in '\(products.path)', where its functional "
                    + "tests launch it: build it ('swift build --build-tests', or 'harness archive' without --skip-build) "
                    + "and archive again")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["build"])
    }

    /// The line `UnpackedArchive.open` refuses `path` with.
    static func refusal(_ path: String) -> String? {
        do {
            let archive = try UnpackedArchive.open(path)
            archive.remove()
            return nil
        } catch {
            #expect(error.code == RunnerExitCode.badInput)
            return error.message
        }
    }

    @Test("a truncated archive, a file that is none, one without a manifest: one line naming the file")
    func corrupt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("tests.harness")
        _ = try TestArchive.write(try Self.builtProducts(in: folder), to: output.path)
        let whole = try Data(contentsOf: output)
        let truncated = folder.appendingPathComponent("truncated.harness")
        try whole.prefix(whole.count / 2).write(to: truncated)
        #expect(
            Self.refusal(truncated.path)?.hasPrefix(
                "cannot read the test archive '\(truncated.path)': it is truncated or corrupt") == true)

        let text = folder.appendingPathComponent("notes.harness")
        try "not an archive".write(to: text, atomically: true, encoding: .utf8)
        #expect(Self.refusal(text.path)?.contains("it is truncated or corrupt") == true)

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try "x".write(to: empty.appendingPathComponent("x.txt"), atomically: true, encoding: .utf8)
        let foreign = folder.appendingPathComponent("foreign.harness")
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-czf", foreign.path, "-C", empty.path, "x.txt"]
        try tar.run()
        tar.waitUntilExit()
        #expect(
            Self.refusal(foreign.path)
                == "'\(foreign.path)' is not a Harness test archive (it has no manifest.json): write one with 'harness archive'"
        )
        #expect(
            Self.refusal(folder.appendingPathComponent("gone.harness").path)?.hasPrefix("no test archive at") == true)
    }

    @Test("an archive from another platform is refused before anything runs, naming both machines")
    func otherPlatform() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("tests.harness")
        _ = try TestArchive.write(try Self.builtProducts(in: folder), to: output.path)
        let unpacked = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        func tar(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tar"] + arguments
            try process.run()
            process.waitUntilExit()
        }
        try tar(["-xzf", output.path, "-C", unpacked.path])
        let manifestURL = unpacked.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifestURL, encoding: .utf8)
        try text.replacingOccurrences(of: "\"architecture\":\"", with: "\"architecture\":\"sparc-")
            .write(to: manifestURL, atomically: true, encoding: .utf8)
        let edited = folder.appendingPathComponent("edited.harness")
        try tar(["-czf", edited.path, "-C", unpacked.path, "."])
        let line = try #require(Self.refusal(edited.path))
        let here = ArchivePlatform.current()
        #expect(
            line.hasPrefix(
                "cannot run the test archive '\(edited.path)': it was built on Linux sparc-\(here.architecture)"))
        #expect(line.contains("this machine is \(here)"))
    }
}

/// A `harness` killed mid-run leaves its unpacked archive behind; the next one removes it.
struct UnpackedArchiveSweepTests {
    @Test("folders of processes that are gone are removed; this process's and foreign names stay")
    func sweepsOnlyTheDead() throws {
        let temporary = FileManager.default.temporaryDirectory
        // pid_max on Linux is at most 4194304: this process id cannot exist.
        let dead = temporary.appendingPathComponent("\(UnpackedArchive.folderPrefix)4194305-\(UUID().uuidString)")
        let alive = temporary.appendingPathComponent(
            "\(UnpackedArchive.folderPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let foreign = temporary.appendingPathComponent("\(UnpackedArchive.folderPrefix)notapid-\(UUID().uuidString)")
        for folder in [dead, alive, foreign] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { for folder in [dead, alive, foreign] { try? FileManager.default.removeItem(at: folder) } }
        UnpackedArchive.sweepAbandonedFolders()
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: foreign.path))
    }
}
