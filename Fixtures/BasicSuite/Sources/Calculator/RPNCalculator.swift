/// Evaluates arithmetic written in reverse Polish notation, such as `"3 4 + 2 *"`.
///
/// Small on purpose: it gives the fixture's tests real behaviour to check (values, errors,
/// state between calls) without making the fixture slow to build.
public struct RPNCalculator: Sendable {
    /// Values pushed and not yet consumed, bottom first.
    public private(set) var stack: [Double] = []

    /// Creates an empty calculator.
    public init() {}

    /// Whether nothing is on the stack.
    public var isEmpty: Bool { stack.isEmpty }

    /// The value on top of the stack, if any.
    public var top: Double? { stack.last }

    /// Pushes every token of `expression` in turn and returns the value left on top.
    ///
    /// - Throws: ``CalculatorError`` for an unknown token, too few operands, or division by zero.
    @discardableResult
    public mutating func evaluate(_ expression: String) throws(CalculatorError) -> Double {
        for token in expression.split(separator: " ") {
            try push(String(token))
        }
        guard let result = stack.last else { throw .stackUnderflow(operator: "=") }
        return result
    }

    /// Evaluates `expression` on a new calculator and returns its value.
    public static func value(of expression: String) throws(CalculatorError) -> Double {
        var calculator = RPNCalculator()
        return try calculator.evaluate(expression)
    }

    /// Pushes a number, or applies an operator to the two values on top of the stack.
    public mutating func push(_ token: String) throws(CalculatorError) {
        if let number = Double(token) {
            stack.append(number)
            return
        }
        guard let operation = BinaryOperation(rawValue: token) else {
            throw .unknownToken(token)
        }
        guard stack.count >= 2 else { throw .stackUnderflow(operator: token) }
        let right = stack.removeLast()
        let left = stack.removeLast()
        stack.append(try operation.apply(left, right))
    }

    /// Empties the stack.
    public mutating func clear() {
        stack.removeAll()
    }
}
