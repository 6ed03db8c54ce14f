import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel
import HarnessSession
import HarnessWire
import Testing

@testable import harness

/// `harness test`'s command line, parsed as `harness` parses it, without running anything: what
/// each option becomes, and the one line a bad value is refused with.
@Suite("TestCommand: parsing harness test's options")
struct TestCommandParsingTests {
    /// `harness test ARGUMENTS`, parsed from the root as `main` does.
    static func parse(_ arguments: [String]) throws -> TestCommand {
        let parsed = try HarnessCommand.parseAsRoot(["test"] + arguments)
        return try #require(parsed as? TestCommand)
    }

    /// The line `harness` prints for a refused command line (before `error: `).
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try HarnessCommand.parseAsRoot(["test"] + arguments)
            return nil
        } catch {
            return HarnessCommand.message(for: error)
        }
    }

    @Test("filters: positionals and --filter are one list; --skip and --run-alone are their own")
    func filters() throws {
        let command = try Self.parse([
            "MathTests/testSum", "--filter", "tag:slow", "Parser", "--skip", "Parser/testLegacy", "--run-alone",
            "DatabaseTests",
        ])
        #expect(command.options.testFilters == ["MathTests/testSum", "Parser", "tag:slow"])
        #expect(command.options.skip == ["Parser/testLegacy"])
        #expect(command.options.runAlone == ["DatabaseTests"])
        #expect(command.options.randomSeed() == nil)
    }

    @Test("--random-order: the number among the positionals is its seed, and no filter")
    func randomOrderSeed() throws {
        let command = try Self.parse(["--random-order", "42", "MathTests"])
        #expect(command.options.randomSeed() == 42)
        #expect(command.options.testFilters == ["MathTests"])
    }

    @Test("--partition is carried as typed; the session reads its kind and K/N")
    func partition() throws {
        #expect(try Self.parse(["--partition", "hash:2/3"]).options.partition == "hash:2/3")
        #expect(try Self.parse([]).options.partition == nil)
    }

    @Test("--retries reaches the engine's configuration; none by default")
    func retries() throws {
        #expect(try Self.parse(["--retries", "2"]).options.configuration(seed: nil).retries == 2)
        #expect(try Self.parse([]).options.configuration(seed: nil).retries == 0)
    }

    @Test("--format: human by default, xctest by name")
    func format() throws {
        #expect(try Self.parse([]).format == .human)
        #expect(try Self.parse(["--format", "xctest"]).format == .xctest)
    }

    @Test("--coverage: off by default; on, it asks for a summary, or per-test lines with 'per-test'")
    func coverage() throws {
        #expect(try Self.parse([]).coverageOptions.coverage == false)
        let summary = try Self.parse(["--coverage", "MathTests"])
        let (request, filters) = summary.coverageOptions.request(
            root: "/p", filters: summary.options.testFilters)
        #expect(request?.mode == .summary)
        #expect(filters == ["MathTests"])
        let perTest = try Self.parse(["--coverage", "per-test"])
        let (perTestRequest, perTestFilters) = perTest.coverageOptions.request(
            root: "/p", filters: perTest.options.testFilters)
        #expect(perTestRequest?.mode == .perTest)
        #expect(perTestFilters.isEmpty)
    }

    @Test(
        "--watch refuses what cannot run again on every save, naming the options and the fix",
        arguments: [["--json", "-"], ["--partition", "hash:1/2"], ["--dry-run"]])
    func watchRefuses(options: [String]) {
        #expect(
            Self.refusal(["--watch"] + options)
                == "--watch runs again on every save, so it takes no --partition, --dry-run or --json -: drop them, "
                + "or drop --watch")
    }

    @Test(
        "--watch takes every other option of harness test: reports, test plans, coverage, --changed",
        arguments: [
            ["--junit", "r.xml"], ["--json", "r.jsonl"], ["--html", "r.html"], ["--test-plan", "CI.xctestplan"],
            ["--coverage"], ["--changed"], ["--junit", "r.xml", "--test-plan", "P.xctestplan", "--coverage"],
        ])
    func watchTakesTheRunsOptions(options: [String]) throws {
        #expect(Self.refusal(["--watch"] + options) == nil)
        #expect(try Self.parse(["--watch"] + options).watching.watch)
    }

    @Test("--watch alone, or with the run's own options, is taken")
    func watchTakes() throws {
        let command = try Self.parse(["--watch", "MathTests", "--retries", "1", "--jobs", "2"])
        #expect(command.watching.watch)
        #expect(command.options.testFilters == ["MathTests"])
    }

    @Test(
        "a bad value is refused with the line that names it",
        arguments: [
            (["--retries=-1"], "--retries cannot be negative"),
            (["--jobs", "0"], "--jobs must be at least 1"),
            (["--timeout", "0"], "--timeout must be more than 0 seconds"),
            (["42"], "'42' is not a test name; to replay a random order, write --random-order 42"),
            (["--random-order", "1", "2"], "--random-order takes one seed, found 1 and 2"),
            (["--configuration", "Fast"], "--configuration names a configuration of --test-plan, which is missing"),
            (["--explain"], "--explain needs --changed"),
        ])
    func badValue(arguments: [String], message: String) {
        #expect(Self.refusal(arguments) == message)
    }

    @Test("a value that is not one of an option's choices names the value and the option")
    func badChoice() throws {
        let refusal = try #require(Self.refusal(["--format", "junit"]))
        #expect(refusal.contains("'junit'"), "\(refusal)")
        #expect(refusal.contains("--format"), "\(refusal)")
        #expect(refusal.contains("human") && refusal.contains("xctest"), "\(refusal)")
    }
}

