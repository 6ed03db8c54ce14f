import Foundation
import HarnessTestSupport
import Testing

@testable import HarnessRunner
@testable import HarnessSession

#if canImport(Glibc)
    import Glibc
#endif

/// The unchanged-build check over real files: a package in a temporary folder with a scratch
/// folder holding a "bundle", a local dependency and a checkout. Each change to something a
/// build reads makes the next decision build; changes to nothing it reads do not.
@Suite(.serialized)
struct UnchangedBuildCheckTests {
    static let description = #"{"name":"P","targets":[{"name":"A","type":"regular"},{"name":"ATests","type":"test"}]}"#

    final class Probe {
        let package: TemporaryFolder
        let dependency: TemporaryFolder
        var arguments = ["build", "--build-tests"]
        var environment = ["PATH": "/usr/bin", "SWIFT_EXTRA": "1"]
        var swift = "/bin/sh"
        var description = Data(UnchangedBuildCheckTests.description.utf8)
        var harness = "/bin/ls"
        /// Whether recent files are hashed too; without, their dates and sizes alone decide.
        var hashesRecentFiles = true

        var scratch: String { "\(package.path)/.build" }
        var bundle: String { "\(scratch)/debug/PPackageTests.xctest" }

        init() throws {
            package = try TemporaryFolder("unchanged-build")
            dependency = try TemporaryFolder("unchanged-build-dependency")
            try package.write("// swift-tools-version: 6.0\n", to: "Package.swift")
            try package.write("let a = 1\n", to: "Sources/A/A.swift")
            try package.write("// test\n", to: "Tests/ATests/ATests.swift")
            try package.write("bundle", to: ".build/debug/PPackageTests.xctest")
            try package.write("// checkout\n", to: ".build/checkouts/remote/Sources/R/R.swift")
            try dependency.write("// dependency\n", to: "Sources/D/D.swift")
            try writeState(kind: "fileSystem")
        }

        func writeState(kind: String) throws {
            let state = """
                {"object":{"dependencies":[
                  {"packageRef":{"identity":"dep","kind":"fileSystem","location":"\(dependency.path)"},
                   "state":{"name":"\(kind)","path":"\(dependency.path)"}},
                  {"packageRef":{"identity":"remote","kind":"remoteSourceControl","location":"https://x/remote"},
                   "state":{"name":"sourceControlCheckout","checkoutState":{"revision":"abc"}}}]},"version":7}
                """
            try package.write(state, to: ".build/workspace-state.json")
        }

        var check: UnchangedBuildCheck {
            var check = UnchangedBuildCheck(
                packagePath: package.path, scratchPath: scratch, swift: swift, arguments: arguments,
                description: description, environment: environment)
            check.harnessExecutable = harness
            if !hashesRecentFiles { check.racyWindow = -3_600 * 1_000_000_000 }
            return check
        }

        /// What `PackageBuilder.build` records after a successful build.
        func recordBuild() throws {
            guard case .fingerprint(let snapshot) = check.survey(),
                let built = check.fingerprintAfterBuild(from: snapshot)
            else {
                Issue.record("the survey should give a fingerprint")
                return
            }
            check.record(built)
        }

        /// Why the next run would build; nil when it would skip.
        func reasonToBuild() -> String? {
            switch check.survey() {
            case .unverifiable(let reason): return "unverifiable: \(reason)"
            case .fingerprint(let snapshot):
                var current = snapshot.fingerprint
                current.products = check.products()
                return BuildFingerprint.reasonToBuild(
                    recorded: check.recorded(), current: current, contentHash: BuildFingerprint.contentHash(ofFileAt:))
            }
        }

        func remove() {
            package.remove()
            dependency.remove()
        }
    }

    @Test("nothing recorded builds; recorded and unchanged skips, again and again")
    func unchangedSkips() throws {
        let probe = try Probe()
        defer { probe.remove() }
        #expect(probe.reasonToBuild() == "no earlier build of these tests was recorded")
        try probe.recordBuild()
        #expect(probe.reasonToBuild() == nil)
        #expect(probe.reasonToBuild() == nil)
    }

    /// Each change a build could depend on, made after a recorded build.
    enum Change: String, CaseIterable {
        case sourceEditedSameSize, sourceAppended, fileAdded, fileAddedInNewFolder, fileRemoved, manifestEdited,
            versionedManifestAdded, resolvedAdded, modificationDatePutBack, dependencyEdited, dependencyFileAdded,
            checkoutEdited, workspaceStateChanged, toolchain, harness, arguments, buildVariable, description,
            productRebuilt, productRemoved, recordDamaged
    }

