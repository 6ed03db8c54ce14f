import Calculator
import XCTest

/// A base test class whose test methods also run, unchanged, in each subclass: the subclass
/// only changes the expression the inherited tests evaluate.
class CalculatorContractTests: XCTestCase {
    /// The expression whose value the inherited tests check; subclasses override it.
    class var expression: (text: String, value: Double) { ("1 1 +", 2) }

    func testInheritedEvaluatesExpression() throws {
        var calculator = RPNCalculator()
        let expression = Self.expression
        XCTAssertEqual(try calculator.evaluate(expression.text), expression.value)
    }

    func testInheritedReportsClassName() {
        print("[inherited] running in \(type(of: self))")
    }
}

/// Runs the inherited tests with a longer expression, plus one of its own.
final class LongExpressionContractTests: CalculatorContractTests {
    override class var expression: (text: String, value: Double) { ("2 3 4 * + 2 /", 7) }

    func testOwnMethod() {
        XCTAssertEqual(Self.expression.value, 7)
    }
}

/// Runs the inherited tests with an expression whose expected value is wrong, so the
/// inherited method fails in this subclass only.
///
/// It declares a test method of its own on purpose: SwiftPM's test discovery on Linux finds a
/// class only through the test methods written in it, so a subclass with none at all would
/// not run, inherited methods or not.
final class WrongValueContractTests: CalculatorContractTests {
    override class var expression: (text: String, value: Double) { ("2 2 +", 5) }

    func testOwnMethod() {
        XCTAssertEqual(Self.expression.text, "2 2 +")
    }
}
