import Foundation

/// What `waitForExpectations(timeout:handler:)` calls its handler with: nil if the wait
/// completed, an ``XCTestError`` otherwise.
public typealias XCWaitCompletionHandler = ((any Error)?) -> Void

/// Creating and waiting for expectations inside a test.
///
/// ```swift
/// func testFetch() async throws {
///     let loaded = expectation(description: "loaded")
///     loader.fetch { loaded.fulfill() }
///     await fulfillment(of: [loaded], timeout: 2)
/// }
/// ```
///
/// Expectations made here belong to the test: one never waited for fails the test when it
/// ends, and fulfilling one more often than expected is a failure.
extension XCTestCase {
    /// Creates an expectation that this test must wait for.
    @discardableResult
    public func expectation(description: String, file: StaticString = #filePath, line: Int = #line) -> XCTestExpectation
    {
        vend(XCTestExpectation(description: description, file: file, line: line))
    }

    /// Creates an expectation fulfilled when `notificationName` is posted (from `object`, if
    /// given) and `handler`, if given, returns true for the notification.
    @discardableResult
    public func expectation(
        forNotification notificationName: Notification.Name, object: Any? = nil,
        notificationCenter: NotificationCenter = .default, file: StaticString = #filePath, line: Int = #line,
        handler: XCTNSNotificationExpectation.Handler? = nil
    ) -> XCTestExpectation {
        let expectation = XCTNSNotificationExpectation(
            name: notificationName, object: object, notificationCenter: notificationCenter, file: file, line: line)
        expectation.handler = handler
        return vend(expectation)
    }

    /// Creates an expectation fulfilled when the notification named `notificationName` is posted.
    @discardableResult
    public func expectation(
        forNotification notificationName: String, object: Any? = nil, notificationCenter: NotificationCenter = .default,
        file: StaticString = #filePath, line: Int = #line, handler: XCTNSNotificationExpectation.Handler? = nil
    ) -> XCTestExpectation {
        expectation(
            forNotification: Notification.Name(rawValue: notificationName), object: object,
            notificationCenter: notificationCenter, file: file, line: line, handler: handler)
    }

    /// Creates an expectation fulfilled once `predicate` holds for `object` (and `handler`,
    /// if given, returns true). The predicate is evaluated while the test waits.
    @discardableResult
    public func expectation(
        for predicate: NSPredicate, evaluatedWith object: Any? = nil, file: StaticString = #filePath, line: Int = #line,
        handler: XCTNSPredicateExpectation.Handler? = nil
    ) -> XCTestExpectation {
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: object, file: file, line: line)
        expectation.handler = handler
        return vend(expectation)
    }

    /// Blocks until `expectations` are fulfilled or `timeout` seconds pass; a failed wait
    /// fails the test. Work sent to the main queue keeps running meanwhile.
    @available(*, noasync, message: "Use await fulfillment(of:timeout:enforceOrder:) instead.")
    public func wait(
        for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) {
        let state = asyncState
        _ = XCTWaiter(delegate: self).blockingWait(
            for: expectations, timeout: timeout, enforceOrder: enforceOrder, location: WaitLocation(file, line),
            beforeReporting: { state.cleanUp(expectations) })
    }

    /// Suspends until `expectations` are fulfilled or `timeout` seconds pass; a failed wait
    /// fails the test. No thread is blocked.
    @available(macOS 12.0, *)
    public nonisolated(nonsending) func fulfillment(
        of expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool = false,
        file: StaticString = #filePath, line: Int = #line
    ) async {
        await XCTWaiter(delegate: self).fulfillment(
            of: expectations, timeout: timeout, enforceOrder: enforceOrder, file: file, line: line)
        asyncState.cleanUp(expectations)
    }

    /// Waits for every expectation this test has made and not yet waited for, then calls
    /// `handler` with nil, or with an ``XCTestError`` if the wait did not complete.
    @MainActor @preconcurrency
    public func waitForExpectations(
        timeout: TimeInterval, file: StaticString = #filePath, line: Int = #line,
        handler: XCWaitCompletionHandler? = nil
    ) {
        let location = WaitLocation(file, line)
        let state = asyncState
        guard state.beginWaitingForAll() else {
            ExpectationIssues.recordMisuse(
                "API violation - calling wait on test case while already waiting.", at: location, in: context)
            return
        }
        let expectations = state.expectations
        guard !expectations.isEmpty else {
            state.endWaitingForAll()
            ExpectationIssues.recordMisuse(
                "API violation - call made to wait without any expectations having been set.", at: location, in: context
            )
            return
        }
        let result = XCTWaiter(delegate: self).blockingWait(
            for: expectations, timeout: timeout, enforceOrder: false, location: location,
            beforeReporting: {
                state.endWaitingForAll()
                state.cleanUp(expectations)
            })
        handler?(result == .completed ? nil : XCTestError(.timeoutWhileWaiting))
    }

    /// Registers an expectation made by a convenience method with this test.
    private func vend(_ expectation: XCTestExpectation) -> XCTestExpectation {
        expectation.assertForOverFulfill = true
        asyncState.add(expectation)
        return expectation
    }
}
