import Foundation
import Testing

@testable import HarnessRunner

/// The traits event stream version 0 leaves out, read from the attribute the listing points at.
struct SwiftTestingSourceTraitsTests {
    /// Not tests of this suite: the text of a source file, whose attributes the tests below find
    /// by line and column, as the lister does for a listing's records.
    static let source = """
        import Testing

        @Suite(.serialized, .tags(.slow)) struct Serial {
            @Test(.timeLimit(.minutes(2))) func bounded() {}
            @Test func plain() {}
            @Suite struct Inner { @Test(
                "spread over lines",
                .timeLimit( .minutes( 1 ) )
            ) func deep() {} }
        }
        /// Not serialized: `.serialized` is only mentioned in this comment.
        @Suite("Parallel") struct Parallel { @Tests var notAnAttribute = 0 }
        """

    @Test(
        arguments: [
            (3, 1, "@Suite", true, nil),
            (4, 5, "@Test", false, 120),
            (5, 5, "@Test", false, nil),
            (6, 5, "@Suite", false, nil),
            (6, 27, "@Test", false, 60),
            (12, 1, "@Suite", false, nil),
        ] as [(Int, Int, String, Bool, Double?)])
    func readsTheAttributeAtTheListedPlace(line: Int, column: Int, attribute: String, serialized: Bool, limit: Double?)
    {
        let traits = SwiftTestingSourceTraits.read(
            source: Self.source, line: line, column: column, attribute: attribute)
        #expect(traits.isSerialized == serialized)
        #expect(traits.timeLimit == limit)
    }

    /// Without a column (or a wrong one), the nearest attribute before the line's end counts.
    @Test func withoutAColumnTheNearestAttributeBeforeTheLinesEndCounts() {
        #expect(SwiftTestingSourceTraits.read(source: Self.source, line: 3, attribute: "@Suite").isSerialized)
        #expect(SwiftTestingSourceTraits.read(source: Self.source, line: 4, attribute: "@Test").timeLimit == 120)
        #expect(SwiftTestingSourceTraits.read(source: Self.source, line: 9, attribute: "@Test").timeLimit == 60)
        // `@Tests` is another attribute's name: line 12 holds no `@Test`, and line 9's is the nearest.
        #expect(SwiftTestingSourceTraits.read(source: Self.source, line: 12, attribute: "@Test").timeLimit == 60)
    }
}
