import Testing

@testable import XCTest

/// The names a mistyped filter's error suggests.
@Suite("NameSuggestions: the names nearest a mistyped filter")
struct NameSuggestionsTests {
    static let names = ["M.ParserTests/testEmpty", "M.ParserTests/testNested", "M.LexerTests/testEmpty"]

    @Test("a typo's nearest names come first, and far names are left out")
    func typo() {
        let nearest = NameSuggestions.nearest(to: "M.ParserTests/testNestd", in: Self.names)
        #expect(nearest.first == "M.ParserTests/testNested")
        #expect(!nearest.contains("M.LexerTests/testEmpty"))
    }

    @Test("a bare method, a class without its module or a prefix is close to every name it could mean")
    func partialNames() {
        #expect(
            NameSuggestions.nearest(to: "testEmpty", in: Self.names) == [
                "M.LexerTests/testEmpty", "M.ParserTests/testEmpty",
            ])
        #expect(NameSuggestions.nearest(to: "m.lexer", in: Self.names) == ["M.LexerTests/testEmpty"])
    }

    @Test("at most `limit` names, and none for text close to nothing")
    func limits() {
        #expect(NameSuggestions.nearest(to: "M.", in: Self.names, limit: 2).count == 2)
        #expect(NameSuggestions.nearest(to: "Quite/different", in: Self.names).isEmpty)
    }
}
