import Foundation

/// How an unmodified package's tests get Harness's XCTest without a second build of the
/// package: the user's own build (`swift build --build-tests` in `.build`, exactly what
/// `swift test` builds) stays as it is, and only the modules that load XCTest, directly or
/// through a module that does (the test targets, SwiftPM's generated test runner, a
/// test-support library), are compiled again against Harness's `XCTest`, into an overlay
/// folder. Each test bundle is then linked there from the overlay's objects and the user's
/// objects for everything else. Nothing of the user's build is written.
///
/// The plan is pure: from SwiftPM's manifest (``BuildManifest``) and which modules load XCTest
/// (read by ``XCTestOverlay`` from the compiler's dependency files), it makes the commands of
/// an llbuild manifest of its own, which `swift-build-tool` runs incrementally.
///
/// A module is known by its build folder's name (``ModuleCompile/key``): `Lib` for the target,
/// `Lib-tool` for the host. SwiftPM builds a package's tests for the host when they depend on a
/// macro (its tests and their dependencies then live in `<Module>-tool.build` and
/// `Modules-tool/`, and the bundle's link is `….test-tool`), and may build a library for both.
///
/// ```
/// .build/debug/                 the user's build: untouched
/// .build/harness/overlay/
///   Modules/                    the recompiled modules (searched after Harness's, before the user's)
///   <Module>.build/             their objects, dependency files, output file maps
///   <Product>.product/          the link file list: the overlay's objects, the user's others
///   <Product>.xctest            the bundle, linked against libHarnessXCTest.so
///   overlay.yaml, build.db      the manifest swift-build-tool runs, and its database
/// ```
///
/// ```swift
/// let plan = XCTestOverlayPlan(
///     manifest: manifest, productsFolder: "/p/.build/x86_64-unknown-linux-gnu/debug",
///     overlayFolder: "/p/.build/harness/overlay", harness: products) { module in loadsXCTest(module) }
/// try write(plan.llbuildManifest(), to: plan.manifestPath)
/// ```
struct XCTestOverlayPlan {
    /// One Swift module's compile command in the user's build.
    struct ModuleCompile: Sendable, Equatable {
        var moduleName: String
        /// The module in its destination: its build folder's name without `.build` (`Lib`, or
        /// `Lib-tool` when built for the host).
        var key: String
        /// Its folder of objects and dependency files (`<products>/<Module>.build`).
        var buildFolder: String
        var command: BuildManifest.Command
    }

    /// A file the overlay's commands read that is written from one of the user's build
    /// (an output file map, a link file list), its paths moved into the overlay.
    struct RewrittenFile: Sendable, Equatable {
        enum Kind: Sendable { case outputFileMap, linkFileList }
        var source: String
        var destination: String
        var kind: Kind
    }

    var productsFolder: String
    var overlayFolder: String
    var harness: HarnessLibrary.Products
    /// The modules compiled again, by ``ModuleCompile/key``.
    var recompiled: Set<String>
    /// Their module names, for people (a module built for both destinations once).
    var recompiledNames: [String]
    /// The overlay's llbuild commands, by name.
    var commands: [String: BuildManifest.Command]
    var rewrittenFiles: [RewrittenFile]
    /// The test bundles the overlay links.
    var bundles: [String]

    /// The compiler the user's build ran (`swiftc`), whose toolchain runs the overlay.
    var compiler: String? {
        commands.values.lazy.filter { $0.name.hasSuffix(".module") }.compactMap(\.arguments.first).first
    }

    /// The manifest `swift-build-tool` runs, and its database.
    var manifestPath: String { "\(overlayFolder)/overlay.yaml" }
    var databasePath: String { "\(overlayFolder)/build.db" }
    /// llbuild's target that builds every bundle.
    static let target = "overlay"

