import Calculator
import XCTest

/// Activities group a test's steps; issues and attachments recorded inside one carry the
/// names of the activities open at that moment.
final class ActivityTests: XCTestCase {
    func testNestedActivitiesNameTheirIssues() throws {
        // Evaluated outside: a `try` inside the activity's closure would make it throwing.
        let sum = try RPNCalculator.value(of: "3 4 +")
        let result = XCTContext.runActivity(named: "Evaluate 3 4 +") { _ in
            XCTContext.runActivity(named: "Check the top of the stack") { _ in
                XCTAssertEqual(sum, 8, "inside two activities")
                return 7
            }
        }
        XCTAssertEqual(result, 7)
    }

    func testAttachmentsAreReported() {
        // Harness has no public `XCTestCase.add(_:)` (it would shadow a global `add(…)` in
        // existing Linux suites): attachments go through an activity.
        XCTContext.runActivity(named: "Attach the expression") { activity in
            let attachment = XCTAttachment(string: "3 4 +")
            attachment.name = "expression"
            attachment.lifetime = .keepAlways
            activity.add(attachment)
        }
        XCTContext.runActivity(named: "Attach inside an activity") { activity in
            let result = XCTAttachment(string: "7.0")
            result.name = "result"
            result.lifetime = .keepAlways
            activity.add(result)
        }
    }
}
