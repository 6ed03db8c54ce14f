/// Why an ``RPNCalculator`` refused an expression.
public enum CalculatorError: Error, Equatable, Sendable {
    /// A token is neither a number nor a known operator.
    case unknownToken(String)
    /// An operator needed two operands and found fewer.
    case stackUnderflow(operator: String)
    /// The right operand of `/` was zero.
    case divisionByZero
}
