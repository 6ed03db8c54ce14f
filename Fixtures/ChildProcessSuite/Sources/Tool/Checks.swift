/// The code under test: a check that traps on bad input, as `precondition` does.
public enum Checks {
    /// `value`, which must not be negative (a negative value stops the process).
    public static func nonNegative(_ value: Int) -> Int {
        precondition(value >= 0, "negative value \(value)")
        return value
    }
}
