import Foundation
import XCTest

final class HangTests: XCTestCase {
    /// Waits ten minutes: the UI's end-to-end test stops it with the Stop button.
    func testHangs() {
        Thread.sleep(forTimeInterval: 600)
    }
}
