import HarnessWire
import Testing

/// The actions Harness's XCTest runs at a test's end: in the order added, once, their
/// failures gathered, given whether the test failed.
@Suite struct TestEndActionsTests {
    static let test = TestIdentifier(module: "M", className: "ServerTests", method: "testHealth")

    @Test func actionsRunInOrderOnceWithTheTestsVerdict() {
        let actions = TestEndActions(test: Self.test)
        actions.add { failed in ["first (failed: \(failed))"] }
        actions.add { _ in [] }
        actions.add { failed in ["third (failed: \(failed))"] }
        #expect(actions.run(testFailed: true) == ["first (failed: true)", "third (failed: true)"])
        #expect(actions.run(testFailed: false).isEmpty)
    }

    @Test func theRunningTestsActionsAreTheBoundOnes() async {
        #expect(TestEndActions.current == nil)
        let actions = TestEndActions(test: Self.test)
        let seen = await TestEndActions.$current.withValue(actions) { await Task { TestEndActions.current }.value }
        #expect(seen === actions)
    }
}
