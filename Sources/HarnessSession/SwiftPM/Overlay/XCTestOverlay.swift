import Foundation
import HarnessModel
import HarnessReports
import HarnessWire

/// Builds an unmodified package's test bundles on Harness's XCTest from the user's own build
/// (``XCTestOverlayPlan``): reads SwiftPM's manifest and the compiler's dependency files,
/// writes the overlay's manifest and the files its commands read, and runs `swift-build-tool`
/// (llbuild, the engine SwiftPM itself runs) on it, so that only what changed is compiled
/// again. Two runs never build one overlay at once (a lock, said in one line when waited on).
///
/// ```swift
/// let overlay = XCTestOverlay(
///     scratchPath: "/p/.build", swift: swift, jobs: nil, environment: environment, progress: progress)
/// let bundles = try overlay.build(harness: products)
/// ```
struct XCTestOverlay {
    var scratchPath: String
    var swift: String
    var jobs: Int?
    /// The session's environment, the build tool's.
    var environment: [String: String]
    var progress: BuildProgress

    /// The overlay's folder inside the user's scratch folder.
    var folder: String { "\(scratchPath)/harness/overlay" }

    /// Plans and builds the overlay; returns its bundles. Harness's library is asked for under
    /// the overlay's lock, so that a second run of the same package waits here, not for it.
    func build(
        harness library: () throws(PackageBuilder.Failure) -> HarnessLibrary.Products
    ) throws(PackageBuilder.Failure) -> [String] {
        let lock = try ExclusiveFileLock(
            path: "\(folder)/lock",
            notice: RunnerNotice(
                .harnessBuildLockWait,
                "Waiting for another harness run that is building these tests on Harness's XCTest (lock '\(folder)/lock')"
            ),
            say: progress.say)
        defer { lock.release() }
        let plan = try self.plan(harness: try library())
        do {
            for file in plan.rewrittenFiles {
                let text: String
                do {
                    text = try String(contentsOfFile: file.source, encoding: .utf8)
                } catch {
                    throw PackageBuilder.Failure(
                        description:
                            "cannot read '\(file.source)' of SwiftPM's build (\(error.localizedDescription)): run the "
                            + "build again (--always-build)",
                        isBuildFailure: true)
                }
                try writeIfChanged(Data(try plan.rewrite(text, kind: file.kind).utf8), to: file.destination)
            }
            try writeIfChanged(try plan.llbuildManifest(), to: plan.manifestPath)
        } catch let failure as PackageBuilder.Failure {
            throw failure
        } catch {
            throw PackageBuilder.Failure(
                description: "cannot write the overlay of Harness's XCTest in '\(folder)': \(error)",
                isBuildFailure: true)
        }
        var arguments = ["-f", plan.manifestPath, "--db", plan.databasePath]
        if let jobs { arguments += ["-j", "\(jobs)"] }
        arguments.append(XCTestOverlayPlan.target)
        let modules = plan.recompiledNames
        let named =
            modules.count <= 3
            ? modules.joined(separator: ", ")
            : modules.prefix(2).joined(separator: ", ") + " and \(modules.count - 2) more"
        try progress.run(
            try buildTool(besideCompilerOf: plan), arguments: arguments, title: "Building \(named) on Harness's XCTest",
            environment: environment)
        linkExecutables(of: plan)
        return plan.bundles.sorted()
    }

    /// The plan for the user's last build.
    func plan(harness: HarnessLibrary.Products) throws(PackageBuilder.Failure) -> XCTestOverlayPlan {
        let manifest: BuildManifest
        do {
            manifest = try BuildManifest(contentsOf: "\(scratchPath)/debug.yaml")
        } catch {
            throw PackageBuilder.Failure(description: error.description, isBuildFailure: true)
        }
        let products = URL(fileURLWithPath: "\(scratchPath)/debug").resolvingSymlinksInPath().path
        let plan = XCTestOverlayPlan(
            manifest: manifest, productsFolder: products, overlayFolder: folder, harness: harness,
            loadsXCTest: Self.loadsXCTest)
        guard !plan.bundles.isEmpty else {
            throw PackageBuilder.Failure(
                description:
                    "SwiftPM's build manifest '\(scratchPath)/debug.yaml' links no test bundle that imports XCTest",
                isBuildFailure: false)
        }
        return plan
    }