/// `--ids-from` and `harness list --format ids`: the exact-ID contract CI splitters speak.
@Suite("IDs: --ids-from and list --format ids")
struct IDListParsingTests {
    @Test("--ids-from FILE runs that file's IDs in its order; a bad line is refused before any build")
    func idsFromFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.txt")
        try "M.B/t2\nM.A/t1\n".write(to: good, atomically: true, encoding: .utf8)
        let command = try TestCommandParsingTests.parse(["--ids-from", good.path])
        #expect(
            try command.idList.selection()
                == .tests(
                    [
                        TestIdentifier(module: "M", className: "B", method: "t2"),
                        TestIdentifier(module: "M", className: "A", method: "t1"),
                    ], from: good.path))
        #expect(try TestCommandParsingTests.parse([]).idList.selection() == nil)

        let missing = try TestCommandParsingTests.parse(["--ids-from", folder.appendingPathComponent("gone").path])
        #expect(throws: HarnessFailure.self) { try missing.idList.selection() }
    }

    @Test("--ids-from chooses the tests itself: with --changed it is refused")
    func idsFromWithChanged() {
        #expect(
            TestCommandParsingTests.refusal(["--ids-from", "ids.txt", "--changed"])?.contains("--ids-from chooses")
                == true)
    }

    @Test("harness list --format ids; tree by default")
    func listFormat() throws {
        let ids = try #require(try HarnessCommand.parseAsRoot(["list", "--format", "ids"]) as? ListCommand)
        #expect(ids.format == .ids)
        let tree = try #require(try HarnessCommand.parseAsRoot(["list"]) as? ListCommand)
        #expect(tree.format == .tree)
    }
}

/// `--archive`'s options: what an archive makes meaningless is refused while parsing.
@Suite("--archive and --workspace-remap")
struct ArchiveParsingTests {
    @Test("--archive with build options, or --workspace-remap alone, is refused naming them")
    func refusals() {
        #expect(
            TestCommandParsingTests.refusal(["--archive", "t.harness", "--built-products", ".build/debug"])?.contains(
                "--archive brings its own built bundles") == true)
        #expect(
            TestCommandParsingTests.refusal(["--archive", "t.harness", "--coverage"])?.contains(
                "takes no --changed, --watch or --coverage") == true)
        #expect(
            TestCommandParsingTests.refusal(["--workspace-remap", "/ci"])?.contains("add --archive FILE") == true)
    }

    @Test("harness list and harness test take --archive and --workspace-remap")
    func taken() throws {
        let test = try TestCommandParsingTests.parse(["--archive", "t.harness", "--workspace-remap", "/ci/app"])
        #expect(test.archiveOptions.archive == "t.harness")
        #expect(test.archiveOptions.root == "/ci/app")
        let list = try #require(
            try HarnessCommand.parseAsRoot(["list", "--archive", "t.harness", "--format", "ids"]) as? ListCommand)
        #expect(list.archiveOptions.archive == "t.harness")
        #expect(
            (try? HarnessCommand.parseAsRoot(["list", "--archive", "t.harness", "--skip-build"])) == nil)
    }
}
