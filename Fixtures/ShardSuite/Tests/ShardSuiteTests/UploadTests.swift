import Foundation
import XCTest

/// Slow, uneven tests: each sleeps as long as its name says (milliseconds).
final class UploadTests: XCTestCase {
    func testStep00Sleeps20() { Thread.sleep(forTimeInterval: 0.02) }
    func testStep01Sleeps25() { Thread.sleep(forTimeInterval: 0.025) }
    func testStep02Sleeps30() { Thread.sleep(forTimeInterval: 0.03) }
    func testStep03Sleeps35() { Thread.sleep(forTimeInterval: 0.035) }
    func testStep04Sleeps40() { Thread.sleep(forTimeInterval: 0.04) }
    func testStep05Sleeps45() { Thread.sleep(forTimeInterval: 0.045) }
    func testStep06Sleeps50() { Thread.sleep(forTimeInterval: 0.05) }
    func testStep07Sleeps55() { Thread.sleep(forTimeInterval: 0.055) }
    func testStep08Sleeps60() { Thread.sleep(forTimeInterval: 0.06) }
    func testStep09Sleeps65() { Thread.sleep(forTimeInterval: 0.065) }
}
