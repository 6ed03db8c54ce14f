/// A key on the calculator's keypad.
public enum Key: Hashable, Sendable {
    case digit(Int)
    case decimalPoint
    case operation(Operation)
    case equals
    case clear
    case changeSign
    case percent
    case squareRoot

    /// Reads a key from its label, as printed on the keypad: `7`, `.`, `+`, `=`, `C`, `±`, `%`, `√`.
    public init?(label: String) {
        switch label {
        case let digit where digit.count == 1 && digit.first?.isNumber == true:
            guard let value = Int(digit) else { return nil }
            self = .digit(value)
        case ".": self = .decimalPoint
        case "=": self = .equals
        case "C": self = .clear
        case "±": self = .changeSign
        case "%": self = .percent
        case "√": self = .squareRoot
        default:
            guard let operation = Operation(symbol: label) else { return nil }
            self = .operation(operation)
        }
    }
}

/// A binary operation.
public enum Operation: String, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "×", divide = "÷"

    /// Reads an operation from its symbol (`*` and `/` are accepted too).
    public init?(symbol: String) {
        switch symbol {
        case "*": self = .multiply
        case "/": self = .divide
        default: self.init(rawValue: symbol)
        }
    }

    func apply(_ lhs: Double, _ rhs: Double) throws(CalculatorError) -> Double {
        switch self {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply: return lhs * rhs
        case .divide:
            guard rhs != 0 else { throw .divisionByZero }
            return lhs / rhs
        }
    }
}

/// What the calculator refuses to do.
public enum CalculatorError: Error, Equatable, Sendable {
    case divisionByZero
    case squareRootOfNegative
    case unknownKey(String)
}
