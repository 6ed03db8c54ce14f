/// A reference type with identity and mutable state, for the identity assertions and for
/// showing that each test method gets a fresh instance of its test class.
public final class Counter: @unchecked Sendable {
    // @unchecked: the fixture's tests mutate a counter from one thread at a time only.
    /// How many times ``increment()`` was called.
    public private(set) var count = 0

    /// Creates a counter at zero.
    public init() {}

    /// Adds one and returns the new count.
    @discardableResult
    public func increment() -> Int {
        count += 1
        return count
    }
}
