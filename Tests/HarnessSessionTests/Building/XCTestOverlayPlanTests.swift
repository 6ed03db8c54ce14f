import Foundation
import Testing

@testable import HarnessSession

/// The overlay of Harness's XCTest over the user's own build, planned from a manifest in
/// SwiftPM's shape: a library (`Lib`), a test-support library that imports XCTest (`Support`),
/// a test target that imports it, and SwiftPM's generated discovery and entry-point modules.
@Suite("XCTestOverlayPlan: only the modules that load XCTest are compiled again, the rest is the user's")
struct XCTestOverlayPlanTests {
    static let bin = "/p/.build/x86_64-unknown-linux-gnu/debug"
    static let overlay = "/p/.build/harness/overlay"
    static let harness = HarnessLibrary.Products(
        key: "k", libraryFolder: "/h/k/lib", modulesFolder: "/h/k/Modules", moduleMap: "/h/k/CXCTestSupport.modulemap")

    /// A compile command as SwiftPM writes it.
    /// A compile command as SwiftPM writes it, for the target (`tool` empty) or for the host
    /// (`tool` "-tool": `<Module>-tool.build`, `Modules-tool`).
    static func compile(_ module: String, imports: [String], tool: String = "") -> String {
        let modules = "\(bin)/Modules\(tool)"
        let folder = "\(bin)/\(module)\(tool).build"
        let arguments = [
            "/opt/swift/usr/bin/swiftc", "-module-name", module, "-emit-dependencies", "-emit-module",
            "-emit-module-path", "\(modules)/\(module).swiftmodule", "-output-file-map",
            "\(folder)/output-file-map.json", "-c", "@\(folder)/sources", "-I",
            modules, "-index-store-path", "\(bin)/index/store", "-module-cache-path", "\(bin)/ModuleCache",
            "-parseable-output", "-emit-objc-header-path", "\(folder)/include/\(module)-Swift.h",
        ]
        let inputs =
            ["/p/Sources/\(module)/\(module).swift"] + imports.map { "\(modules)/\($0).swiftmodule" }
            + ["\(folder)/DerivedSources/resource_bundle_accessor.swift", "\(folder)/sources"]
        return """
              "C.\(module)-x86_64-unknown-linux-gnu-debug\(tool).module":
                tool: shell
                inputs: \(json(inputs))
                outputs: \(json(["\(folder)/\(module).swift.o", "\(modules)/\(module).swiftmodule"]))
                description: "Compiling Swift Module '\(module)' (1 sources)"
                args: \(json(arguments))

              "\(folder)/\(module).swiftmodule.o":
                tool: shell
                inputs: \(json(["\(modules)/\(module).swiftmodule"]))
                outputs: \(json(["\(folder)/\(module).swiftmodule.o"]))
                args: \(json(["/opt/swift/usr/bin/swiftc", "-modulewrap", "\(modules)/\(module).swiftmodule", "-o", "\(folder)/\(module).swiftmodule.o"]))

            """
    }

