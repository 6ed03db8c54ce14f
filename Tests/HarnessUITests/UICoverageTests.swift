import Foundation
import HarnessBaselines
import HarnessHistory
import HarnessModel
import HarnessSession
import HarnessUI
import HarnessWire
import Testing

/// The coverage views' server side: which files the source view serves, what it says of their
/// coverage and tests, and the Changed view's choice on a real git repository.
@Suite("The source and Changed views: package files only, coverage, tests, changes")
struct UICoverageTests {
    /// A package folder with a source, a build folder, git's folder and a link leaving it.
    final class Package {
        let root: URL
        let outside: URL

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("ui-cov-\(UUID().uuidString)")
            root = base.appendingPathComponent("Pkg")
            outside = base.appendingPathComponent("secret.txt")
            try write("let x = 1\nlet y = 2\nlet z = 3\n", "Sources/Lib/a.swift")
            try write("built\n", ".build/debug/out.swift")
            try write("[core]\n", ".git/config")
            try "secret\n".write(to: outside, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("Sources/leak.swift"), withDestinationURL: outside)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("Sources/inside.swift"),
                withDestinationURL: root.appendingPathComponent("Sources/Lib/a.swift"))
            try Data([0xff, 0xfe, 0x00, 0x41]).write(to: root.appendingPathComponent("Sources/binary.swift"))
        }

        deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test("a file of the package is served by its relative or absolute path, or through a link inside it")
    func servedFiles() throws {
        let package = try Package()
        let files = UISourceFiles(packageRoot: package.root.path)
        let file = try files.resolve("Sources/Lib/a.swift").get()
        #expect(file.relative == "Sources/Lib/a.swift")
        #expect(file.text == "let x = 1\nlet y = 2\nlet z = 3\n")
        #expect(try files.resolve(package.root.path + "/Sources/Lib/a.swift").get().relative == "Sources/Lib/a.swift")
        #expect(try files.resolve("Sources/inside.swift").get().text.hasPrefix("let x"))
    }

    @Test(
        "refused: '..', outside the package, a link leaving it, build output, git's folder, missing, a folder, not text",
        arguments: [
            ("../secret.txt", 403), ("Sources/../../secret.txt", 403), ("/etc/passwd", 403),
            ("Sources/leak.swift", 403), (".build/debug/out.swift", 403), (".git/config", 403),
            ("Sources/none.swift", 404), ("Sources", 404), ("Sources/binary.swift", 400), ("", 400),
        ])
    func refusedFiles(asked: String, status: Int) throws {
        let package = try Package()
        let result = UISourceFiles(packageRoot: package.root.path).resolve(asked)
        guard case .failure(let refusal) = result else {
            Issue.record("\(asked) was served")
            return
        }
        #expect(refusal.status == status, "\(asked): \(refusal)")
        #expect(!refusal.description.isEmpty && !refusal.description.contains("\n"))
    }

    @Test("the source view: the lcov report's executed and missed lines, and each test's lines from the history")
    func sourceView() throws {
        let package = try Package()
        let path = package.root.path + "/Sources/Lib/a.swift"
        let history = package.root.appendingPathComponent(".build/harness/history.sqlite")
        let views = UICoverageViews(packageRoot: package.root.path, historyURL: history, choice: .off)

        var view = try views.source(file: "Sources/Lib/a.swift").get()
        #expect(view.lines == ["let x = 1", "let y = 2", "let z = 3"])
        #expect(view.coverage == nil)
        #expect(view.coverageNote == "no coverage report yet: choose Coverage, then run tests")
        #expect(view.tests.isEmpty && view.testsNote?.hasPrefix("no run history yet") == true)

        try package.write(
            "SF:\(path)\nDA:1,4\nDA:2,0\nDA:3,1\nend_of_record\n", ".build/harness/coverage/coverage.lcov")
        let first = TestIdentifier(module: "LibTests", className: "ATests", method: "testFirst")
        let last = TestIdentifier(module: "LibTests", className: "ATests", method: "testLast")
        let database = try HistoryDatabase(url: history)
        var run = RunRecord(
            uuid: UUID(), startedAt: Date(), duration: 1, git: nil,
            machine: MachineConfiguration(cpuModel: "c", coreCount: 1, architecture: "x", operatingSystem: "Linux"),
            selection: RunSelection(),
            results: [first, last].map { TestResult(id: $0, bundle: "LibPackageTests", attempts: []) }, exitCode: 0)
        run.coverage = [
            BundleTestIdentifier(bundle: "LibPackageTests", id: first): ExecutedLines(ranges: [path: [1...1]]),
            BundleTestIdentifier(bundle: "LibPackageTests", id: last): ExecutedLines(ranges: [path: [1...1, 3...3]]),
        ]
        try database.record(run)

        view = try views.source(file: "Sources/Lib/a.swift").get()
        #expect(view.coverage == LcovTracefile.LineCoverage(executed: [1...1, 3...3], missed: [2...2]))
        #expect(view.coveredAt != nil)
        #expect(view.tests.map(\.id) == [first.description, last.description])
        #expect(view.tests.last?.lines == [1...1, 3...3])
        #expect(view.testsNote == nil)

        let lines = views.testCoverage(of: last.description)
        #expect(lines.files == [UIFileLines(file: "Sources/Lib/a.swift", lines: [1...1, 3...3])])
        #expect(views.testCoverage(of: "LibTests.ATests/testNone").note?.contains("no per-test coverage") == true)
    }

    @Test("the Changed view: the changed lines a test ran, a test with no record unknown (never dropped), new files")
    func changedView() throws {
        let package = try Package()
        let root = package.root.path
        try package.write(".build/\n", ".gitignore")
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(".git"))
        for arguments in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.email=t@e", "-c", "user.name=t", "commit", "-qm", "one"],
        ] {
            let git = try ProcessOutputForTests.run(["git", "-C", root] + arguments)
            try #require(git == 0, "git \(arguments)")
        }
        let path = root + "/Sources/Lib/a.swift"
        try package.write("let x = 1\nlet y = 20\nlet z = 3\n", "Sources/Lib/a.swift")
        try package.write("let w = 0\n", "Sources/Lib/b.swift")
        let ran = TestIdentifier(module: "LibTests", className: "ATests", method: "testY")
        let other = TestIdentifier(module: "LibTests", className: "ATests", method: "testX")
        let unknown = TestIdentifier(module: "LibTests", className: "ATests", method: "testNew")
        let manifest =
            #"{"targets": [{"name": "Lib", "type": "regular"}, "#
            + #"{"name": "LibTests", "type": "test", "dependencies": [{"byName": ["Lib", null]}]}]}"#
        let targets = try PackageTargets(manifestJSON: Data(manifest.utf8), root: root)
        let view = UIChangedView.make(
            root: root, revision: "HEAD",
            tests: [ran, other, unknown].map { BundleTestIdentifier(bundle: "LibPackageTests", id: $0) },
            coverage: [
                BundleTestIdentifier(bundle: "LibPackageTests", id: ran): ExecutedLines(ranges: [path: [1...3]]),
                BundleTestIdentifier(bundle: "LibPackageTests", id: other): ExecutedLines(ranges: [path: [1...1]]),
            ],
            failing: [], targets: targets)
        #expect(view.problem == nil)
        #expect(view.changes.map(\.file) == ["Sources/Lib/a.swift", "Sources/Lib/b.swift"])
        #expect(view.changes.first?.lines == [2...2])
        #expect(view.changes.last?.kind == "added")
        // b.swift is new: coverage cannot map it, so every test of the targets depending on Lib runs.
        #expect(view.notes.contains { $0.contains("Sources/Lib/b.swift is new") })
        let byID = Dictionary(uniqueKeysWithValues: view.tests.map { ($0.id, $0) })
        #expect(byID[ran.description]?.kind == "ran")
        #expect(byID[ran.description]?.ran == [UIFileLines(file: "Sources/Lib/a.swift", lines: [2...2])])
        #expect(byID[unknown.description] != nil, "a test with no coverage is listed, not dropped")
        #expect(view.tests.count == 3)

        // Without the new file: the test that did not run line 2 is left out, the unknown one stays.
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Sources/Lib/b.swift"))
        let mapped = UIChangedView.make(
            root: root, revision: "HEAD",
            tests: [ran, other, unknown].map { BundleTestIdentifier(bundle: "LibPackageTests", id: $0) },
            coverage: [
                BundleTestIdentifier(bundle: "LibPackageTests", id: ran): ExecutedLines(ranges: [path: [1...3]]),
                BundleTestIdentifier(bundle: "LibPackageTests", id: other): ExecutedLines(ranges: [path: [1...1]]),
            ],
            failing: [], targets: targets)
        #expect(mapped.tests.map(\.id) == [ran.description, unknown.description].sorted())
        #expect(mapped.tests.first { $0.id == unknown.description }?.kind == "unknown")
    }

    @Test("not a git repository: one line, no tests")
    func changedOutsideGit() throws {
        let package = try Package()
        try FileManager.default.removeItem(at: package.root.appendingPathComponent(".git"))
        let view = UIChangedView.make(
            root: package.root.path, revision: "HEAD", tests: [], coverage: [:], failing: [], targets: nil)
        #expect(view.problem?.hasPrefix("cannot compare with HEAD") == true)
        #expect(view.tests.isEmpty)
    }
}

/// A command's exit status, its output discarded.
enum ProcessOutputForTests {
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
