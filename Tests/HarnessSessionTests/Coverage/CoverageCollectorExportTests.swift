import Foundation
import HarnessProcess
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// How the collector asks llvm-cov for the reports, with stand-in tools that log their
/// arguments: one lcov export of every file, the kept files named to the JSON export, no
/// filename pattern (llvm-cov's matcher cost several times the export) unless llvm-cov did not
/// recognise a name, and under `per-test` one more export for the functions. The stand-in
/// llvm-cov reports the kept file in JSON only when it is named.
@Suite struct CoverageCollectorExportTests {
    /// A package root with its kept file, a test file and a Harness file, and the stand-in tools.
    struct Setup {
        let root: String
        let request: CoverageRequest
        let log: String
        let tools: String

        var collector: CoverageCollector {
            CoverageCollector(
                request: request, tools: CoverageTools(profdata: "\(tools)/llvm-profdata", cov: "\(tools)/llvm-cov"))
        }

        var math: String { "\(root)/Sources/Lib/Math.swift" }
        var testFile: String { "\(root)/Tests/LibTests/MathTests.swift" }
        static let harnessFile = "/h/Sources/XCTest/Core/Assert.swift"

        var mathRecord: String { "SF:\(math)\nFN:3,$s3Lib6squareyS2iF\nDA:3,2\nDA:4,2\nLF:2\nLH:2\nend_of_record\n" }
        var lcov: String {
            "SF:\(testFile)\nDA:5,1\nLF:1\nLH:1\nend_of_record\n" + mathRecord
                + "SF:\(Self.harnessFile)\nDA:1,9\nLF:1\nLH:1\nend_of_record\n"
        }

        func json(files: [String], marker: String) -> String {
            let entries = files.map {
                #"{"filename":"\#($0)","summary":{"lines":{"count":2,"covered":2},"#
                    + #""functions":{"count":1,"covered":1}}}"#
            }
            return #"{"type":"llvm.coverage.json.export","marker":"\#(marker)","data":[{"files":["#
                + entries.joined(separator: ",") + "]}]}"
        }

        var functions: String {
            #"{"type":"llvm.coverage.json.export","data":[{"files":[],"functions":["#
                + #"{"name":"$s3Lib6squareyS2iF","count":2,"filenames":["\#(math)"],"regions":[[3,1,4,2,2,0,0,0]]}"#
                + "]}]}"
        }

        /// `recognised`: whether the stand-in llvm-cov finds the sources it is given.
        init(mode: CoverageRequest.Mode, recognised: Bool = true) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-export-\(UUID())").path
            request = CoverageRequest(mode: mode, packageRoot: root)
            log = "\(root)/tools.log"
            tools = "\(root)/tools"
            try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                atPath: request.profilesDirectory, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: request.perTestDirectory, withIntermediateDirectories: true)
            try Data("raw".utf8).write(to: URL(fileURLWithPath: "\(request.profilesDirectory)/worker-1.profraw"))
            let outputs = [
                "lcov": lcov, "regex": json(files: [math], marker: "regex"),
                "sources": json(files: recognised ? [math] : [], marker: "sources"), "functions": functions,
                "unnamed": json(files: [], marker: "unnamed"),
            ]
            for (name, text) in outputs { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(tools)/\(name)")) }
            let cov = """
                #!/bin/sh
                printf '%s\\n' "$*" >> '\(log)'
                answer=unnamed
                objects=
                for argument in "$@"; do
                    case "$argument" in
                        '\(math)') [ "$answer" = unnamed ] && answer=sources ;;
                        -format=lcov) answer=lcov ;;
                        -ignore-filename-regex=.) answer=functions ;;
                        -ignore-filename-regex=*) answer=regex ;;
                        *.o) objects=objects- ;;
                    esac
                done
                [ "$answer" = functions ] && answer="$objects$answer"
                cat '\(tools)/'"$answer"
                """
            let profdata = """
                #!/bin/sh
                while [ $# -gt 0 ]; do [ "$1" = -o ] && : > "$2"; shift; done
                """
            for (name, script) in ["llvm-cov": cov, "llvm-profdata": profdata] {
                // The executable is written by a process of its own: a process that another test
                // spawns meanwhile would inherit this one's open descriptor on it, and running
                // the script would then fail with "Text file busy".
                let text = "\(tools)/\(name).sh"
                try Data(script.utf8).write(to: URL(fileURLWithPath: text))
                let install = try ProcessOutput.run(
                    "/usr/bin/install", arguments: ["-m", "755", text, "\(tools)/\(name)"])
                try #require(install.status == 0, "\(install.standardError)")
            }
        }