    @Test(
        "every change to what a build reads builds, seen by dates and sizes alone or with content hashes",
        arguments: Change.allCases, [false, true])
    func changeBuilds(change: Change, hashesRecentFiles: Bool) throws {
        let probe = try Probe()
        defer { probe.remove() }
        probe.hashesRecentFiles = hashesRecentFiles
        try probe.recordBuild()
        if !hashesRecentFiles {
            #expect(probe.check.recorded()?.inputs.values.allSatisfy { $0.contentHash == nil } == true)
            // Dates alone cannot tell two writes within one clock tick apart (the hashes'
            // reason to be): let the coarse clock move on before editing.
            Thread.sleep(forTimeInterval: 0.05)
        }
        let package = probe.package
        switch change {
        // Within the same clock tick as the recording, a same-size edit keeps size and maybe
        // every date: the content hash of recent files is what sees it.
        case .sourceEditedSameSize: try package.write("let a = 2\n", to: "Sources/A/A.swift")
        case .sourceAppended: try package.write("let a = 1\nlet b = 2\n", to: "Sources/A/A.swift")
        case .fileAdded: try package.write("let c = 3\n", to: "Tests/ATests/More.swift")
        case .fileAddedInNewFolder: try package.write("let c = 3\n", to: "Sources/A/Deep/Er/C.swift")
        case .fileRemoved: try FileManager.default.removeItem(atPath: "\(package.path)/Tests/ATests/ATests.swift")
        case .manifestEdited: try package.write("// swift-tools-version: 6.1\n", to: "Package.swift")
        case .versionedManifestAdded: try package.write("// 6.0\n", to: "Package@swift-6.0.swift")
        case .resolvedAdded: try package.write("{}", to: "Package.resolved")
        case .modificationDatePutBack:
            // A same-size edit whose modification date is put back (`touch -r`, `cp -p`):
            // the status change and the content hash still see it.
            let path = "\(package.path)/Sources/A/A.swift"
            let before = try #require(FileStatus.of(path))
            try package.write("let z = 9\n", to: "Sources/A/A.swift")
            let date = timespec(
                tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
            var times = [date, date]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            #expect(FileStatus.of(path)?.modified == before.modified)
        case .dependencyEdited: try probe.dependency.write("// dependency edited\n", to: "Sources/D/D.swift")
        case .dependencyFileAdded: try probe.dependency.write("// new\n", to: "Sources/D/E.swift")
        case .checkoutEdited:
            try package.write("// checkout, edited\n", to: ".build/checkouts/remote/Sources/R/R.swift")
        case .workspaceStateChanged: try package.write("{}", to: ".build/workspace-state.json")
        case .toolchain: probe.swift = "/bin/bash"
        case .harness: probe.harness = "/bin/cat"
        case .arguments: probe.arguments.append("--enable-code-coverage")
        case .buildVariable: probe.environment["SWIFT_EXTRA"] = "2"
        case .description: probe.description = Data(#"{"name":"P","targets":[]}"#.utf8)
        case .productRebuilt: try package.write("bundle 2", to: ".build/debug/PPackageTests.xctest")
        case .productRemoved: try FileManager.default.removeItem(atPath: probe.bundle)
        case .recordDamaged:
            try Data("harness build fingerprint 1\nnonsense\n".utf8).write(
                to: URL(fileURLWithPath: probe.check.recordFile))
        }
        let reason = probe.reasonToBuild()
        #expect(reason != nil, "\(change) should build")
        // Recorded again, the change is the new normal.
        if change != .workspaceStateChanged {
            try probe.recordBuild()
            #expect(probe.reasonToBuild() == nil, "\(change) recorded")
        }
    }

    /// Changes that no build reads: they must not cost one.
    enum Irrelevant: String, CaseIterable {
        case hiddenFile, otherVariable, jobs, buildFolderContent
    }

    @Test("changes no build reads keep the skip", arguments: Irrelevant.allCases)
    func irrelevantChangeSkips(change: Irrelevant) throws {
        let probe = try Probe()
        defer { probe.remove() }
        try probe.recordBuild()
        switch change {
        case .hiddenFile: try probe.package.write("x", to: "Sources/A/.A.swift.swp")
        case .otherVariable: probe.environment["PATH"] = "/bin"
        case .jobs: break  // `-j` is never part of the arguments the check is given
        case .buildFolderContent: try probe.package.write("log", to: ".build/debug/ATests.build/output.log")
        }
        #expect(probe.reasonToBuild() == nil)
    }

    @Test("doubts always build: no description, build tool plugins, an edited dependency")
    func doubtsBuild() throws {
        let probe = try Probe()
        defer { probe.remove() }
        try probe.recordBuild()
        probe.description = Data(#"{"targets":[{"name":"Gen","pluginUsages":[{"plugin":["P",null]}]}]}"#.utf8)
        #expect(probe.reasonToBuild() == "unverifiable: target 'Gen' uses build tool plugins")
        probe.description = Data(Self.description.utf8)
        try probe.writeState(kind: "edited")
        #expect(probe.reasonToBuild() == "unverifiable: the dependency 'dep' is in state 'edited'")
        try probe.writeState(kind: "fileSystem")
        #expect(probe.reasonToBuild() == nil)
        let noDescription = UnchangedBuildCheck(
            packagePath: probe.package.path, scratchPath: probe.scratch, swift: probe.swift, arguments: probe.arguments,
            description: nil, environment: probe.environment)
        guard case .unverifiable(let reason) = noDescription.survey() else {
            Issue.record("no description should be a doubt")
            return
        }
        #expect(reason == "the package's description is not cached")
    }

    /// A first build resolves the dependencies: it writes the workspace state and checks out
    /// what it names. What it resolved is taken as it left it; the package's own files as they
    /// were before it, so an edit made while it ran builds again.
    @Test(
        "what the build resolves counts as it left it; an edit during the build builds again", arguments: [false, true])
    func resolvedByTheBuild(editedDuringBuild: Bool) throws {
        let probe = try Probe()
        defer { probe.remove() }
        try FileManager.default.removeItem(atPath: "\(probe.scratch)/workspace-state.json")
        try FileManager.default.removeItem(atPath: "\(probe.scratch)/checkouts")
        guard case .fingerprint(let before) = probe.check.survey() else {
            Issue.record("the survey should give a fingerprint")
            return
        }
        // The build: resolution, a checkout, the products; and maybe the user's edit meanwhile.
        try probe.writeState(kind: "fileSystem")
        try probe.package.write("// checkout\n", to: ".build/checkouts/remote/Sources/R/R.swift")
        try probe.package.write("bundle 2", to: ".build/debug/PPackageTests.xctest")
        if editedDuringBuild { try probe.package.write("let a = 5\n", to: "Sources/A/A.swift") }
        let built = try #require(probe.check.fingerprintAfterBuild(from: before))
        probe.check.record(built)
        #expect(built.inputs["\(probe.dependency.path)/Sources/D/D.swift"] != nil)
        #expect(built.inputs["\(probe.scratch)/checkouts/remote/Sources/R/R.swift"] != nil)
        if editedDuringBuild {
            #expect(probe.reasonToBuild() == "'\(probe.package.path)/Sources/A/A.swift' changed")
        } else {
            #expect(probe.reasonToBuild() == nil)
        }
    }

    @Test("each scratch folder has its own record: a covered build never stands for a plain one")
    func recordPerScratchFolder() throws {
        let probe = try Probe()
        defer { probe.remove() }
        var covered = probe.check
        covered.scratchPath = "\(probe.package.path)/.build/harness/instrumented/adopted"
        #expect(covered.recordFile != probe.check.recordFile)
        #expect(covered.recordFile.hasPrefix("\(probe.package.path)/.build/harness/build-fingerprints/"))
    }

    /// SwiftPM keeps its plan when a local dependency's files come or go (only the root
    /// package's are watched), so the check names them, and only them.
    @Test("files that came into or left a local dependency are named; the package's own and edits are not")
    func filesMovedInALocalDependency() throws {
        let probe = try Probe()
        defer { probe.remove() }
        try probe.recordBuild()
        #expect(probe.check.filesMovedInLocalDependencies(probe.check.survey()).isEmpty)
        try probe.dependency.write("// edited\n", to: "Sources/D/D.swift")
        try probe.package.write("let b = 2\n", to: "Sources/A/B.swift")
        #expect(probe.check.filesMovedInLocalDependencies(probe.check.survey()).isEmpty)
        try probe.dependency.write("public struct E {}\n", to: "Sources/D/Sub/E.swift")
        try FileManager.default.removeItem(atPath: "\(probe.dependency.path)/Sources/D/D.swift")
        let moved = probe.check.filesMovedInLocalDependencies(probe.check.survey())
        let sources = "\(probe.dependency.path)/Sources/D"
        #expect(moved == ["\(sources)/D.swift", "\(sources)/Sub/E.swift"])
    }
}
