import Foundation
import Testing

/// `Fixtures/SkipSuite` (no Harness dependency: `harness test` builds it unmodified): skipped
/// tests of both frameworks, with and without a reason. The console says why each was skipped,
/// in the words `swift test` prints for it: XCTest's `Test skipped - …` sentence, a `@Test`'s
/// comment, or Swift Testing's own sentence when there is none.
@Suite("The console says why a test was skipped, as swift test does", .serialized)
struct SkipEndToEndTests {
    static let package = RepositoryPaths.fixture(named: "SkipSuite")
    static let module = "SkipSuiteTests"
    static let passing: Set = [
        "SkipSuiteTests.PrinterXCTests/testPagesOfOneLine", "SkipSuiteTests.PrinterTests/pagesOfSixtyOneLines()",
    ]

    @Test("every skip's reason is the one swift test prints, on the unmodified route")
    func reasonsAreSwiftTests() async throws {
        let reference = try await CommandRunner.swiftTest(
            packagePath: Self.package.path, scratchPath: RepositoryPaths.fixtureScratch(named: "skip-swifttest").path)
        #expect(reference.exitCode == 0, "\(reference.diagnosis)")
        let expected = Self.swiftTestReasons(in: reference.standardOutput + "\n" + reference.standardError)
        // Six skips: three of each framework (the parse itself is checked by this count).
        #expect(expected.count == 6, "\(reference.diagnosis)")

        let harness = try await CommandRunner.run(
            RunnerFixture.harness, arguments: ["test", "--package-path", Self.package.path], timeLimit: 1_800)
        #expect(harness.exitCode == 0, "\(harness.diagnosis)")
        #expect(Self.skipReasons(in: harness.standardOutput) == expected, "\(harness.diagnosis)")
        let statuses = RunnerFixture.statuses(in: harness.standardOutput)
        #expect(Set(statuses.filter { $0.value == "PASS" }.keys) == Self.passing, "\(harness.diagnosis)")
    }

    /// `Module.Class/method` → the reason after a `SKIP` line's test name.
    static func skipReasons(in output: String) -> [String: String] {
        var reasons: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("SKIP ["), let close = text.range(of: "s] ") else { continue }
            let rest = text[close.upperBound...]
            guard let gap = rest.range(of: "  ") else {
                reasons[String(rest)] = ""
                continue
            }
            reasons[String(rest[..<gap.lowerBound])] = String(rest[gap.upperBound...])
        }
        return reasons
    }

    /// The reasons `swift test` prints: the toolchain XCTest's `file:line: Class.method : reason`,
    /// Swift Testing's `Test name() skipped: "reason"` (or `Test name() skipped.`, which is then
    /// the reason itself).
    static func swiftTestReasons(in output: String) -> [String: String] {
        var reasons: [String: String] = [:]
        for line in output.split(separator: "\n").map(String.init) {
            if let test = line.firstMatch(of: /^.*:\d+: (\w+)\.(\w+) : (Test skipped.*)$/) {
                reasons["\(module).\(test.1)/\(test.2)"] = String(test.3)
            } else if let test = line.firstMatch(of: /Test (\w+\(\)) skipped: "(.*)"$/) {
                reasons["\(module).PrinterTests/\(test.1)"] = String(test.2)
            } else if let test = line.firstMatch(of: /(Test (\w+\(\)) skipped\.)$/) {
                reasons["\(module).PrinterTests/\(test.2)"] = String(test.1)
            }
        }
        return reasons
    }
}
