import XCTest

@testable import ShelfTests

// The entry point packages kept before SwiftPM discovered tests on Linux (Swift 5.4).
XCTMain([
    testCase(ShelfTests.allTests),
    testCase(LabelTests.allTests),
])
