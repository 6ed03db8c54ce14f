import Shelf
import XCTest

/// A test-support library that imports XCTest itself, as many real packages have one.
public func XCTAssertShelved(
    _ title: String, on shelf: Shelf, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(shelf.titles.contains(title), "'\(title)' is not on the shelf", file: file, line: line)
}
