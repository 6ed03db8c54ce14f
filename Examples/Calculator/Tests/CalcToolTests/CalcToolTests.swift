import HarnessLaunch
import XCTest

/// The `calc` tool run as users run it, its output held to golden files in `Golden/`.
/// `HARNESS_RECORD=1 swift test --filter CalcToolTests` rewrites them after a deliberate change;
/// a plain run compares and fails with a line diff.
final class CalcToolTests: XCTestCase {
    func calc(_ arguments: String...) -> Program {
        var program = Program(product: "calc")
        program.launchArguments = arguments
        return program
    }

    func golden(_ name: String) -> GoldenFile {
        GoldenFile("Golden/\(name)", relativeTo: #filePath)
    }

    func testTapeShowsTheDisplayAfterEveryKey() async throws {
        let run = try await calc("--tape", "2+3×4=").run()
        XCTAssertEqual(run.status, 0)
        try golden("tape.txt").check(run.standardOutput)
    }

    func testScriptsFromStandardInput() async throws {
        let run = try await calc().run(input: "12+30=\n9÷3=\n144√\n")
        XCTAssertEqual(run.status, 0)
        try golden("scripts.txt").check(run.standardOutput)
    }

    func testDivisionByZeroFailsWithStatusOne() async throws {
        let run = try await calc("1÷0=").run()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "calc: 1÷0=: divisionByZero\n")
    }
}
