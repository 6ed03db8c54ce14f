import XCTest

/// What Xcode would run: the checks as one XCTest test. The bundle's own `main` never calls
/// `XCTMain`, so on Linux this class is built and never run.
final class TemperatureTests: XCTestCase {
    func testChecks() {
        XCTAssertEqual(Check.runAll(temperatureChecks()), 0)
    }
}
