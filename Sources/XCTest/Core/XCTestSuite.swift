/// A named collection of tests run one after the other: the bundle, a test class, or any
/// grouping you build yourself.
///
/// ```swift
/// let suite = XCTestSuite(name: "Selected")
/// suite.addTest(ParserTests.defaultTestSuite)
/// suite.run()
/// ```
open class XCTestSuite: XCTest {
    /// The tests of the suite, in the order they run.
    open private(set) var tests: [XCTest] = []

    private let suiteName: String

    open override var name: String { suiteName }

    open override var testCaseCount: Int {
        tests.reduce(0) { $0 + $1.testCaseCount }
    }

    open override var testRunClass: AnyClass? { XCTestSuiteRun.self }

    /// Creates an empty suite.
    public init(name: String) {
        suiteName = name
    }

    /// Appends a test to the suite.
    open func addTest(_ test: XCTest) {
        tests.append(test)
    }

    open override func perform(_ run: XCTestRun) {
        guard let suiteRun = run as? XCTestSuiteRun else {
            fatalError("XCTestSuite.perform(_:) needs an XCTestSuiteRun, not \(type(of: run))")
        }
        suiteRun.start()
        setUp()
        for test in tests {
            test.run()
            if let childRun = test.testRun {
                suiteRun.addTestRun(childRun)
            }
        }
        tearDown()
        suiteRun.stop()
    }
}
