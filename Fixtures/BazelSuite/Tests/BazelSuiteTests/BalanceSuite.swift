import Ledger
import Testing

/// Eleven Swift Testing tests in one suite: `--test_filter=BazelSuiteTests.BalanceSuite` runs
/// exactly these.
@Suite struct BalanceSuite {
    @Test func startsAtZero() { #expect(Ledger().balance == 0) }
    @Test func credit() { #expect(posting([250]) == 250) }
    @Test func debit() { #expect(posting([-250]) == -250) }
    @Test func creditThenDebit() { #expect(posting([500, -125]) == 375) }
    @Test func manySmall() { #expect(posting(Array(repeating: 1, count: 100)) == 100) }
    @Test func opening() { #expect(Ledger(balance: 42).balance == 42) }
    @Test func zeroPost() { #expect(posting([0]) == 0) }
    @Test func backToZero() { #expect(posting([7, -7]) == 0) }
    @Test func large() { #expect(posting([1_000_000_000, 1]) == 1_000_000_001) }
    @Test func alternating() { #expect(posting([1, -2, 3, -4]) == -2) }
    @Test func order() { #expect(posting([3, 2, 1]) == posting([1, 2, 3])) }

    private func posting(_ amounts: [Int]) -> Int {
        var ledger = Ledger()
        for amount in amounts { ledger.post(amount) }
        return ledger.balance
    }
}
