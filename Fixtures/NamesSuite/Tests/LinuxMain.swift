import XCTest

@testable import NamesSuiteTests

let specs: [BaseSpec.Type] = [CurrentSpec.self, WeatherSpec.self]

XCTMain(
    [
        testCase(NameTests.allTests),
        testCase(SpecTests.allTests),
        testCase(PlainTests.allTests),
    ] + specs.map { testCase($0.allTests) })
