import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// What `--changed` and watch mode count as a change: build folders never, git-ignored files
/// never, with or without a `.gitignore` (issue 23: 558 lines of `.build/…: is new` after one
/// plain run in a package with none).
@Suite struct ChangeScopeTests {
    static let scope = ChangeScope(root: "/p", scratchFolders: ["/p/out", "/elsewhere/scratch", "/p"])

    @Test(arguments: [
        ("/p/.build/debug/App", true),
        ("/p/.build", true),
        ("/p/.build-fixtures/basic/debug/x.o", true),
        ("/p/.build_linux/x", true),
        ("/p/Examples/Server/.build/debug/x", true),
        ("/p/out/x86_64-unknown-linux-gnu/debug/App", true),
        ("/p/Sources/App/main.swift", false),
        ("/p/Sources/App/.builder/x.swift", false),
        ("/p/Sources/build/x.swift", false),
        ("/p/outside.swift", false),
        ("/other/.build/x", false),
    ])
    func aBuildFolderOrScratchFolderIsBuildOutput(path: String, expected: Bool) {
        #expect(Self.scope.isBuildOutput(path) == expected)
    }

    @Test func onlyScratchFoldersInsideTheRootAreKept() {
        #expect(Self.scope.scratchFolders == ["/p/out"])
        #expect(
            Self.scope.gitPathspecs == [
                ".", ":(exclude,glob)**/.build/**", ":(exclude,glob)**/.build-*/**", ":(exclude,glob)**/.build_*/**",
                ":(exclude,literal)out",
            ])
    }

    @Test(arguments: [
        ("/p/.build/x86_64-unknown-linux-gnu/debug", "/p/.build"),
        ("/p/.build/debug", "/p/.build"),
        ("/p/out/aarch64-unknown-linux-gnu/release/", "/p/out"),
        ("/p/.build/harness/instrumented/unmodified/debug", "/p/.build/harness/instrumented/unmodified"),
    ])
    func aProductsFoldersScratchFolderIsSwiftPMs(products: String, scratch: String) {
        #expect(ChangeScope.scratchFolder(ofProducts: products) == scratch)
    }

    /// A repository with no `.gitignore` at all, the package in a folder of it, a plain build's
    /// folders and a scratch folder beside the sources, and one file ignored through
    /// `.git/info/exclude`.
    @Test func gitReportsNoBuildOutputAndNoIgnoredFileWithoutAGitignore() throws {
        let repository = try Repository()
        defer { repository.remove() }
        let root = repository.root.appendingPathComponent("Package").path
        let scope = ChangeScope(root: root, scratchFolders: ["\(root)/out"])
        try repository.write("Package/Sources/Lib/Math.swift", "let a = 1\nlet b = 2\n")
        try repository.write("Package/Sources/Lib/Old.swift", "let old = 0\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "first")
        try repository.write("Package/Sources/Lib/Math.swift", "let a = 1\nlet b = 3\n")
        try repository.write("Package/Sources/Lib/New.swift", "let c = 4\n")
        try repository.write("Package/Sources/Lib/Generated.swift", "let g = 5\n")
        try repository.write(".git/info/exclude", "Generated.swift\n")
        for output in [
            ".build/debug/index/store/v5/units/Math.swift.o-1", ".build/harness/unmodified/debug/P.xctest",
            ".build-fixtures/a/b.o", ".build_2/c.o", "Examples/Inner/.build/d.o", "out/x86_64-unknown-linux-gnu/e.o",
        ] {
            try repository.write("Package/\(output)", "x")
        }
        // A build folder's file that was committed by mistake is no change either.
        try repository.write("Package/.build/tracked.txt", "1")
        try repository.git("add", "-f", "Package/.build/tracked.txt")
        try repository.git("commit", "-q", "-m", "by mistake")
        try repository.write("Package/.build/tracked.txt", "2")

        let changes = try ChangeSources.changes(in: root, since: "HEAD", scope: scope)
        #expect(
            changes.sorted { $0.path < $1.path } == [
                SourceChange(path: "\(root)/Sources/Lib/Math.swift", kind: .modified, oldLines: [2...2]),
                SourceChange(path: "\(root)/Sources/Lib/New.swift", kind: .added),
            ])
        // Watch mode's saves: the same decisions, one git command for the batch.
        let saves = [
            "Sources/Lib/Math.swift", "Sources/Lib/Generated.swift", ".build/debug/x.o", "out/e.o",
            "Sources/Lib/New.swift",
        ].map { "\(root)/\($0)" }
        #expect(scope.changes(among: saves) == ["\(root)/Sources/Lib/Math.swift", "\(root)/Sources/Lib/New.swift"])
        // What git ignores is kept apart, for the loop to say; build output is in neither.
        let sorted = scope.sorted(saves)
        #expect(sorted.changes == scope.changes(among: saves))
        #expect(sorted.ignored == ["\(root)/Sources/Lib/Generated.swift"])
        // Outside the root (a local dependency), git is not asked and the path is kept.
        #expect(scope.changes(among: ["/elsewhere/Dep/Sources/D.swift"]) == ["/elsewhere/Dep/Sources/D.swift"])
    }

    @Test func outsideARepositoryNothingIsIgnoredButBuildOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scope = ChangeScope(root: folder.path)
        let paths = ["\(folder.path)/Sources/A/a.swift", "\(folder.path)/.build/debug/a.o"]
        #expect(scope.changes(among: paths) == [paths[0]])
    }

    /// A temporary git repository with its own identity, and no `.gitignore`.
    struct Repository {
        var root: URL

        init() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Symbolic links resolved, as `git rev-parse --show-toplevel` prints the path.
            root = folder.resolvingSymlinksInPath()
            try git("init", "-q")
        }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func git(_ arguments: String...) throws {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            // No global excludes or identity of the machine's user: the repository alone decides.
            git.environment = ProcessInfo.processInfo.environment.merging([
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            ]) { $1 }
            git.arguments =
                ["git", "-C", root.path, "-c", "user.email=t@t", "-c", "user.name=t"] + arguments
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments)"])
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }
}
