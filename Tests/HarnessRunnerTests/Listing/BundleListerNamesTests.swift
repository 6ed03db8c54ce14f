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

    @Test("a listing that does not line up with the JSON changes nothing")
    func mismatch() {
        let listed = [TestClass(module: "M", name: "C", methods: ["in it", "testB"])]
        #expect(BundleLister.exactMethodNames(listed, listing: ["M.C/a dot/in it"]) == listed)
        #expect(BundleLister.exactMethodNames(listed, listing: ["M.C/x/y", "M.C/testB"]) == listed)
    }
}
