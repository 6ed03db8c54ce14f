import XCTest
@testable import Calculator

/// A paper tape that records results from a background printer: asynchronous work.
actor Tape {
    private(set) var lines: [String] = []
    func print(_ line: String) async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        lines.append(line)
    }
}

final class TapeTests: XCTestCase {
    func testTapeRecordsEachResult() async throws {
        let tape = Tape()
        var calculator = Calculator()
        for script in ["1+1=", "2×3="] {
            try calculator.press("C" + script)
            await tape.print(calculator.display)
        }
        let lines = await tape.lines
        XCTAssertEqual(lines, ["2", "6"])
    }

    func testTapeSkipsWithoutPaper() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["CALCULATOR_PAPER"] == nil, "no paper loaded (set CALCULATOR_PAPER to run)")
    }
}