    static func json(_ strings: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(strings)) ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: "\\/", with: "/")
    }

    static let manifestText = """
        client:
          name: basic
        targets:
          "test": ["<P-test>"]
        commands:
        \(compile("Lib", imports: []))\(compile("Support", imports: ["Lib"]))\(compile("LibTests", imports: ["Lib", "Support"]))\(compile("PPackageTests", imports: ["LibTests"]))  "C.PPackageTests-x86_64-unknown-linux-gnu-debug.test":
            tool: shell
            inputs: \(json(["\(bin)/Lib.build/Lib.swift.o", "\(bin)/Support.build/Support.swift.o", "\(bin)/PPackageTests.product/Objects.LinkFileList"]))
            outputs: \(json(["\(bin)/PPackageTests.xctest"]))
            args: \(json(["/opt/swift/usr/bin/swiftc", "-L", bin, "-o", "\(bin)/PPackageTests.xctest", "-emit-executable", "-Xlinker", "-rpath=$ORIGIN", "@\(bin)/PPackageTests.product/Objects.LinkFileList"]))

          "PackageStructure":
            tool: package-structure-tool
            inputs: ["/p/Sources/Lib/"]
            outputs: ["<PackageStructure>"]
        """

    /// Support loads XCTest itself, as do the test target and the entry point; LibTests is
    /// recompiled anyway, because it imports Support.
    static func plan(loadingXCTest: Set<String> = ["Support", "PPackageTests"]) -> XCTestOverlayPlan {
        XCTestOverlayPlan(
            manifest: BuildManifest(text: manifestText), productsFolder: bin, overlayFolder: overlay, harness: harness
        ) { loadingXCTest.contains($0.moduleName) }
    }

    @Test("SwiftPM's manifest is read command by command: tool, inputs, outputs, arguments")
    func readsTheManifest() throws {
        let manifest = BuildManifest(text: Self.manifestText)
        let lib = try #require(manifest.commands["C.Lib-x86_64-unknown-linux-gnu-debug.module"])
        #expect(lib.tool == "shell")
        #expect(
            lib.inputs == [
                "/p/Sources/Lib/Lib.swift", "\(Self.bin)/Lib.build/DerivedSources/resource_bundle_accessor.swift",
                "\(Self.bin)/Lib.build/sources",
            ])
        #expect(lib.outputs.last == "\(Self.bin)/Modules/Lib.swiftmodule")
        #expect(lib.arguments.prefix(3) == ["/opt/swift/usr/bin/swiftc", "-module-name", "Lib"])
        #expect(manifest.commands["PackageStructure"]?.tool == "package-structure-tool")
        #expect(manifest.commands.count == 10)
        #expect(BuildManifest(text: "client:\n  name: basic\n").commands.isEmpty)
    }

    @Test("the modules that load XCTest, and those built against them, are recompiled; the others are not")
    func recompilesTheClosure() {
        #expect(Self.plan().recompiled == ["Support", "LibTests", "PPackageTests"])
        #expect(Self.plan(loadingXCTest: ["PPackageTests"]).recompiled == ["PPackageTests"])
        let commands = Self.plan().commands.keys
        #expect(!commands.contains { $0.contains("C.Lib-") })
        #expect(!commands.contains { $0.contains("Lib.build/Lib.swiftmodule.o") })
    }

    @Test("a recompiled module finds Harness's XCTest first, the overlay's modules next, and writes only there")
    func compileCommand() throws {
        let plan = Self.plan()
        let support = try #require(plan.commands["C.Support-x86_64-unknown-linux-gnu-debug.module"])
        let arguments = support.arguments
        let searchPaths = arguments.indices.filter { arguments[$0] == "-I" }.map { arguments[$0 + 1] }
        #expect(searchPaths == ["/h/k/Modules", "\(Self.overlay)/Modules", "\(Self.bin)/Modules"])
        #expect(!arguments.contains("-index-store-path"))
        #expect(!arguments.contains("-parseable-output"))
        #expect(arguments.contains("@\(Self.bin)/Support.build/sources"), "the user's source list is read as it is")
        #expect(arguments.contains("\(Self.overlay)/Modules/Support.swiftmodule"))
        #expect(arguments.contains("\(Self.overlay)/Support.build/output-file-map.json"))
        #expect(arguments.suffix(2) == ["-Xcc", "-fmodule-map-file=/h/k/CXCTestSupport.modulemap"])
        let written = arguments.filter { $0.hasPrefix("/p/.build") && !$0.hasPrefix(Self.overlay) }
        #expect(
            written == ["\(Self.bin)/Modules", "\(Self.bin)/ModuleCache"],
            "only the search path and the shared module cache name the user's build (and its source list)")
        #expect(
            support.outputs == [
                "\(Self.overlay)/Support.build/Support.swift.o", "\(Self.overlay)/Modules/Support.swiftmodule",
            ])
        let tests = try #require(plan.commands["C.LibTests-x86_64-unknown-linux-gnu-debug.module"])
        #expect(tests.inputs.contains("\(Self.overlay)/Modules/Support.swiftmodule"))
        #expect(tests.inputs.contains("\(Self.bin)/Modules/Lib.swiftmodule"))
        #expect(
            tests.inputs.contains("\(Self.bin)/LibTests.build/DerivedSources/resource_bundle_accessor.swift"),
            "a generated source stays where the user's build wrote it")
        #expect(
            plan.rewrittenFiles.contains(
                .init(
                    source: "\(Self.bin)/Support.build/output-file-map.json",
                    destination: "\(Self.overlay)/Support.build/output-file-map.json", kind: .outputFileMap)))
    }

    @Test("each bundle is linked in the overlay, from its objects and the user's others, with Harness's library")
    func linkCommand() throws {
        let plan = Self.plan()
        #expect(plan.bundles == ["\(Self.overlay)/PPackageTests.xctest"])
        let link = try #require(plan.commands["C.PPackageTests-x86_64-unknown-linux-gnu-debug.test"])
        #expect(link.arguments.contains("@\(Self.overlay)/PPackageTests.product/Objects.LinkFileList"))
        #expect(
            link.arguments.suffix(7) == [
                "-Xlinker", "-rpath=\(Self.bin)", "-L", "/h/k/lib", "-lHarnessXCTest", "-Xlinker", "-rpath=/h/k/lib",
            ])
        #expect(
            link.inputs == [
                "\(Self.bin)/Lib.build/Lib.swift.o", "\(Self.overlay)/Support.build/Support.swift.o",
                "\(Self.overlay)/PPackageTests.product/Objects.LinkFileList",
            ])
        let list = "\(Self.bin)/Lib.build/Lib.swift.o\n\"\(Self.bin)/Support.build/Support.swift.o\"\n"
        #expect(
            try plan.rewrite(list, kind: .linkFileList)
                == "\(Self.bin)/Lib.build/Lib.swift.o\n\"\(Self.overlay)/Support.build/Support.swift.o\"\n")
    }

    @Test("an output file map's paths move into the overlay, the sources it is keyed by stay")
    func outputFileMap() throws {
        let map = #"{"/p/Sources/Support/Support.swift":{"object":"\#(Self.bin)/Support.build/Support.swift.o"}}"#
        let rewritten = try Self.plan().rewrite(map, kind: .outputFileMap)
        let decoded = try JSONDecoder().decode([String: [String: String]].self, from: Data(rewritten.utf8))
        #expect(
            decoded == ["/p/Sources/Support/Support.swift": ["object": "\(Self.overlay)/Support.build/Support.swift.o"]]
        )
    }

    @Test("the overlay's llbuild manifest names every command and builds every bundle")
    func llbuildManifest() throws {
        let plan = Self.plan()
        let object = try JSONSerialization.jsonObject(with: try plan.llbuildManifest()) as? [String: Any]
        let targets = object?["targets"] as? [String: [String]]
        #expect(targets?[XCTestOverlayPlan.target] == plan.bundles)
        #expect((object?["commands"] as? [String: Any])?.count == plan.commands.count)
        #expect((object?["client"] as? [String: Any])?["name"] as? String == "swift-build")
    }

    /// Tests that depend on a macro: SwiftPM builds them, and what they import, for the host
    /// (`-tool`), and `Lib` for the target as well.
    static let hostManifestText = """
        client:
          name: basic
        commands:
        \(compile("Lib", imports: []))\(compile("Lib", imports: [], tool: "-tool"))\(compile("Support", imports: ["Lib"], tool: "-tool"))\(compile("LibTests", imports: ["Lib", "Support"], tool: "-tool"))\(compile("PPackageTests", imports: ["LibTests"], tool: "-tool"))  "C.PPackageTests-x86_64-unknown-linux-gnu-debug-tool.test-tool":
            tool: shell
            inputs: \(json(["\(bin)/Lib-tool.build/Lib.swift.o", "\(bin)/Support-tool.build/Support.swift.o", "\(bin)/PPackageTests-tool.product/Objects.LinkFileList"]))
            outputs: \(json(["\(bin)/PPackageTests.xctest"]))
            args: \(json(["/opt/swift/usr/bin/swiftc", "-L", bin, "-o", "\(bin)/PPackageTests.xctest", "-emit-executable", "@\(bin)/PPackageTests-tool.product/Objects.LinkFileList"]))
        """

    @Test(
        "tests built for the host (a macro's): their -tool modules are recompiled and linked, the target's Lib is not")
    func testsBuiltForTheHost() throws {
        let plan = XCTestOverlayPlan(
            manifest: BuildManifest(text: Self.hostManifestText), productsFolder: Self.bin, overlayFolder: Self.overlay,
            harness: Self.harness
        ) { ["Support", "PPackageTests"].contains($0.moduleName) }
        #expect(plan.recompiled == ["Support-tool", "LibTests-tool", "PPackageTests-tool"])
        #expect(plan.recompiledNames == ["LibTests", "PPackageTests", "Support"])
        #expect(plan.bundles == ["\(Self.overlay)/PPackageTests.xctest"])
        let tests = try #require(plan.commands["C.LibTests-x86_64-unknown-linux-gnu-debug-tool.module"])
        let searchPaths = tests.arguments.indices.filter { tests.arguments[$0] == "-I" }.map { tests.arguments[$0 + 1] }
        #expect(searchPaths == ["/h/k/Modules", "\(Self.overlay)/Modules-tool", "\(Self.bin)/Modules-tool"])
        #expect(tests.inputs.contains("\(Self.overlay)/Modules-tool/Support.swiftmodule"))
        #expect(tests.inputs.contains("\(Self.bin)/Modules-tool/Lib.swiftmodule"))
        #expect(tests.outputs.contains("\(Self.overlay)/LibTests-tool.build/LibTests.swift.o"))
        let link = try #require(plan.commands["C.PPackageTests-x86_64-unknown-linux-gnu-debug-tool.test-tool"])
        #expect(
            link.inputs == [
                "\(Self.bin)/Lib-tool.build/Lib.swift.o", "\(Self.overlay)/Support-tool.build/Support.swift.o",
                "\(Self.overlay)/PPackageTests-tool.product/Objects.LinkFileList",
            ])
        #expect(!plan.commands.keys.contains { $0.hasPrefix("C.Lib-") })
    }
}
