import HarnessWire
import Testing

@testable import XCTest

/// A bundle's command line, read as the toolchain's `.xctest` executables read it.
@Suite("BundleArguments: a bundle's command line")
struct BundleArgumentsTests {
    static func parse(_ arguments: String...) -> BundleArguments {
        BundleArguments(["bundle.xctest"] + arguments)
    }

    @Test("no argument runs everything; a filter runs its comma-separated items")
    func run() {
        #expect(Self.parse() == .run(selection: nil))
        #expect(Self.parse("M.A,M.B/testX") == .run(selection: ["M.A", "M.B/testX"]))
    }

    @Test("the listing and help options, long and short")
    func listingAndHelp() {
        #expect(Self.parse("--list-tests") == .listHumanReadable)
        #expect(Self.parse("-l") == .listHumanReadable)
        #expect(Self.parse("--dump-tests-json") == .listJSON)
        #expect(Self.parse("-h") == .help)
        #expect(Self.parse("--help") == .help)
    }

    @Test("SwiftPM's --testing-library and its value are accepted and ignored, in both spellings")
    func testingLibrary() {
        #expect(Self.parse("--testing-library", "xctest", "M.A") == .run(selection: ["M.A"]))
        #expect(Self.parse("--testing-library=xctest") == .run(selection: nil))
    }

    @Test("an unknown option is refused by name")
    func unknownOption() {
        #expect(Self.parse("M.A", "--frobnicate") == .invalidOption("--frobnicate"))
    }

    @Test("what follows -- belongs to the tests and is not parsed")
    func endOfOptions() {
        #expect(Self.parse("M.A", "--", "--frobnicate", "-l") == .run(selection: ["M.A"]))
    }

    @Test("a Swift Testing option, wherever it stands, selects no XCTest test")
    func swiftTestingOptions() {
        let option = SwiftTestingCommandLine.swiftTestingOnlyOptions[0]
        let nothing = BundleArguments.run(selection: [TestSelection.nothingSentinel])
        #expect(Self.parse(option, "/tmp/events") == nothing)
        #expect(Self.parse("M.A", option, "/tmp/events", "--", "x") == nothing)
    }
}