    /// Plans the overlay. `loadsXCTest` tells whether the user's build of a module loaded the
    /// toolchain's XCTest; the modules that import one of those are recompiled too.
    init(
        manifest: BuildManifest, productsFolder: String, overlayFolder: String, harness: HarnessLibrary.Products,
        loadsXCTest: (ModuleCompile) -> Bool
    ) {
        self.productsFolder = productsFolder
        self.overlayFolder = overlayFolder
        self.harness = harness
        let compiles = Self.moduleCompiles(in: manifest)
        var recompiled = Set(compiles.values.filter(loadsXCTest).map(\.key))
        // A module built against a recompiled module's old interface is recompiled too.
        var grew = true
        while grew {
            grew = false
            for compile in compiles.values where !recompiled.contains(compile.key) {
                let imports = compile.command.inputs.compactMap(Self.moduleKey(ofModuleFile:))
                if imports.contains(where: recompiled.contains) {
                    recompiled.insert(compile.key)
                    grew = true
                }
            }
        }
        self.recompiled = recompiled
        recompiledNames = Set(compiles.values.filter { recompiled.contains($0.key) }.map(\.moduleName)).sorted()
        commands = [:]
        rewrittenFiles = []
        bundles = []
        for compile in compiles.values where recompiled.contains(compile.key) {
            commands[compile.command.name] = overlayCompile(compile)
        }
        for command in manifest.commands.values.sorted(by: { $0.name < $1.name }) {
            if let wrapped = Self.wrappedModule(of: command), recompiled.contains(wrapped) {
                commands["O." + command.name] = moved(command)
            } else if command.name.hasPrefix("C."),
                command.name.hasSuffix(".test") || command.name.hasSuffix(".test-tool"),
                command.tool == "shell"
            {
                if let link = overlayLink(command) { commands[link.name] = link }
            }
        }
    }

    /// The path `path` has in the overlay: the recompiled modules' files move there (the
    /// source lists SwiftPM writes stay where they are); every other path is unchanged.
    func overlayPath(_ path: String) -> String {
        let prefix = productsFolder + "/"
        guard path.hasPrefix(prefix), !path.hasSuffix("/sources") else { return path }
        let relative = path.dropFirst(prefix.count)
        let first = relative.prefix { $0 != "/" }
        let key: String
        if let destination = Self.modulesFolders[String(first)] {
            let file = relative.dropFirst(first.count + 1)
            guard !file.contains("/") || file.hasSuffix(".swiftmodule") else { return path }
            key = file.prefix { $0 != "." } + destination
        } else if first.hasSuffix(".build") {
            key = String(first.dropLast(".build".count))
        } else {
            return path
        }
        return recompiled.contains(key) ? "\(overlayFolder)/\(relative)" : path
    }

