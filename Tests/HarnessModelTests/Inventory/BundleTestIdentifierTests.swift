import Foundation
import HarnessWire
import Testing

@testable import HarnessModel

/// The one identity of a test across bundles, and its text, which the run history stores.
struct BundleTestIdentifierTests {
    static let carry = BundleTestIdentifier(
        bundle: "MathPackageTests",
        id: TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry"))
    static let topLevel = BundleTestIdentifier(
        bundle: "MathPackageTests", id: TestIdentifier(module: "MathTests", className: "", method: "sums(a:b:)"))
    static let nested = BundleTestIdentifier(
        bundle: "MathPackageTests", id: TestIdentifier(module: "MathTests", className: "Outer.Inner", method: "f()"))

    @Test("its text reads back as the same test", arguments: [carry, topLevel, nested])
    func textRoundTrips(test: BundleTestIdentifier) {
        #expect(BundleTestIdentifier(parsing: test.description) == test)
    }

    @Test func theTextIsTheBundleThenTheTestsIdentifier() {
        #expect(Self.carry.description == "MathPackageTests/MathTests.AdditionTests/testCarry")
        #expect(Self.topLevel.description == "MathPackageTests/MathTests/sums(a:b:)")
    }

    @Test(
        "text that names no test in a bundle is refused",
        arguments: [
            "", "MathPackageTests", "/MathTests.AdditionTests/testCarry", "MathTests.AdditionTests/testCarry",
            "MathPackageTests/MathTests/testCarry", "MathPackageTests/MathTests.AdditionTests/",
        ])
    func refused(text: String) {
        #expect(BundleTestIdentifier(parsing: text) == nil)
    }

    @Test("the same test in two bundles is two tests")
    func theBundleIsPartOfTheIdentity() {
        let elsewhere = BundleTestIdentifier(bundle: "OtherPackageTests", id: Self.carry.id)
        #expect(elsewhere != Self.carry)
        #expect(Set([elsewhere, Self.carry]).count == 2)
    }

    @Test("it sorts as its text sorts (partitions cut in that order)")
    func sortsAsText() {
        let tests = [
            BundleTestIdentifier(bundle: "Pkg", id: Self.carry.id),
            BundleTestIdentifier(bundle: "Pkg-x", id: Self.carry.id),
            BundleTestIdentifier(bundle: "Pkg2", id: Self.carry.id), Self.carry, Self.topLevel, Self.nested,
        ]
        #expect(tests.sorted().map(\.description) == tests.map(\.description).sorted())
    }

    @Test("estimates are stored as a JSON object keyed by each test's text, and such a file reads back")
    func timingsKeepTheirStoredForm() throws {
        let stored = #"{"seconds":{"MathPackageTests\/MathTests.AdditionTests\/testCarry":0.25}}"#
        let read = try JSONDecoder().decode(TimingHistory.self, from: Data(stored.utf8))
        #expect(read.seconds == [Self.carry: 0.25])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(read), as: UTF8.self) == stored)
    }

    @Test func aStoredKeyThatNamesNoTestIsAnError() {
        let stored = #"{"seconds":{"not a test":0.25}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimingHistory.self, from: Data(stored.utf8)) }
    }
}
