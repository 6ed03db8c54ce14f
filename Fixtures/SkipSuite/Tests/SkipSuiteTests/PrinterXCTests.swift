import Printing
import XCTest

/// XCTest skips: with a message, with a condition and a message, without a message.
final class PrinterXCTests: XCTestCase {
    func testPagesOfOneLine() {
        XCTAssertEqual(Printer(isOnline: true).pages(for: "hello"), 1)
    }

    func testPrintsWhenOnline() throws {
        throw XCTSkip("the printer is offline")
    }

    func testPrintsInColour() throws {
        try XCTSkipIf(true, "no colour cartridge")
    }

    func testPrintsTwoSided() throws {
        throw XCTSkip()
    }
}