    /// The manifest's text: JSON, which llbuild's YAML reader takes as it is, with its keys in
    /// the order llbuild requires (`client` first, each command's `tool` first), and commands
    /// sorted by name, so that the same plan writes the same bytes.
    func llbuildManifest() throws -> Data {
        func json(_ strings: [String]) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            return String(decoding: try encoder.encode(strings), as: UTF8.self)
        }
        func json(_ string: String) throws -> String { String(try json([string]).dropFirst().dropLast()) }
        var text = #"{"client":{"name":"swift-build","version":0,"file-system":"device-agnostic","#
        text += #""perform-ownership-analysis":"disabled"},"tools":{},"#
        text += #""targets":{\#(try json(Self.target)):\#(try json(bundles))},"default":\#(try json(Self.target)),"#
        text += #""commands":{"#
        text += try commands.keys.sorted().map { name in
            let command = commands[name] ?? BuildManifest.Command(name: name)
            return "\(try json(name)):{\"tool\":\(try json(command.tool)),\"inputs\":\(try json(command.inputs)),"
                + "\"outputs\":\(try json(command.outputs)),\"description\":\(try json(Self.describe(command))),"
                + "\"args\":\(try json(command.arguments))}"
        }.joined(separator: ",")
        text += "}}\n"
        return Data(text.utf8)
    }

    /// Rewrites an output file map's or link file list's text with the overlay's paths.
    func rewrite(_ text: String, kind: RewrittenFile.Kind) throws -> String {
        switch kind {
        case .linkFileList:
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let quoted = line.hasPrefix("\"") && line.hasSuffix("\"") && line.count >= 2
                let path = quoted ? String(line.dropFirst().dropLast()) : String(line)
                let moved = overlayPath(path)
                return quoted ? "\"\(moved)\"" : moved
            }.joined(separator: "\n")
        case .outputFileMap:
            let map = try JSONDecoder().decode([String: [String: String]].self, from: Data(text.utf8))
            var movedMap: [String: [String: String]] = [:]
            for (source, outputs) in map { movedMap[source] = outputs.mapValues(overlayPath) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(movedMap), as: UTF8.self)
        }
    }

    // MARK: - Commands

    /// A module's compile command, moved into the overlay, finding Harness's XCTest first and
    /// the recompiled modules before the user's. No index store (no editor reads it) and
    /// human-readable diagnostics. The user's module cache is shared: its entries are keyed by
    /// the compiler's context, so what both builds load (Foundation, Testing) is built once.
    private mutating func overlayCompile(_ compile: ModuleCompile) -> BuildManifest.Command {
        var command = compile.command
        var arguments: [String] = []
        var index = command.arguments.startIndex
        while index < command.arguments.endIndex {
            let argument = command.arguments[index]
            let next = index + 1 < command.arguments.endIndex ? command.arguments[index + 1] : nil
            switch (argument, next) {
            case ("-index-store-path", _?):
                index += 2
                continue
            case ("-parseable-output", _):
                break
            case ("-I", let path?) where Self.modulesFolders.keys.contains { path == "\(productsFolder)/\($0)" }:
                let folder = String(path.dropFirst(productsFolder.count + 1))
                arguments += ["-I", harness.modulesFolder, "-I", "\(overlayFolder)/\(folder)", "-I", path]
                index += 2
                continue
            case ("-output-file-map", let map?):
                let moved = overlayPath(map)
                rewrittenFiles.append(RewrittenFile(source: map, destination: moved, kind: .outputFileMap))
                arguments += [argument, moved]
                index += 2
                continue
            default:
                arguments.append(
                    argument.hasPrefix("@") ? "@" + overlayPath(String(argument.dropFirst())) : overlayPath(argument))
            }
            index += 1
        }
        if let map = harness.moduleMap { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        command.arguments = arguments
        // Of the inputs, only the modules it imports move; its sources (generated ones, such as
        // a resource accessor in `<Module>.build/DerivedSources`, included) are the user's.
        command.inputs = command.inputs.map { $0.hasSuffix(".swiftmodule") ? overlayPath($0) : $0 }
        command.outputs = command.outputs.map(overlayPath)
        return command
    }

    /// A test bundle's link, from the overlay's link file list, into the overlay, with
    /// Harness's XCTest library; the user's products folder stays on the run path for the
    /// package's own shared libraries. Nil for a bundle that links nothing recompiled.
    private mutating func overlayLink(_ command: BuildManifest.Command) -> BuildManifest.Command? {
        guard let outputIndex = command.arguments.firstIndex(of: "-o"),
            outputIndex + 1 < command.arguments.endIndex
        else { return nil }
        let bundle = command.arguments[outputIndex + 1]
        guard bundle.hasPrefix(productsFolder + "/") else { return nil }
        let overlayBundle = "\(overlayFolder)/\(bundle.dropFirst(productsFolder.count + 1))"
        var link = command
        link.arguments = command.arguments.enumerated().map { offset, argument in
            if offset == outputIndex + 1 { return overlayBundle }
            guard argument.hasPrefix("@") else { return argument }
            let list = String(argument.dropFirst())
            let moved = "\(overlayFolder)/\(list.dropFirst(productsFolder.count + 1))"
            guard list.hasPrefix(productsFolder + "/") else { return argument }
            rewrittenFiles.append(RewrittenFile(source: list, destination: moved, kind: .linkFileList))
            return "@" + moved
        }
        link.arguments += [
            "-Xlinker", "-rpath=\(productsFolder)", "-L", harness.libraryFolder, "-lHarnessXCTest",
            "-Xlinker", "-rpath=\(harness.libraryFolder)",
        ]
        link.inputs = command.inputs.map { input in
            if input.hasSuffix(".LinkFileList") {
                return "\(overlayFolder)/\(input.dropFirst(productsFolder.count + 1))"
            }
            return input.hasSuffix(".o") ? overlayPath(input) : input
        }
        link.outputs = [overlayBundle]
        bundles.append(overlayBundle)
        return link
    }

    /// A command with every path moved.
    private func moved(_ command: BuildManifest.Command) -> BuildManifest.Command {
        var moved = command
        moved.arguments = command.arguments.map(overlayPath)
        moved.inputs = command.inputs.map(overlayPath)
        moved.outputs = command.outputs.map(overlayPath)
        return moved
    }

    // MARK: - Reading SwiftPM's commands

    /// The products folder's module folders, with the suffix their modules' keys carry.
    static let modulesFolders = ["Modules": "", "Modules-tool": "-tool"]

    /// Every Swift module's compile command (`C.<Module>-<triple>-debug.module`, or
    /// `…-debug-tool.module` for the host, run by `swiftc`), by ``ModuleCompile/key``.
    static func moduleCompiles(in manifest: BuildManifest) -> [String: ModuleCompile] {
        var compiles: [String: ModuleCompile] = [:]
        for command in manifest.commands.values
        where command.tool == "shell" && command.name.hasPrefix("C.") && command.name.hasSuffix(".module")
            && (command.arguments.first?.hasSuffix("swiftc") ?? false)
        {
            guard let name = value(after: "-module-name", in: command.arguments),
                let map = value(after: "-output-file-map", in: command.arguments)
            else { continue }
            let folder = (map as NSString).deletingLastPathComponent
            let stem = (folder as NSString).lastPathComponent
            let key = stem.hasSuffix(".build") ? String(stem.dropLast(".build".count)) : name
            compiles[key] = ModuleCompile(moduleName: name, key: key, buildFolder: folder, command: command)
        }
        return compiles
    }

    /// The module (its ``ModuleCompile/key``) a `swiftc -modulewrap <Modules>/<Module>.swiftmodule`
    /// command wraps.
    static func wrappedModule(of command: BuildManifest.Command) -> String? {
        guard command.tool == "shell", let module = value(after: "-modulewrap", in: command.arguments) else {
            return nil
        }
        return moduleKey(ofModuleFile: module)
    }

    /// `Lib` for `…/Modules/Lib.swiftmodule`, `Lib-tool` for `…/Modules-tool/Lib.swiftmodule`.
    static func moduleKey(ofModuleFile path: String) -> String? {
        guard path.hasSuffix(".swiftmodule") else { return nil }
        let file = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return String(file.dropLast(".swiftmodule".count)) + (modulesFolders[folder] ?? "")
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.endIndex else { return nil }
        return arguments[index + 1]
    }

    /// What swift-build-tool prints as the command runs.
    private static func describe(_ command: BuildManifest.Command) -> String {
        if let module = value(after: "-module-name", in: command.arguments), command.name.hasSuffix(".module") {
            return "Compiling \(module) against Harness's XCTest"
        }
        if let module = wrappedModule(of: command) {
            return "Wrapping \(module.hasSuffix("-tool") ? String(module.dropLast(5)) : module)'s module for debugging"
        }
        let bundle = value(after: "-o", in: command.arguments).map { ($0 as NSString).lastPathComponent } ?? "?"
        return "Linking \(bundle) with Harness's XCTest"
    }
}
