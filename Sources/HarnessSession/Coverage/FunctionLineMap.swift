import CLibCrypto
import Foundation
import HarnessModel

/// Which source lines each function of the run executed, keyed by LLVM's NameRef: what turns a
/// test's entered functions (``TestCoverageRecord``) into its ``ExecutedLines``, built once per
/// run from the merged profile's `llvm-cov export` JSON.
///
/// The granularity is the function: a test that entered a function is credited with every line
/// of that function the **whole run** executed (its code regions with a count above zero, kept
/// to the lines the run's lcov counts as executed). Within a function it over-approximates (a
/// test that took one branch is also credited with a branch another test took); it never
/// under-approximates, so `--changed` never misses a test whose functions a change touches.
///
/// ```swift
/// let map = try FunctionLineMap(llvmCovJSON: json, runLines: ExecutedLines(lcov: lcovText))
/// map.executedLines(of: record.functions)   // the test's files and line ranges
/// ```
package struct FunctionLineMap: Sendable {
    /// Per NameRef, per file, the lines the function executed in the run.
    package private(set) var linesByFunction: [UInt64: [String: [Int]]]
    /// Per file the run executed, the names of the export's functions defined in it.
    package private(set) var functionsByFile: [String: Set<String>] = [:]
    /// The files the run executed lines of.
    private var executedFiles: Set<String> = []

    /// Reads `llvm-cov export -format=text`'s functions and keeps, per function, the lines of
    /// its code regions that ran, as far as `runLines` (the run's executed lines) has them.
    package init(llvmCovJSON: Data, runLines: ExecutedLines) throws(CoverageTools.Failure) {
        let export: Export
        do {
            let decoder = JSONDecoder()
            // Most functions of a bundle are Harness's and the test targets': their regions,
            // most of the export, are not decoded.
            if let key = Function.filesKept { decoder.userInfo[key] = Set(runLines.ranges.keys) }
            export = try decoder.decode(Export.self, from: llvmCovJSON)
        } catch {
            throw CoverageTools.Failure("cannot read llvm-cov's JSON export for per-test coverage: \(error)")
        }
        let functions = export.data.flatMap(\.functions)
        // An export that lists no function at all (an llvm-cov that filters them like files)
        // would credit every test with nothing: said, not recorded.
        guard !functions.isEmpty || runLines.ranges.isEmpty else {
            throw CoverageTools.Failure(
                "llvm-cov's JSON export lists no function, so no test's lines can be known: per-test coverage "
                    + "is not recorded")
        }
        var lines: [UInt64: [String: Set<Int>]] = [:]
        var listed: [String: Set<String>] = [:]
        for function in functions {
            if let file = function.filenames.first, runLines.ranges[file] != nil {
                listed[file, default: []].insert(function.name)
            }
            var executed: [String: Set<Int>] = [:]
            for region in function.regions {
                guard let file = region.file(in: function.filenames), region.isExecutedCode,
                    let ran = runLines.ranges[file]
                else { continue }
                for line in region.lineStart...max(region.lineStart, region.lineEnd)
                where ran.contains(where: { $0.contains(line) }) {
                    executed[file, default: []].insert(line)
                }
            }
            guard !executed.isEmpty else { continue }
            for nameRef in try Self.nameRefs(name: function.name, filenames: function.filenames) {
                lines[nameRef, default: [:]].merge(executed) { $0.union($1) }
            }
        }
        linesByFunction = lines.mapValues { $0.mapValues { $0.sorted() } }
        functionsByFile = listed
        executedFiles = Set(runLines.ranges.keys)
    }

    /// Whether a function the lcov report lists for a file the run executed is missing from the
    /// export this map was read from: then it was read from too few objects.
    package func lacksFunctions(of report: LcovTracefile) -> Bool {
        report.functionsByFile.contains { file, names in
            guard executedFiles.contains(file) else { return false }
            let listed = functionsByFile[file] ?? []
            return names.contains { !listed.contains($0) }
        }
    }

    package init(linesByFunction: [UInt64: [String: [Int]]]) {
        self.linesByFunction = linesByFunction
    }

    /// The lines a test executed, from the functions it entered. Functions the run never
    /// executed inside a kept file (the test target, Harness's XCTest) add nothing.
    package func executedLines(of functions: [UInt64]) -> ExecutedLines {
        var byFile: [String: [Int]] = [:]
        for function in Set(functions) {
            for (file, lines) in linesByFunction[function] ?? [:] {
                byFile[file, default: []].append(contentsOf: lines)
            }
        }
        return ExecutedLines(ranges: byFile.mapValues(ExecutedLines.ranges(of:)))
    }

    /// The NameRef of a profile name: the low 64 bits of its MD5, little-endian.
    package static func nameRef(of profileName: String) throws(CoverageTools.Failure) -> UInt64 {
        let name = Array(profileName.utf8)
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        // A libcrypto that refuses MD5 (one in FIPS mode) cannot name any function.
        guard EVP_Digest(name, name.count, &digest, &length, EVP_md5(), nil) == 1, length >= 8 else {
            throw CoverageTools.Failure(
                "the system's libcrypto refuses MD5, which names functions in coverage profiles: per-test "
                    + "coverage is not recorded")
        }
        return digest.prefix(8).reversed().reduce(0) { ($0 << 8) | UInt64($1) }
    }

    /// The NameRefs a function of llvm-cov's export may have: llvm-cov prints a file-local
    /// function's name without the `<file>:` (or `<file>;`) its profile name starts with.
    static func nameRefs(name: String, filenames: [String]) throws(CoverageTools.Failure) -> [UInt64] {
        var names = [name]
        if let file = filenames.first {
            names += ["\(file):\(name)", "\(file);\(name)"]
        }
        return try names.map { name throws(CoverageTools.Failure) in try nameRef(of: name) }
    }

    private struct Export: Decodable {
        var data: [Chunk]
    }

    private struct Chunk: Decodable {
        var functions: [Function]
    }

    private struct Function: Decodable {
        /// The files whose functions' regions are read (`Set<String>`); all when absent.
        static let filesKept: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "filesKept")

        var name: String
        var filenames: [String]
        var regions: [Region]

        private enum CodingKeys: String, CodingKey {
            case name, filenames, regions
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            name = try fields.decode(String.self, forKey: .name)
            let filenames = try fields.decode([String].self, forKey: .filenames)
            self.filenames = filenames
            let kept = Self.filesKept.flatMap { decoder.userInfo[$0] as? Set<String> }
            let needed = kept.map { kept in filenames.contains { kept.contains($0) } } ?? true
            regions = needed ? try fields.decode([Region].self, forKey: .regions) : []
        }
    }

    /// `[lineStart, columnStart, lineEnd, columnEnd, count, fileID, expandedFileID, kind]`.
    private struct Region: Decodable {
        var lineStart: Int
        var lineEnd: Int
        var count: UInt64
        var fileID: Int
        var kind: Int

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            lineStart = try fields.decode(Int.self)
            _ = try fields.decode(Int.self)
            lineEnd = try fields.decode(Int.self)
            _ = try fields.decode(Int.self)
            count = try fields.decode(UInt64.self)
            fileID = try fields.decode(Int.self)
            _ = try fields.decode(Int.self)
            kind = try fields.decode(Int.self)
        }

        /// A code region (kind 0) that ran; expansion, skipped, gap and branch regions are not.
        var isExecutedCode: Bool { kind == 0 && count > 0 }

        func file(in filenames: [String]) -> String? {
            filenames.indices.contains(fileID) ? filenames[fileID] : nil
        }
    }
}
