import Foundation
import XCTest

/// Passes in its first two repetitions and fails in the third, counted in the file that
/// `RUNNER_SUITE_REPETITION_COUNTER` names: `--repeat-until-failure` must stop exactly there,
/// and plain `--repeat` must go on. Without the variable it simply passes.
final class RepetitionTests: XCTestCase {
    func testFailsInTheThirdRepetition() throws {
        guard let counter = ProcessInfo.processInfo.environment["RUNNER_SUITE_REPETITION_COUNTER"] else { return }
        let previous = (try? String(contentsOfFile: counter, encoding: .utf8)).flatMap { Int($0) } ?? 0
        try String(previous + 1).write(toFile: counter, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(previous + 1, 3, "the third repetition fails")
    }
}