    /// The scratch folder whose build made `products` (`<scratch>/debug` or
    /// `<scratch>/<triple>/debug`): the nearest folder above it holding SwiftPM's `debug.yaml`.
    static func scratchFolder(holding products: String) -> String? {
        var folder = URL(fileURLWithPath: products).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<3 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("debug.yaml").path) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Links the package's executables beside the overlay's bundles: a functional test launches
    /// them from beside its own executable (HarnessLaunch's `ProductLocator`), as SwiftPM builds
    /// them, and no variable of the runner's need reach the tests for it. Only the products
    /// (``ProductFolder``): a plugin's tool linked there would be named as one.
    private func linkExecutables(of plan: XCTestOverlayPlan) {
        let manager = FileManager.default
        // No products folder: nothing built to link.
        let names = (try? manager.contentsOfDirectory(atPath: plan.productsFolder)) ?? []
        let present = Set(names)
        for name in names {
            let built = "\(plan.productsFolder)/\(name)"
            var isFolder: ObjCBool = false
            guard ProductFolder.mayBeProduct(name, among: present),
                manager.fileExists(atPath: built, isDirectory: &isFolder), !isFolder.boolValue,
                manager.isExecutableFile(atPath: built)
            else { continue }
            let link = "\(plan.overlayFolder)/\(name)"
            // No link yet, or another: replaced. One that cannot be replaced leaves the program out of
            // the folder, and a test launching it says it is not found.
            if (try? manager.destinationOfSymbolicLink(atPath: link)) == built { continue }
            try? manager.removeItem(atPath: link)
            try? manager.createSymbolicLink(atPath: link, withDestinationPath: built)
        }
        // A link an earlier version made to what is no product (a plugin's tool) goes.
        for name in (try? manager.contentsOfDirectory(atPath: plan.overlayFolder)) ?? []
        where !ProductFolder.mayBeProduct(name, among: present) {
            let link = "\(plan.overlayFolder)/\(name)"
            // Not a link, or not ours: left alone.
            guard let target = try? manager.destinationOfSymbolicLink(atPath: link),
                target == "\(plan.productsFolder)/\(name)"
            else { continue }
            // A stale link that stays names a program no test launches.
            try? manager.removeItem(atPath: link)
        }
    }

    /// The user's products folder an overlay bundle was linked from (`<scratch>/debug`, where
    /// the package's executables and resources are); nil for a bundle outside an overlay.
    static func userProducts(ofBundle bundle: String) -> String? {
        let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
        guard folder.lastPathComponent == "overlay",
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("overlay.yaml").path)
        else { return nil }
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        return scratch.appendingPathComponent("debug").resolvingSymlinksInPath().path
    }

    /// Whether the user's build of `module` loaded the toolchain's XCTest: the compiler's
    /// dependency files (`*.d`) name every module a compile loaded, directly or not.
    static func loadsXCTest(_ module: XCTestOverlayPlan.ModuleCompile) -> Bool {
        // No build folder: the module was not compiled, so it loaded nothing.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: module.buildFolder)) ?? []
        return names.contains { name in
            guard name.hasSuffix(".d"),
                let data = FileManager.default.contents(atPath: "\(module.buildFolder)/\(name)")
            else { return false }
            return data.range(of: Data("/XCTest.swiftmodule".utf8)) != nil
        }
    }

    /// `swift-build-tool` (llbuild), beside the compiler the user's build ran (a `swift` on
    /// `PATH` may be a wrapper), else beside `swift`.
    private func buildTool(besideCompilerOf plan: XCTestOverlayPlan) throws(PackageBuilder.Failure) -> String {
        let candidates = [plan.compiler, swift].compactMap { $0 }.map { path in
            URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-build-tool").path
        }
        guard let tool = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw PackageBuilder.Failure(
                description:
                    "cannot find swift-build-tool (\(candidates.joined(separator: ", "))) to build the tests on "
                    + "Harness's XCTest; run them on the toolchain's with --xctest toolchain",
                isBuildFailure: false)
        }
        return tool
    }

    /// Writes `data` atomically unless the file holds it already: llbuild reads a file's date,
    /// so rewriting the same content would relink every bundle.
    private func writeIfChanged(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ReportFile(path: path).write(data)
    }
}
