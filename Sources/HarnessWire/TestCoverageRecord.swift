import Foundation

/// One test's line in a worker's per-test coverage file (`--coverage per-test`): the test and
/// the functions whose coverage counters changed while it ran, each named by LLVM's NameRef
/// (the low 64 bits of the MD5 of the function's profile name, read little-endian).
///
/// The bundle appends one JSON line per test to `<folder>/<pid>.functions.jsonl` (the folder is
/// ``BundleVariable/coveragePerTestDirectory``); the runner maps the NameRefs to source lines
/// once for the whole run, from the merged profile's `llvm-cov export`.
///
/// ```swift
/// let record = TestCoverageRecord(test: TestIdentifier(module: "M", className: "C", method: "testA"),
///                                 functions: [0x1234_5678_9abc_def0])
/// let line = record.line()                        // {"functions":["123456789abcdef0"],"test":"M.C/testA"}
/// TestCoverageRecord(line: line) == record        // true
/// ```
public struct TestCoverageRecord: Sendable, Equatable {
    /// The test that ran.
    public var test: TestIdentifier
    /// The NameRefs of the functions it entered (any of their counters changed).
    public var functions: [UInt64]

    public init(test: TestIdentifier, functions: [UInt64]) {
        self.test = test
        self.functions = functions
    }

    /// The file name one worker process appends its tests' records to.
    public static func fileName(processID: Int32) -> String { "\(processID)\(fileSuffix)" }

    /// The suffix of every per-test coverage file.
    public static let fileSuffix = ".functions.jsonl"

    /// The record as one JSON line (no newline): the NameRefs as 16 hexadecimal digits.
    public func line() -> String {
        let encoded = Encoded(test: test.description, functions: functions.map(Self.hex))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(encoded)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads ``line()``'s form back; nil for a line that is not a record (a torn last line).
    public init?(line: some StringProtocol) {
        guard let encoded = try? JSONDecoder().decode(Encoded.self, from: Data(line.utf8)),
            let test = TestIdentifier(parsing: encoded.test)
        else { return nil }
        var functions: [UInt64] = []
        for text in encoded.functions {
            guard let value = UInt64(text, radix: 16) else { return nil }
            functions.append(value)
        }
        self.init(test: test, functions: functions)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    private struct Encoded: Codable {
        var test: String
        var functions: [String]
    }
}
