/// A tiny library for the tests to call: a running balance in cents.
public struct Ledger: Sendable {
    public private(set) var balance: Int

    public init(balance: Int = 0) {
        self.balance = balance
    }

    /// Adds `cents` (negative for a debit).
    public mutating func post(_ cents: Int) {
        balance += cents
    }

    /// The balance rounded to whole units of `unit` cents, halves away from zero.
    public func rounded(to unit: Int) -> Int {
        let half = unit / 2
        let magnitude = (abs(balance) + half) / unit * unit
        return balance < 0 ? -magnitude : magnitude
    }
}
