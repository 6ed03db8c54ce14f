import Foundation
import XCTest

/// Slow, uneven tests: each sleeps as long as its name says (milliseconds).
final class IndexTests: XCTestCase {
    func testStep00Sleeps5() { Thread.sleep(forTimeInterval: 0.005) }
    func testStep01Sleeps6() { Thread.sleep(forTimeInterval: 0.006) }
    func testStep02Sleeps7() { Thread.sleep(forTimeInterval: 0.007) }
    func testStep03Sleeps8() { Thread.sleep(forTimeInterval: 0.008) }
    func testStep04Sleeps9() { Thread.sleep(forTimeInterval: 0.009) }
    func testStep05Sleeps10() { Thread.sleep(forTimeInterval: 0.01) }
    func testStep06Sleeps11() { Thread.sleep(forTimeInterval: 0.011) }
    func testStep07Sleeps12() { Thread.sleep(forTimeInterval: 0.012) }
    func testStep08Sleeps13() { Thread.sleep(forTimeInterval: 0.013) }
    func testStep09Sleeps14() { Thread.sleep(forTimeInterval: 0.014) }
}
