/// The skip line the model says a test prints.
struct ExpectedSkip: Sendable {
    /// The line of the test's source file it is attributed to; nil for `<unknown>:0`.
    var line: Int?
    /// The full text, from `Test skipped` on.
    var text: String
}
