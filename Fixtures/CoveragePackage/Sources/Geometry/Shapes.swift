// Line numbers matter: Tests/EndToEndTests/CoverageModel.swift names them.

/// Arithmetic on shapes, some of it tested, some not.
public enum Shapes {
    /// The area of a square.
    public static func square(_ side: Int) -> Int {
        side * side
    }

    /// The sign of a value, in words.
    public static func classify(_ value: Int) -> String {
        if value < 0 {
            return "negative"
        }
        return "non-negative"
    }

    /// No test calls this.
    public static func neverCalled() -> Int {
        let unused = 41
        return unused + 1
    }

    /// Only a test class's set-up calls this: covered, yet no test's own coverage.
    public static func unitName() -> String {
        "cm"
    }
}
