import Doubler
import XCTest

final class PendingSpec: MiniSpec {
    override class func spec() {
        it("doubles") { XCTAssertEqual(double(2), 4) }
        xit("is pending") { XCTFail("a pending example never runs") }
        it("skips itself") { throw XCTSkip("not today") }
    }
}

final class FocusedSpec: MiniSpec {
    override class func spec() {
        fit("runs in the focus") { XCTAssertEqual(double(1), 2) }
        it("sits outside the focus") { XCTFail("outside the focus, never run") }
        fit("runs in the focus too") {}
    }
}

final class UnfocusedSpec: MiniSpec {
    override class func spec() {
        it("runs when nothing is focused") {}
        it("runs when nothing is focused either") {}
    }
}

enum SpecError: Error {
    case broken
}

final class FailingSpec: MiniSpec {
    override class func spec() {
        it("fails") { XCTAssertEqual(double(2), 5, "the nested example's own failure") }
        it("throws") { throw SpecError.broken }
        it("passes") {}
    }
}

/// Counts the test cases it hears of: an observer of the outer test's own, suspended or not
/// around a nested run.
final class StartCounter: XCTestObservation {
    var started = 0

    func testCaseWillStart(_ testCase: XCTestCase) { started += 1 }
}

/// Tests that run spec classes inside themselves and check what the nested run counted.
final class SpecRunTests: XCTestCase {
    func testPendingExamplesAreSkipped() {
        let run = runSpecs([PendingSpec.self])
        print(countsLine("pending", run))
        XCTAssertEqual(run.executionCount, 3)
        XCTAssertEqual(run.skipCount, 2)
        XCTAssertTrue(run.hasSucceeded)
    }

    /// The focus depends on the specs gathered before: read first, the focused spec turns the
    /// unfocused one's examples into skips; read first, the unfocused spec runs them.
    func testFocusDependsOnTheOrderTheSpecsAreRead() {
        let focusedFirst = runSpecs([FocusedSpec.self, UnfocusedSpec.self])
        print(countsLine("focused first", focusedFirst))
        XCTAssertEqual(focusedFirst.executionCount - focusedFirst.skipCount, 2)
        let unfocusedFirst = runSpecs([UnfocusedSpec.self, FocusedSpec.self])
        print(countsLine("unfocused first", unfocusedFirst))
        XCTAssertEqual(unfocusedFirst.executionCount - unfocusedFirst.skipCount, 4)
    }

    func testFailuresStayInTheNestedRun() {
        let run = runSpecs([FailingSpec.self])
        print(countsLine("failing", run))
        XCTAssertEqual(run.failureCount, 1)
        XCTAssertEqual(run.unexpectedExceptionCount, 1)
        XCTAssertFalse(run.hasSucceeded)
    }

    /// An observer the test registered hears of the nested cases, unless it is suspended.
    func testSuspendedObserversHearNothing() {
        let counter = StartCounter()
        XCTestObservationCenter.shared.addTestObserver(counter)
        defer { XCTestObservationCenter.shared.removeTestObserver(counter) }
        _ = runSpecs([PendingSpec.self])
        let heard = counter.started
        _ = runSpecs([PendingSpec.self], suspending: [counter])
        print("nested observation: heard \(heard) cases, then \(counter.started - heard) while suspended")
        XCTAssertEqual(heard, 3)
        XCTAssertEqual(counter.started, heard)
    }
}
