import Foundation
import HarnessWire

/// One test's range of a Swift Testing worker's output file: its output, written whole when it
/// ended (``SwiftTestingTranslator``), `[start, end)`.
///
/// ```swift
/// OutputCut(test: id, start: 120, end: 168, missedShared: false)   // 48 bytes, all its own
/// ```
struct OutputCut: Hashable, Sendable {
    var test: TestIdentifier
    var start: Int64
    var end: Int64
    /// Whether writes were made while it ran beside other tests: they are in no test's output,
    /// so this one may lack lines it printed (``SharedOutput``).
    var missedShared: Bool
}

/// Writes a Swift Testing worker's process made while several of its tests were running: any
/// of them may have made each, and nothing tells which, so no test's output holds them; they
/// are said once, with the names of the tests that were running (``RunnerNotice/Kind/sharedOutput``).
///
/// ```swift
/// var shared = SharedOutput()
/// shared.include([a, b])
/// shared.add(Data("hello\n".utf8))
/// shared.text   // "hello\n"
/// ```
struct SharedOutput: Hashable, Sendable {
    /// How much of the text is kept; the rest is counted.
    static let limit = 1 << 20

    /// The writes, in the order placed, up to ``limit`` bytes.
    var bytes = Data()
    /// Bytes beyond ``limit``.
    var omitted = 0
    /// The tests running at any of the writes.
    private(set) var running: Set<TestIdentifier> = []

    /// The tests running at any of the writes, sorted.
    var tests: [TestIdentifier] { running.sorted() }

    /// Adds one more write (in place: a worker may make thousands).
    mutating func add(_ write: Data) {
        let room = max(Self.limit - bytes.count, 0)
        bytes.append(write.prefix(room))
        omitted += max(write.count - room, 0)
    }

    /// Adds the tests running at the writes to come. Called when they change, not once a write:
    /// thousands of writes beside the same 64 tests would hash them all each time.
    mutating func include(_ tests: some Sequence<TestIdentifier>) {
        running.formUnion(tests)
    }

    /// The writes as text (leniently decoded), with a line saying what was left out.
    var text: String {
        let kept = String(decoding: bytes, as: UTF8.self)
        return omitted == 0 ? kept : kept + "\n… \(omitted) more bytes not shown …\n"
    }
}
