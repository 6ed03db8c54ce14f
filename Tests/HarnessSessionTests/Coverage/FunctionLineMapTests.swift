import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

@Suite struct FunctionLineMapTests {
    static let math = "/p/Sources/Lib/Math.swift"
    static let other = "/p/Sources/Lib/Other.swift"

    /// `llvm-cov export`'s shape: `square` (public) with a branch the run never took; a
    /// file-local `helper`, printed without its `<file>:` prefix; `unused`, never run; and a
    /// function of a file the run's lcov does not keep.
    static let json = """
        {"type":"llvm.coverage.json.export","version":"3.0.1","data":[{"files":[],"functions":[
          {"name":"$s3Lib6squareyS2iF","count":3,"filenames":["\(math)"],"branches":[],
           "regions":[[3,30,9,2,3,0,0,0],[5,12,7,6,0,0,0,0],[7,6,8,20,3,0,0,3],[8,1,8,20,3,0,0,0]]},
          {"name":"$s3Lib6helperyyF","count":1,"filenames":["\(math)"],"branches":[],
           "regions":[[12,20,14,2,1,0,0,0]]},
          {"name":"$s3Lib6unusedyyF","count":0,"filenames":["\(math)"],"branches":[],
           "regions":[[16,20,18,2,0,0,0,0]]},
          {"name":"$s3Lib5otheryyF","count":2,"filenames":["\(other)"],"branches":[],
           "regions":[[1,1,2,2,2,0,0,0]]}
        ]}]}
        """

    /// What the run's lcov says ran: line 6 (inside the branch) did not, nor do lines 10-11.
    static let runLines = ExecutedLines(ranges: [math: [3...5, 7...9, 12...14]])

    static let square: UInt64 = 0xebc2_1ce7_b680_e8aa
    static let helper: UInt64 = 0xb0d2_6f77_bee1_0e4b

    @Test("NameRef: the low 64 bits of the profile name's MD5, little-endian (values from Python's hashlib)")
    func nameRefIsLLVMs() throws {
        #expect(try FunctionLineMap.nameRef(of: "main") == 0xdb95_6436_e78d_d5fa)
        #expect(try FunctionLineMap.nameRef(of: "$s3Lib6squareyS2iF") == Self.square)
        #expect(try FunctionLineMap.nameRef(of: "\(Self.math):$s3Lib6helperyyF") == Self.helper)
    }

    @Test("a function's lines: its code regions that ran, kept to the lines the run executed")
    func functionLines() throws {
        let map = try FunctionLineMap(llvmCovJSON: Data(Self.json.utf8), runLines: Self.runLines)
        // Region 5-7 never ran (count 0) but lies inside the body, which ran: 5 and 7 stay
        // (the run executed them), 6 does not (the run did not).
        #expect(map.linesByFunction[Self.square] == [Self.math: [3, 4, 5, 7, 8, 9]])
        // A file-local function is found under its full profile name's NameRef.
        #expect(map.linesByFunction[Self.helper] == [Self.math: [12, 13, 14]])
        #expect(map.linesByFunction[try FunctionLineMap.nameRef(of: "$s3Lib6unusedyyF")] == nil)
        #expect(map.linesByFunction[try FunctionLineMap.nameRef(of: "$s3Lib5otheryyF")] == nil)
    }

    @Test("a test's lines: the union of the functions it entered; unknown NameRefs add nothing")
    func testLines() throws {
        let map = try FunctionLineMap(llvmCovJSON: Data(Self.json.utf8), runLines: Self.runLines)
        let lines = map.executedLines(of: [Self.helper, Self.square, 42, Self.square])
        #expect(lines.ranges == [Self.math: [3...5, 7...9, 12...14]])
        #expect(map.executedLines(of: [42]).ranges.isEmpty)
    }

    @Test("an export listing no function while the run executed lines fails instead of recording nothing")
    func noFunctions() throws {
        let empty = #"{"type":"llvm.coverage.json.export","data":[{"files":[],"functions":[]}]}"#
        #expect(throws: CoverageTools.Failure.self) {
            try FunctionLineMap(llvmCovJSON: Data(empty.utf8), runLines: Self.runLines)
        }
        let nothingRan = try FunctionLineMap(llvmCovJSON: Data(empty.utf8), runLines: ExecutedLines())
        #expect(nothingRan.linesByFunction.isEmpty)
    }

    @Test("the regions of functions outside the run's files are not read")
    func otherFilesRegionsAreSkipped() throws {
        // A region of another file that is not llvm-cov's shape: read, it would fail the decoding.
        let json = Self.json.replacingOccurrences(of: "[[1,1,2,2,2,0,0,0]]", with: "[[\"not a region\"]]")
        let map = try FunctionLineMap(llvmCovJSON: Data(json.utf8), runLines: Self.runLines)
        #expect(map.linesByFunction[Self.square] == [Self.math: [3, 4, 5, 7, 8, 9]])
    }

    @Test("a function the lcov lists for an executed file, missing from the export, is a gap")
    func gapsAgainstTheReport() throws {
        let map = try FunctionLineMap(llvmCovJSON: Data(Self.json.utf8), runLines: Self.runLines)
        func report(_ functions: [String], file: String = Self.math) -> LcovTracefile {
            let lines = functions.map { "FN:1,\($0)\n" }.joined()
            return LcovTracefile(data: Data("SF:\(file)\n\(lines)DA:3,1\nend_of_record\n".utf8))
        }
        // Every function of Math.swift the export lists, unexecuted ones included: no gap.
        #expect(!map.lacksFunctions(of: report(["$s3Lib6squareyS2iF", "$s3Lib6helperyyF", "$s3Lib6unusedyyF"])))
        #expect(map.lacksFunctions(of: report(["$s3Lib6squareyS2iF", "$s3Lib7missingyyF"])))
        // A file the run executed nothing of cannot add lines to any test: not a gap.
        #expect(!map.lacksFunctions(of: report(["$s3Lib7missingyyF"], file: Self.other)))
    }

    @Test("an export that is not llvm-cov's JSON is one failure naming it")
    func badJSON() {
        #expect(throws: CoverageTools.Failure.self) {
            try FunctionLineMap(llvmCovJSON: Data("{}".utf8), runLines: Self.runLines)
        }
    }
}
