import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// The toolchain's XCTest keeps only what follows a name's last dot in `--dump-tests-json`; its
/// `--list-tests` lines, slashes for dots, give the name whole.
struct BundleListerNamesTests {
    @Test("a method the JSON cut at its last dot takes its name from the line listing")
    func exactNames() {
        let listed = [
            TestClass(
                module: "RawTests", name: "NameTests",
                methods: ["a name, with a comma", "in it", "a name with spaces", "testPlain", "testPlain"]),
            TestClass(module: "RawTests", name: "Other", methods: ["testA"]),
        ]
        let lines = [
            "Listing 6 tests in debug.xctest:", "",
            "RawTests.NameTests/a name, with a comma", "RawTests.NameTests/a name with a dot/in it",
            "RawTests.NameTests/a name with spaces", "RawTests.NameTests/testPlain", "RawTests.NameTests/testPlain",
            "RawTests.Other/testA",
        ]
        let exact = BundleLister.exactMethodNames(listed, listing: lines)
        #expect(
            exact[0].methods == [
                "a name, with a comma", "a name with a dot.in it", "a name with spaces", "testPlain", "testPlain",
            ])
        #expect(exact[1] == listed[1])
    }

    /// A BDD framework's `XCTMain` call hands each spec over as its base class: the class is
    /// listed once per spec, and an example may have an empty name (the line is the class alone,
    /// the JSON gives the class's name).
    @Test("a class listed once per spec and an empty name take their names from the lines, in order")
    func repeatedClassAndEmptyName() {
        let listed = [
            TestClass(module: "Q", name: "QuickSpec", methods: ["currentSpec() returns the current spec", "current"]),
            TestClass(module: "Q", name: "QuickSpec", methods: ["QuickSpec", "reads a/b paths", "in it"]),
        ]
        let lines = [
            "Listing 5 tests in debug.xctest:", "", "Q.QuickSpec/currentSpec() returns the current spec",
            "Q.QuickSpec/returns nil when asking for AsyncSpec/current", "Q.QuickSpec", "Q.QuickSpec/reads a/b paths",
            "Q.QuickSpec/version 1/in it",
        ]
        let exact = BundleLister.exactMethodNames(listed, listing: lines)
        #expect(
            exact.map(\.methods) == [
                ["currentSpec() returns the current spec", "returns nil when asking for AsyncSpec.current"],
                ["", "reads a/b paths", "version 1.in it"],
            ])
    }

    @Test("a listing that does not line up with the JSON changes nothing")
    func mismatch() {
        let listed = [TestClass(module: "M", name: "C", methods: ["in it", "testB"])]
        #expect(BundleLister.exactMethodNames(listed, listing: ["M.C/a dot/in it"]) == listed)
        #expect(BundleLister.exactMethodNames(listed, listing: ["M.C/x/y", "M.C/testB"]) == listed)
    }
}
