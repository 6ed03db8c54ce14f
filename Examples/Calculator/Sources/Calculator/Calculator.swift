/// A pocket calculator: keys in, display out, with the usual immediate-execution rules
/// (`2 + 3 × 4 =` shows 20, as on a pocket calculator, not 14).
///
/// ```swift
/// var calculator = Calculator()
/// try calculator.press("12+30=")
/// print(calculator.display)   // "42"
/// ```
public struct Calculator: Sendable {
    /// What the display shows.
    public private(set) var display = "0"

    private var accumulator: Double?
    private var pending: Operation?
    private var startsNewNumber = true

    public init() {}

    /// Presses one key.
    /// - Throws: ``CalculatorError`` for a division by zero or the root of a negative number;
    ///   the display then shows `Error` until cleared.
    public mutating func press(_ key: Key) throws(CalculatorError) {
        do {
            try apply(key)
        } catch {
            self = Calculator()
            display = "Error"
            throw error
        }
    }

    /// Presses each key of a string of labels, such as `"12+30="`.
    public mutating func press(_ labels: String) throws(CalculatorError) {
        for character in labels where !character.isWhitespace {
            guard let key = Key(label: String(character)) else { throw .unknownKey(String(character)) }
            try press(key)
        }
    }

    /// The display's value as a number.
    public var value: Double { Double(display) ?? 0 }

    private mutating func apply(_ key: Key) throws(CalculatorError) {
        switch key {
        case .digit(let digit):
            display = startsNewNumber || display == "0" ? String(digit) : display + String(digit)
            startsNewNumber = false
        case .decimalPoint:
            if startsNewNumber { display = "0" }
            if !display.contains(".") { display += "." }
            startsNewNumber = false
        case .operation(let operation):
            try evaluatePending()
            pending = operation
        case .equals:
            try evaluatePending()
            pending = nil
        case .clear:
            self = Calculator()
        case .changeSign:
            show(-value)
            startsNewNumber = false
        case .percent:
            show(value / 100)
        case .squareRoot:
            guard value >= 0 else { throw .squareRootOfNegative }
            show(value.squareRoot())
        }
    }

    private mutating func evaluatePending() throws(CalculatorError) {
        if let pending, let accumulator, !startsNewNumber {
            show(try pending.apply(accumulator, value))
        }
        accumulator = value
        startsNewNumber = true
    }

    private mutating func show(_ number: Double) {
        display = DisplayFormatter.string(for: number)
    }
}
