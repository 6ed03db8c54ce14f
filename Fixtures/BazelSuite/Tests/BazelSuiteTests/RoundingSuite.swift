import Foundation
import Ledger
import Testing

/// Ten Swift Testing tests of rounding.
@Suite struct RoundingSuite {
    @Test func toTen() { #expect(Ledger(balance: 14).rounded(to: 10) == 10) }
    @Test func halfUp() { #expect(Ledger(balance: 15).rounded(to: 10) == 20) }
    @Test func negativeHalf() { #expect(Ledger(balance: -15).rounded(to: 10) == -20) }
    @Test func exact() { #expect(Ledger(balance: 300).rounded(to: 100) == 300) }
    @Test func toHundred() { #expect(Ledger(balance: 149).rounded(to: 100) == 100) }
    @Test func up() { #expect(Ledger(balance: 151).rounded(to: 100) == 200) }
    @Test func zero() { #expect(Ledger().rounded(to: 5) == 0) }
    @Test func unitOne() { #expect(Ledger(balance: 7).rounded(to: 1) == 7) }
    @Test func smallNegative() { #expect(Ledger(balance: -4).rounded(to: 10) == 0) }
    @Test func big() { #expect(Ledger(balance: 1_049).rounded(to: 100) == 1_000) }
}
