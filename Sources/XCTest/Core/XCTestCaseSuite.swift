/// The suite of one test class: runs the class's `setUp()` before its first test and its
/// `tearDown()` after its last, as XCTest does.
final class XCTestCaseSuite: XCTestSuite {
    let testCaseClass: XCTestCase.Type

    init(testCaseClass: XCTestCase.Type, tests: [(String, XCTestCaseClosure)]) {
        self.testCaseClass = testCaseClass
        super.init(name: String(describing: testCaseClass))
        for (name, closure) in tests {
            addTest(testCaseClass.init(name: name, testClosure: closure))
        }
    }

    override func setUp() {
        TestContext.run(suite: self) { [testCaseClass] in testCaseClass.setUp() }
    }

    override func tearDown() {
        TestContext.run(suite: self) { [testCaseClass] in testCaseClass.tearDown() }
    }
}
