import Printing
import Testing

/// Swift Testing skips: disabled with a comment, by a condition with a comment, without one.
@Suite struct PrinterTests {
    @Test func pagesOfSixtyOneLines() {
        #expect(Printer(isOnline: true).pages(for: String(repeating: "line\n", count: 60)) == 2)
    }

    @Test(.disabled("waiting for the duplex unit")) func printsTwoSided() {}

    @Test(.enabled(if: false, "no network printer in CI")) func printsOverTheNetwork() {}

    @Test(.disabled()) func printsEnvelopes() {}
}
