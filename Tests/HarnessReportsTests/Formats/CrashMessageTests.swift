import Foundation
import HarnessModel
import HarnessWire
import Testing

@testable import HarnessReports

/// A crashed test's detail says what the Swift runtime printed before the signal, and where
/// the test is declared.
struct CrashMessageTests {
    @Test(
        "the runtime's last trap line, with its file:line when it gives one",
        arguments: [
            (
                "Test Case 'A.t' started\nSwift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range\n"
                    + "Current stack trace:\n0 libswiftCore.so 0x1\n",
                "Fatal error: Index out of range", "Swift/ContiguousArrayBuffer.swift:690"
            ),
            (
                "CrashTests/CrashTests.swift:12: Fatal error: boom: twice\n", "Fatal error: boom: twice",
                "CrashTests/CrashTests.swift:12"
            ),
            (
                "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                "Fatal error: Unexpectedly found nil while unwrapping an Optional value", nil
            ),
            (
                "/p/Sources/A.swift:3: Precondition failed: positive\n", "Precondition failed: positive",
                "/p/Sources/A.swift:3"
            ),
            ("A.swift:1: Assertion failed\n", "Assertion failed", "A.swift:1"),
        ] as [(String, String, String?)])
    func found(output: String, text: String, location: String?) throws {
        let crash = try #require(CrashMessage(in: output))
        #expect(crash.text == text)
        #expect(crash.location?.description == location)
    }

    @Test("no trap line: nil (a signal sent from outside, a plain exit)")
    func none() {
        #expect(CrashMessage(in: "") == nil)
        #expect(CrashMessage(in: "a test said: the error: Fatal problems ahead\nbye\n") == nil)
    }

    @Test("a crashed attempt's detail: the runtime's words and where the test is declared, as a location")
    func detail() {
        let id = TestIdentifier(module: "M", className: "CrashTests", method: "testIndex")
        let result = TestResult(
            id: id, bundle: "MPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .crashed, duration: 0.2,
                    issues: [IssueRecord(kind: .system, description: "Test crashed: signal 4", location: nil)],
                    signal: 4, stderr: "Swift/ContiguousArrayBuffer.swift:690: Fatal error: Index out of range\n")
            ])
        var context = HTMLReportContext(readFile: { _ in throw CancellationError() })
        context.declaration = { $0 == id ? SourceLocation(file: "/p/Tests/M/CrashTests.swift", line: 4) : nil }
        let html = HTMLReportFormatter(generated: Date(timeIntervalSince1970: 0)).testDetail(result, context: context)
        #expect(
            html.contains(
                "<p class=\"crash\">Fatal error: Index out of range (Swift/ContiguousArrayBuffer.swift:690)</p>"))
        #expect(
            html.contains(
                "<p class=\"location\">The test is declared at <code>/p/Tests/M/CrashTests.swift:4</code></p>"))
        let passed = TestResult(
            id: id, bundle: "MPackageTests", attempts: [TestAttempt(number: 1, status: .passed, duration: 0.1)])
        #expect(
            !HTMLReportFormatter(generated: Date(timeIntervalSince1970: 0)).testDetail(passed, context: context)
                .contains("declared at"))
    }
}
