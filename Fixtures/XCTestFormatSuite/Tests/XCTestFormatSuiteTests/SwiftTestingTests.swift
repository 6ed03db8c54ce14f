import Tally
import Testing

// Swift Testing tests of every kind its console prints differently, beside the XCTest classes:
// `swift test` prints their part after XCTest's, and `harness test --format xctest` must too.
// None prints: Swift Testing's console says nothing of a test's output, which lands wherever the
// process's buffer is flushed. No warning (`Issue.record(_:severity: .warning)`) yet: the event
// stream's version 0, which the runner reads, does not carry warnings (Runner.md).

struct Oops: Error {}

@Test func sums() { #expect(add(1, 2) == 3) }
@Test func sumsWrongly() { #expect(add(1, 2) == 4, "sum") }
@Test("A test with a display name") func named() {}
@Test func throwsAnError() throws { throw Oops() }
@Test(.disabled("not here")) func disabled() {}
@Test func knownIssue() { withKnownIssue("tracked elsewhere") { #expect(add(1, 1) == 3) } }
@Test(arguments: [1, 2, 3]) func notTwo(n: Int) { #expect(n != 2) }

@Suite struct Outer {
    @Test func inner() {}
    @Suite("A named suite") struct Inner {
        @Test func deep() { #expect(add(2, 2) == 5) }
    }
}
