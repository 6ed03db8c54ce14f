import XCTest

/// `executionTimeAllowance` overridden as Apple's XCTest allows: its declaration is a
/// settable `TimeInterval` property, so an override has a getter and a setter. The override
/// wins over the bundle's default (rounded up to whole minutes, as Apple does): run with
/// `HARNESS_EXECUTION_TIME_ALLOWANCE=0.5`, the test outlives that default and still passes.
final class ExecutionTimeAllowanceTests: XCTestCase {
    override var executionTimeAllowance: TimeInterval {
        get { 5 }
        set {}
    }

    func testOverriddenAllowanceIsHonoured() {
        XCTAssertEqual(executionTimeAllowance, 5)
        let bundleDefault = ProcessInfo.processInfo.environment["HARNESS_EXECUTION_TIME_ALLOWANCE"].flatMap(Double.init)
        if let bundleDefault {
            Thread.sleep(forTimeInterval: bundleDefault * 3)
        }
    }
}
