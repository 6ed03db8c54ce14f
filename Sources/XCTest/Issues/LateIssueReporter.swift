import Foundation
internal import HarnessWire

/// Reports issues recorded when no test can own them: after their test finished, or
/// outside any test. They are never dropped and never blamed on another test; the bundle
/// exits with a failure status because of them.
enum LateIssueReporter {
    private static let counter = LateIssueCounter()

    /// How many late issues this process has seen.
    static var count: Int { counter.value }

    static func report(_ issue: XCTIssue, testName: String?) {
        counter.increment()
        let location = issue.sourceCodeContext.location
        let owner = testName.map { "'\($0)', which had already finished" } ?? "no running test"
        let line =
            "\(location?.filePath ?? "<unknown>"):\(location?.lineNumber ?? 0): error: \(issue.compactDescription) "
            + "(recorded for \(owner); make sure work started by a test ends before it returns)"
        XCTestObservationCenter.shared.lateIssue(issue, testName: testName, consoleLine: line)
    }
}

private final class LateIssueCounter: @unchecked Sendable {
    // @unchecked: `storage` is read and written under `lock` only.
    private let lock = NSLock()
    private var storage = 0
    var value: Int { lock.withLock { storage } }
    func increment() { lock.withLock { storage += 1 } }
}
