import Counter
import Testing

extension Tag {
    @Tag static var arithmetic: Self
}

@Suite struct SumTests {
    @Test(.tags(.arithmetic)) func sumOfIncrements() {
        #expect(increment(1) + increment(2) == 5)
    }
}
