import Counter
import Testing

extension Tag {
    @Tag static var arithmetic: Self
}

@Suite struct SumTests {
    @Test(.tags(.arithmetic)) func sumOfIncrements() {
        #expect(increment(1) + increment(2) == 5)
    }

    /// A nested suite with a parameterized test: the navigator nests it under SumTests, and
    /// lists its cases under the test once it ran.
    @Suite struct Carry {
        @Test(arguments: [9, 19]) func carriesOver(_ value: Int) {
            #expect(increment(value) % 10 == 0)
        }
    }
}
