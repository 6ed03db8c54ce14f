import Foundation
internal import HarnessWire
internal import Synchronization

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

private final class LateIssueCounter: Sendable {
    private let storage = Mutex(0)
    var value: Int { storage.withLock { $0 } }
    func increment() { storage.withLock { $0 += 1 } }
}
