import Documents
import XCTest

/// Expectations that watch something: a notification, a predicate.
final class ObservingExpectationTests: XCTestCase {
    func testNotificationExpectation() {
        let posted = expectation(forNotification: Document.didOpen, object: nil)
        Document(name: "notifying").open { _ in }
        wait(for: [posted], timeout: 5)
    }

    func testNotificationHandlerChooses() {
        let wanted = expectation(forNotification: "DocumentDidOpen", object: nil) { notification in
            notification.userInfo?["name"] as? String == "wanted"
        }
        Document(name: "other").open { _ in
            Document(name: "wanted").open(after: 0.01) { _ in }
        }
        wait(for: [wanted], timeout: 5)
    }

    func testNotificationNeverPosted() {
        let silence = expectation(forNotification: Notification.Name("NeverPosted"))
        wait(for: [silence], timeout: 0.1) // @L:notification-timeout
    }

    func testNotificationExpectationClass() {
        let center = NotificationCenter()
        let posted = XCTNSNotificationExpectation(name: Notification.Name("Private"), object: nil, notificationCenter: center)
        XCTAssertEqual(posted.notificationName.rawValue, "Private")
        XCTAssertEqual(posted.expectationDescription, "Expect notification 'Private' from any object")
        DispatchQueue.global().async { center.post(name: Notification.Name("Private"), object: nil) }
        XCTAssertEqual(XCTWaiter.wait(for: [posted], timeout: 5), .completed)
    }

    func testPredicateExpectation() {
        let document = Document(name: "predicate")
        let opened = expectation(for: NSPredicate { object, _ in (object as? Document)?.isOpen == true }, evaluatedWith: document)
        document.open(after: 0.05) { _ in }
        wait(for: [opened], timeout: 5)
    }

    func testPredicateAlreadyTrue() {
        let always = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in true }, object: nil)
        XCTAssertEqual(XCTWaiter.wait(for: [always], timeout: 5), .completed)
    }
}
