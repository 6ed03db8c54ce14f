import Foundation
import HarnessWire

/// What `Fixtures/InteropSuite` must report, for both frameworks' sides, on Harness and on the
/// toolchain's own 6.3.1 libraries (which lose every cross-library issue).
///
/// Lines are found by marker: a fixture line ending `// @L:<name>` is where the issue is.
enum InteropSuiteModel {
    static let module = "InteropSuiteTests"
    static let xctestClass = "SwiftTestingInXCTestTests"
    static let xctestFile = "SwiftTestingInXCTestTests.swift"
    static let swiftTestingSuite = "XCTestInSwiftTestingTests"
    static let swiftTestingFile = "XCTestInSwiftTestingTests.swift"
    /// The variable that chooses the interop mode (Swift Testing's name, read by both sides).
    static let modeVariable = "SWIFT_TESTING_XCTEST_INTEROP_MODE"

    // MARK: The XCTest side (Swift Testing issues inside XCTest tests)

    /// The text of `#require(missing)`'s thrown error, as XCTest reports an error out of a test.
    static let requireThrownText = #"threw error "ExpectationFailedError(expectation: Testing.Expectation"#

    /// The XCTest class on Harness: the three Swift Testing failures fail their tests.
    static var xctestSideOnHarness: [ExpectedTest] {
        [
            xctest(
                "testExpectFails", .failed,
                [
                    ExpectedIssue(
                        place: .line(line("expect", in: xctestFile)),
                        text: .exact("Expectation failed: (sum → 2) == 3"), kind: .assertionFailure)
                ]),
            xctest(
                "testExpectFailsInAsyncTest", .failed,
                [
                    ExpectedIssue(
                        place: .line(line("expectAsync", in: xctestFile)),
                        text: .exact("Expectation failed: (product → 6) == 7"), kind: .assertionFailure)
                ]),
            xctest("testExpectPasses", .passed, []),
            xctest(
                "testIssueRecordFails", .failed,
                [
                    ExpectedIssue(
                        place: .line(line("issueRecord", in: xctestFile)),
                        text: .exact("Issue recorded: recorded inside an XCTest test"), kind: .assertionFailure)
                ]),
            xctest("testKnownIssueDoesNotFail", .passed, []),
            xctest(
                "testRequireFails", .failed,
                [
                    ExpectedIssue(
                        place: .line(line("require", in: xctestFile)),
                        text: .exact("Expectation failed: missing → nil"), kind: .assertionFailure),
                    ExpectedIssue(
                        place: .thrownError, text: .containing(requireThrownText), isUnexpected: true,
                        kind: .thrownError
                    ),
                ]),
            xctest("testWarningIssueDoesNotFail", .passed, []),
            xctest("testXCTAssertPasses", .passed, []),
        ]
    }

    /// The same class on the toolchain's XCTest 6.3.1: the expectation and the recorded issue
    /// are lost; `#require` fails only through the error it throws.
    static var xctestSideOnToolchain: [ExpectedTest] {
        [
            xctest("testExpectFails", .passed, []),
            xctest("testExpectFailsInAsyncTest", .passed, []),
            xctest("testExpectPasses", .passed, []),
            xctest("testIssueRecordFails", .passed, []),
            xctest("testKnownIssueDoesNotFail", .passed, []),
            xctest(
                "testRequireFails", .failed,
                [
                    ExpectedIssue(place: .thrownError, text: .containing(requireThrownText), isUnexpected: true)
                ]),
            xctest("testWarningIssueDoesNotFail", .passed, []),
            xctest("testXCTAssertPasses", .passed, []),
        ]
    }

    // MARK: The Swift Testing side (XCTest failures inside @Tests)

    /// One issue Swift Testing's event stream must hold for a `@Test`.
    struct StreamIssue: Sendable, CustomStringConvertible {
        var severity: String
        var line: Int?
        /// Text the issue's first message contains.
        var text: String
        var description: String { "\(severity) at line \(line.map(String.init) ?? "?"): …\(text)…" }
    }

    /// One `@Test` and the issues it must record, in order.
    struct StreamTest: Sendable {
        var function: String
        var issues: [StreamIssue]
        var failed: Bool { issues.contains { $0.severity == "error" } }
        /// `Module.Suite/function()`, the start of its ID in the event stream.
        var idPrefix: String { "\(InteropSuiteModel.module).\(InteropSuiteModel.swiftTestingSuite)/\(function)" }
    }

    /// The hint Swift Testing's interop adds to each XCTest failure.
    static let modernisationHint =
        "Replace XCTest API such as 'XCTAssert' with a Swift Testing equivalent such as '#expect'."

    /// The `@Test`s whose XCTest call fails.
    static let failingXCTestCalls = ["xctAssertEqualFails()", "xctFailFails()", "xctUnwrapFails()"]

    /// The `@Test`s on Harness in `mode` (`complete` is the default).
    static func swiftTestingSideOnHarness(mode: String = "complete") -> [StreamTest] {
        let assertEqual = #"XCTAssertEqual failed: ("2") is not equal to ("3") - sum in a @Test"#
        let fail = "failed - failed inside a @Test"
        let unwrap = #"XCTUnwrap failed: expected non-nil value of type "Int""#
        let unwrapThrown = "Caught error"
        func warning(_ line: Int, _ text: String) -> StreamIssue {
            StreamIssue(severity: "warning", line: line, text: text)
        }
        func xctestFailure(_ marker: String, _ text: String) -> [StreamIssue] {
            let at = line(marker, in: swiftTestingFile)
            switch mode {
            case "none": return []
            case "limited": return [warning(at, text), warning(at, modernisationHint)]
            default: return [StreamIssue(severity: "error", line: at, text: text), warning(at, modernisationHint)]
            }
        }
        return [
            StreamTest(function: "xctAssertEqualFails()", issues: xctestFailure("assertEqual", assertEqual)),
            StreamTest(function: "xctFailFails()", issues: xctestFailure("fail", fail)),
            StreamTest(
                function: "xctUnwrapFails()",
                issues: xctestFailure("unwrap", unwrap)
                    + [StreamIssue(severity: "error", line: nil, text: unwrapThrown)]),
            StreamTest(function: "xctAssertPasses()", issues: []),
            StreamTest(function: "expectPasses()", issues: []),
        ]
    }

    /// The `@Test`s on the toolchain's XCTest 6.3.1: every XCTest failure is lost; `XCTUnwrap`
    /// fails only through the error it throws.
    static var swiftTestingSideOnToolchain: [StreamTest] {
        swiftTestingSideOnHarness(mode: "none")
    }

    // MARK: Helpers

    private static func xctest(_ method: String, _ outcome: TestOutcome, _ issues: [ExpectedIssue]) -> ExpectedTest {
        ExpectedTest(
            id: TestIdentifier(module: module, className: xctestClass, method: method),
            file: xctestFile, outcome: outcome, issues: issues, skip: nil, fixture: InteropFixture.package.name
        )
    }

    /// The line of the fixture file that ends with `// @L:<marker>`; 0 if none does.
    static func line(_ marker: String, in file: String) -> Int {
        let path = RepositoryPaths.fixture(named: InteropFixture.package.name)
            .appendingPathComponent("Tests/\(module)/\(file)")
        let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasSuffix("// @L:\(marker)") } ?? -1) + 1
    }
}
