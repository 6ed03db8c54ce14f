import Foundation
import XCTest

/// Slow, uneven tests: each sleeps as long as its name says (milliseconds).
final class SyncTests: XCTestCase {
    func testStep00Sleeps10() { Thread.sleep(forTimeInterval: 0.01) }
    func testStep01Sleeps15() { Thread.sleep(forTimeInterval: 0.015) }
    func testStep02Sleeps20() { Thread.sleep(forTimeInterval: 0.02) }
    func testStep03Sleeps25() { Thread.sleep(forTimeInterval: 0.025) }
    func testStep04Sleeps30() { Thread.sleep(forTimeInterval: 0.03) }
    func testStep05Sleeps35() { Thread.sleep(forTimeInterval: 0.035) }
    func testStep06Sleeps40() { Thread.sleep(forTimeInterval: 0.04) }
    func testStep07Sleeps20() { Thread.sleep(forTimeInterval: 0.02) }
    func testStep08Sleeps25() { Thread.sleep(forTimeInterval: 0.025) }
    func testStep09Sleeps30() { Thread.sleep(forTimeInterval: 0.03) }
}
