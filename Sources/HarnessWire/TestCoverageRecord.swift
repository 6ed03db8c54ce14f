import Foundation

/// One test's line in a worker's per-test coverage file (`--coverage per-test`): the test and
/// the functions whose coverage counters changed while it ran, each named by LLVM's NameRef
/// (the low 64 bits of the MD5 of the function's profile name, read little-endian).
///
/// The bundle appends one JSON line per test to `<folder>/<pid>.functions.jsonl` (the folder is
/// ``BundleVariable/coveragePerTestDirectory``, its bundle's own: ``folder(ofBundle:in:)``); the
/// runner maps the NameRefs to source lines once for the whole run, from the merged profile's
/// `llvm-cov export`.
///
/// ```swift
/// let record = TestCoverageRecord(test: TestIdentifier(module: "M", className: "C", method: "testA"),
///                                 functions: [0x1234_5678_9abc_def0])
/// let line = record.line()                        // {"functions":"8N68mnhWNBI=","test":"M.C/testA"}
/// TestCoverageRecord(line: line) == record        // true
/// ```
public struct TestCoverageRecord: Sendable, Equatable {
    /// Which test ran, as the bundle can name it.
    public enum Subject: Hashable, Sendable {
        /// An XCTest method.
        case test(TestIdentifier)
        /// A Swift Testing function, by its event-stream identifier
        /// (`Module.Suite/name()/File.swift:12:6`), which only the runner's listing maps to a
        /// ``TestIdentifier``.
        case swiftTesting(String)
    }

    /// The test that ran.
    public var subject: Subject
    /// The NameRefs of the functions it entered (any of their counters changed).
    public var functions: [UInt64]

    public init(test: TestIdentifier, functions: [UInt64]) {
        self.init(subject: .test(test), functions: functions)
    }

    public init(subject: Subject, functions: [UInt64]) {
        self.subject = subject
        self.functions = functions
    }

    /// The file name one worker process appends its tests' records to.
    public static func fileName(processID: Int32) -> String { "\(processID)\(fileSuffix)" }

    /// The suffix of every per-test coverage file.
    public static let fileSuffix = ".functions.jsonl"

    /// The folder the workers of bundle `bundle` append their records in, inside the run's
    /// per-test folder `directory`: one a bundle, so that a record is known to be that bundle's
    /// test (two bundles may list the same test ID). The runner names it in each worker's
    /// ``BundleVariable/coveragePerTestDirectory``; the worker creates it.
    public static func folder(ofBundle bundle: String, in directory: String) -> String {
        "\(directory)/\(bundle)"
    }

    /// The record as one JSON line (no newline): the NameRefs as base64 of their 8 bytes each,
    /// little-endian (a test enters hundreds of functions, Harness's own included: one string
    /// reads far faster than an array of numbers).
    public func line() -> String {
        // Whole words, not bytes one by one: this runs in the bundle after every test.
        let bytes = functions.map(\.littleEndian).withUnsafeBytes { Data($0) }
        let encoded: Encoded =
            switch subject {
            case .test(let test): Encoded(test: test.description, functions: bytes.base64EncodedString())
            case .swiftTesting(let id): Encoded(swiftTesting: id, functions: bytes.base64EncodedString())
            }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding two strings cannot fail.
        let data = (try? encoder.encode(encoded)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads ``line()``'s form back; nil for a line that is not a record (a torn last line).
    public init?(line: some StringProtocol) {
        // Not a record: nil (above), which the runner names.
        guard let encoded = try? JSONDecoder().decode(Encoded.self, from: Data(line.utf8)) else { return nil }
        let subject: Subject
        if let id = encoded.swiftTesting, encoded.test == nil {
            subject = .swiftTesting(id)
        } else if let test = encoded.test.flatMap(TestIdentifier.init(parsing:)), encoded.swiftTesting == nil {
            subject = .test(test)
        } else {
            return nil
        }
        guard let bytes = Data(base64Encoded: encoded.functions), bytes.count % 8 == 0 else { return nil }
        let functions = bytes.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count, by: 8).map {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self))
            }
        }
        self.init(subject: subject, functions: functions)
    }

    /// One of `test` and `swiftTesting`, and the functions.
    private struct Encoded: Codable {
        var test: String?
        var swiftTesting: String?
        var functions: String
    }
}
