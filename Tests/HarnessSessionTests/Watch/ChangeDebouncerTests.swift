import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// Bursts of file events become one change: after a quiet spell, or at the latest `longest`
/// after the first event.
struct ChangeDebouncerTests {
    @Test func aBurstEndsAfterTheQuietSpell() {
        var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
        debouncer.record("/p/A.swift", at: 10.00)
        debouncer.record("/p/A.swift", at: 10.01)
        debouncer.record("/p/B.swift", at: 10.03)
        #expect(debouncer.deadline == 10.08)
        #expect(debouncer.flush(at: 10.07) == nil)
        #expect(debouncer.flush(at: 10.08) == ["/p/A.swift", "/p/B.swift"])
        #expect(!debouncer.isPending)
        #expect(debouncer.deadline == nil)
        #expect(debouncer.flush(at: 20) == nil)
    }

    @Test func aWriterThatNeverPausesIsHeldBackAtMostLongest() {
        var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
        var time = 10.0
        while time < 11.5 {
            debouncer.record("/p/Generated.swift", at: time)
            time += 0.02
        }
        #expect(debouncer.deadline == 11)
        #expect(debouncer.flush(at: 11) == ["/p/Generated.swift"])
    }

    @Test func nothingRecordedMeansNothingToWaitFor() {
        var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
        #expect(!debouncer.isPending)
        #expect(debouncer.deadline == nil)
        #expect(debouncer.flush(at: 100) == nil)
    }
}
