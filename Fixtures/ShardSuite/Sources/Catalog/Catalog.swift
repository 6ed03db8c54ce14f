/// A tiny library for the tests to call: a named item's price in cents.
public struct Catalog: Sendable {
    public var prices: [String: Int]

    public init(prices: [String: Int]) {
        self.prices = prices
    }

    /// The sum of the named items' prices; unknown names cost nothing.
    public func total(of names: [String]) -> Int {
        names.reduce(0) { $0 + (prices[$1] ?? 0) }
    }
}
