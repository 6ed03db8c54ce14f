import XCTest

/// Observers as Apple's XCTest notifies them: an observer that implements the issue method
/// (`testCase(_:didRecord:)`) gets every failure there only, even when it also implements the
/// older description method; an observer with only the older method gets it there.
final class ObservationTests: XCTestCase {
    final class BothMethodsObserver: NSObject, XCTestObservation, @unchecked Sendable {
        var descriptions: [String] = []
        var issues: [String] = []
        func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
            descriptions.append(description)
        }
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
            issues.append(issue.compactDescription)
        }
    }

    final class DescriptionOnlyObserver: NSObject, XCTestObservation, @unchecked Sendable {
        var descriptions: [String] = []
        func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
            descriptions.append(description)
        }
    }

    func testEachObserverIsToldOnce() {
        let both = BothMethodsObserver()
        let older = DescriptionOnlyObserver()
        XCTestObservationCenter.shared.addTestObserver(both)
        XCTestObservationCenter.shared.addTestObserver(older)
        XCTFail("observed failure")
        XCTestObservationCenter.shared.removeTestObserver(both)
        XCTestObservationCenter.shared.removeTestObserver(older)
        XCTAssertEqual(both.issues, ["failed - observed failure"])
        XCTAssertEqual(both.descriptions, [], "told through testCase(_:didRecord:) only")
        XCTAssertEqual(older.descriptions, ["failed - observed failure"])
    }

    /// Observers added and removed from many threads while the test records: the center's
    /// lists are guarded, so nothing crashes and nothing is lost.
    func testObserversChangeFromManyThreads() {
        let observers = (0..<8).map { _ in DescriptionOnlyObserver() }
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let observer = observers[index % observers.count]
            XCTestObservationCenter.shared.addTestObserver(observer)
            XCTestObservationCenter.shared.removeTestObserver(observer)
        }
        XCTAssertTrue(observers.allSatisfy { $0.descriptions.isEmpty })
    }
}
