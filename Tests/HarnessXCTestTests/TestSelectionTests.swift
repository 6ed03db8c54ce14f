import Testing

@testable import XCTest

/// The filter a bundle receives (`Module.Class[/method],…`), matched as the toolchain's XCTest
/// matches it, plus Harness's `*` and `?` wildcards.
@Suite("TestSelection: which tests a bundle's filter selects")
struct TestSelectionTests {
    @Test("a class selects all its methods; a method selects itself alone")
    func exactItems() {
        let selection = TestSelection(["M.A", "M.B/testOne"])
        #expect(selection.includes(qualifiedClass: "M.A", method: "testAnything"))
        #expect(selection.includes(qualifiedClass: "M.B", method: "testOne"))
        #expect(!selection.includes(qualifiedClass: "M.B", method: "testTwo"))
        #expect(!selection.includes(qualifiedClass: "N.A", method: "testAnything"))
    }

    @Test(
        "wildcards match either part, and a class pattern without a method matches every method",
        arguments: [
            ("M.*", "M.Anything", "testX", true),
            ("M.A/test?", "M.A", "testX", true),
            ("M.A/test?", "M.A", "testXY", false),
            ("*/testSlow*", "M.A", "testSlowPath", true),
            ("*/testSlow*", "M.A", "testFast", false),
            ("M.?", "M.AB", "testX", false),
        ])
    func wildcards(item: String, qualifiedClass: String, method: String, selected: Bool) {
        #expect(TestSelection([item]).includes(qualifiedClass: qualifiedClass, method: method) == selected)
    }

    @Test("an item with an empty part, a stray dot or two slashes is malformed; good ones are not")
    func malformed() {
        #expect(TestSelection.malformedItem(in: ["M.A", "M.A/", "M.B"]) == "M.A/")
        #expect(TestSelection.malformedItem(in: [".A/testX"]) == ".A/testX")
        #expect(TestSelection.malformedItem(in: ["M./testX"]) == "M./testX")
        #expect(TestSelection.malformedItem(in: ["M.A/b/c"]) == "M.A/b/c")
        #expect(TestSelection.malformedItem(in: ["M.A", "M.A/testX", "M.*/test?"]) == nil)
    }

    @Test("the items that select no known test are named, in the order given")
    func unmatched() {
        let names = ["M.A/testOne", "M.A/testTwo", "M.B/testThree"]
        let selection = TestSelection(["M.A", "M.C", "M.B/testThree", "M.B/testFour", "M.*/testT*", "Z.*"])
        #expect(selection.unmatchedItems(in: names) == ["M.C", "M.B/testFour", "Z.*"])
    }

    @Test("SwiftPM's '' (only Swift Testing tests matched) selects nothing")
    func nothingSentinel() {
        let selection = TestSelection([TestSelection.nothingSentinel])
        #expect(!selection.includes(qualifiedClass: "M.A", method: "testOne"))
    }
}

@Suite("Wildcard: shell-style * and ?")
struct WildcardTests {
    @Test(
        "matches as a shell does, with backtracking over *",
        arguments: [
            ("abc", "abc", true), ("abc", "abd", false), ("a*c", "abbbc", true), ("a*c", "ab", false),
            ("*", "", true), ("?", "", false), ("a*b*c", "axxbyyc", true), ("a*b*c", "axxbyy", false),
            ("*ab", "aab", true), ("**", "x", true), ("a?c", "abc", true), ("a?c", "ac", false),
        ])
    func matches(pattern: String, text: String, matched: Bool) {
        #expect(Wildcard.matches(pattern, text) == matched)
    }
}
