import XCTest

@testable import NamesSuiteTests

XCTMain([
    testCase(NameTests.allTests),
    testCase(SpecTests.allTests),
    testCase(PlainTests.allTests),
])