        /// A bundle in a build folder whose link file list names `Lib`'s object and `XCTest`'s;
        /// `complete`: whether the functions read from the objects hold `square`.
        func linkedBundle(complete: Bool) throws -> String {
            let build = "\(root)/build"
            for folder in ["Lib.build", "XCTest.build", "LibTests.product"] {
                try FileManager.default.createDirectory(atPath: "\(build)/\(folder)", withIntermediateDirectories: true)
            }
            for object in ["Lib.build/Math.swift.o", "XCTest.build/XCTestCase.swift.o"] {
                try Data().write(to: URL(fileURLWithPath: "\(build)/\(object)"))
            }
            try Data("\(build)/Lib.build/Math.swift.o\n\(build)/XCTest.build/XCTestCase.swift.o\n".utf8).write(
                to: URL(fileURLWithPath: "\(build)/LibTests.product/Objects.LinkFileList"))
            let objectFunctions =
                complete ? functions : functions.replacingOccurrences(of: "squareyS2iF", with: "cubeyS2iF")
            try Data(objectFunctions.utf8).write(to: URL(fileURLWithPath: "\(tools)/objects-functions"))
            return "\(build)/LibTests.xctest"
        }

        func calls() throws -> [String] {
            try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        }

        func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

        /// The record of `testSquare` entering `square` as its bundle's worker writes it, in the
        /// bundle's folder; returns the test.
        func writeSquareRecord() throws -> BundleTestIdentifier {
            let test = BundleTestIdentifier(
                bundle: "LibPackageTests",
                id: TestIdentifier(module: "LibTests", className: "MathTests", method: "testSquare"))
            let record = TestCoverageRecord(
                test: test.id, functions: [try FunctionLineMap.nameRef(of: "$s3Lib6squareyS2iF")])
            let folder = TestCoverageRecord.folder(ofBundle: test.bundle, in: request.perTestDirectory)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data((record.line() + "\n").utf8).write(
                to: URL(fileURLWithPath: "\(folder)/\(TestCoverageRecord.fileName(processID: 1))"))
            return test
        }
    }

    @Test func theKeptFilesAreCutFromOneExportAndNamedToTheJSONExport() throws {
        let setup = try Setup(mode: .summary)
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let outcome = try setup.collector.collect(bundles: ["/b/LibTests.xctest"], results: [], jobs: 2)
        #expect(outcome.summary.files.map(\.path) == [setup.math])
        #expect(try setup.text(setup.request.lcovPath) == setup.mathRecord)
        #expect(try setup.text(setup.request.jsonPath).contains(#""marker":"sources""#))
        let calls = try setup.calls()
        #expect(calls.count == 2, "\(calls)")
        #expect(
            calls.first?.hasPrefix("export -format=lcov ") == true && calls.first?.hasSuffix("LibTests.xctest") == true)
        #expect(calls.last?.contains("-format=text") == true && calls.last?.contains("-skip-functions") == true)
        #expect(calls.last?.hasSuffix(" \(setup.math)") == true, "\(calls)")
        #expect(!calls.contains { $0.contains("-ignore-filename-regex") }, "\(calls)")
    }

    @Test func sourcesLlvmCovDoesNotRecogniseAreLeftToAPatternOfTheOthers() throws {
        let setup = try Setup(mode: .summary, recognised: false)
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let outcome = try setup.collector.collect(bundles: ["/b/LibTests.xctest"], results: [], jobs: 2)
        #expect(outcome.summary.files.map(\.path) == [setup.math])
        #expect(try setup.text(setup.request.jsonPath).contains(#""marker":"regex""#))
        let calls = try setup.calls()
        let pattern = CoverageIgnorePattern.regex(ignoring: [setup.testFile, Setup.harnessFile])
        #expect(calls.count == 3 && calls.last?.contains("-ignore-filename-regex=\(pattern)") == true, "\(calls)")
    }

    @Test func perTestExportsTheFunctionsBesideAndMapsEachTestsOnes() throws {
        let setup = try Setup(mode: .perTest)
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let test = try setup.writeSquareRecord()
        let outcome = try setup.collector.collect(bundles: ["/b/LibTests.xctest"], results: [], jobs: 2)
        #expect(outcome.perTest[test]?.ranges == [setup.math: [3...4]])
        // The report is a covered run's: the kept files, without every function of the bundle.
        #expect(try setup.text(setup.request.jsonPath).contains(#""marker":"sources""#))
        let calls = try setup.calls()
        #expect(calls.count == 3, "\(calls)")
        #expect(calls.contains { $0.hasPrefix("export -format=text ") && $0.hasSuffix("-ignore-filename-regex=.") })
    }

    /// The functions are read from the linked objects without Harness's modules; when that
    /// export lacks a function the lcov report lists, from the whole bundle again.
    @Test(arguments: [true, false])
    func perTestReadsTheFunctionsFromTheObjectsUnlessOneIsMissing(complete: Bool) throws {
        let setup = try Setup(mode: .perTest)
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let bundle = try setup.linkedBundle(complete: complete)
        let test = try setup.writeSquareRecord()
        let outcome = try setup.collector.collect(bundles: [bundle], results: [], jobs: 2)
        #expect(outcome.perTest[test]?.ranges == [setup.math: [3...4]])
        let functionCalls = try setup.calls().filter { $0.hasSuffix("-ignore-filename-regex=.") }
        let fromObjects = "\(setup.root)/build/Lib.build/Math.swift.o -ignore-filename-regex=."
        #expect(functionCalls.first?.hasSuffix(fromObjects) == true, "\(functionCalls)")
        #expect(!(functionCalls.first?.contains("XCTest.build") ?? true), "\(functionCalls)")
        #expect(functionCalls.count == (complete ? 1 : 2), "\(functionCalls)")
        if !complete { #expect(functionCalls.last?.hasSuffix("\(bundle) -ignore-filename-regex=.") == true) }
    }

    /// The JSON export runs beside the lcov one, naming the files the last report kept; it is
    /// kept when they are still the kept files, and run again naming those when they are not.
    @Test(arguments: [true, false])
    func theJSONExportNamesTheLastReportsFilesAtOnce(sameFiles: Bool) throws {
        let setup = try Setup(mode: .summary)
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let old = "\(setup.root)/Sources/Lib/Old.swift"
        let last = sameFiles ? setup.mathRecord : "SF:\(old)\nDA:1,1\nLF:1\nLH:1\nend_of_record\n"
        try FileManager.default.createDirectory(
            atPath: (setup.request.lcovPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(last.utf8).write(to: URL(fileURLWithPath: setup.request.lcovPath))
        let outcome = try setup.collector.collect(bundles: ["/b/LibTests.xctest"], results: [], jobs: 2)
        #expect(outcome.summary.files.map(\.path) == [setup.math])
        #expect(try setup.text(setup.request.lcovPath) == setup.mathRecord)
        #expect(try setup.text(setup.request.jsonPath).contains(#""marker":"sources""#))
        let calls = try setup.calls()
        let named = calls.filter { $0.contains("-format=text") }.map { $0.split(separator: " ").last.map(String.init) }
        #expect(named == (sameFiles ? [setup.math] : [old, setup.math]), "\(calls)")
        #expect(calls.count == (sameFiles ? 2 : 3), "\(calls)")
    }
}
