/// The operators an ``RPNCalculator`` understands, spelled as they appear in an expression.
public enum BinaryOperation: String, CaseIterable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// Applies the operator; integer-valued division by zero is an error rather than infinity,
    /// because a calculator user expects to be told.
    public func apply(_ left: Double, _ right: Double) throws(CalculatorError) -> Double {
        switch self {
        case .add: return left + right
        case .subtract: return left - right
        case .multiply: return left * right
        case .divide:
            guard right != 0 else { throw .divisionByZero }
            return left / right
        }
    }
}
