/// A running total of entries, kept in the order they were added.
public struct Ledger: Sendable {
    public private(set) var entries: [Int] = []

    public init() {}

    public mutating func add(_ amount: Int) {
        entries.append(amount)
    }

    public var total: Int { entries.reduce(0, +) }
}
