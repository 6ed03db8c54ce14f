/// The order of a test method's life, as the toolchain's XCTest runs it:
/// `setUp() async`, `setUpWithError()`, `setUp()`, the method, tear-down blocks (last added
/// first), `tearDown()`, `tearDownWithError()`, `tearDown() async`. An `async` set-up or
/// tear-down the class does not override is the empty base method and is skipped.
///
/// An error thrown in set-up is recorded and skips the method (tear-down still runs);
/// `XCTSkip` skips without a failure. Both match the toolchain's XCTest on Linux, which also
/// counts a method whose set-up threw as skipped.
extension XCTestCase {
    func performSetUpSequence() {
        if AsyncLifecycleOverrides.of(type(of: self)).setUp {
            runStep(.setUp) { try AsyncBridge.run { try await self.setUp() } }
        }
        runStep(.setUp) { try self.setUpWithError() }
        runStep(.setUp) { self.setUp() }
    }

    func performTestMethod() {
        guard skip == nil else { return }
        runStep(.body) { try self.testClosure(self) }
    }

    func performTearDownSequence() {
        for block in teardownBlocks.takeAll().reversed() {
            runStep(.tearDown) {
                switch block {
                case .sync(let body): body()
                case .async(let body): try AsyncBridge.run(body)
                }
            }
        }
        runStep(.tearDown) { self.tearDown() }
        runStep(.tearDown) { try self.tearDownWithError() }
        if AsyncLifecycleOverrides.of(type(of: self)).tearDown {
            runStep(.tearDown) { try AsyncBridge.run { try await self.tearDown() } }
        }
    }

    enum Phase { case setUp, body, tearDown }

    /// Runs one step. A thrown error becomes a failure, a skip, or both, by phase; a failure
    /// under `continueAfterFailure == false` abandons the step and the sequence goes on.
    private func runStep(_ phase: Phase, _ step: @escaping () throws -> Void) {
        let outcome = StepOutcome()
        Interruption.run(in: context) {
            do { try step() } catch { outcome.error = error }
        }
        if let error = outcome.error { handle(error, during: phase) }
    }

    /// What a step threw; a class so that an interrupted step leaves it consistent.
    private final class StepOutcome {
        var error: (any Error)?
    }

    private func handle(_ error: any Error, during phase: Phase) {
        if error.xct_shouldRecordAsTestFailure {
            IssueRecorder.recordThrown(error, in: self)
        }
        switch phase {
        case .setUp where error.xct_shouldSkipTestInvocation:
            if skip == nil { skip = (error as? XCTSkip) ?? XCTSkip(error: error) }
        case .body where error.xct_shouldRecordAsTestSkip:
            if skip == nil { skip = (error as? XCTSkip) ?? XCTSkip(error: error) }
        default:
            break
        }
    }
}
