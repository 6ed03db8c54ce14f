import Foundation

/// How XCTest and Swift Testing report each other's issues inside one test process, chosen
/// by `SWIFT_TESTING_XCTEST_INTEROP_MODE` as in Swift Testing's interoperability proposal
/// (ST-0021).
///
/// | mode | `#expect` / `Issue.record` in an XCTest test | `XCTAssert…` in a `@Test` |
/// |---|---|---|
/// | `none` | not reported | not reported (one warning line on standard error) |
/// | `limited` | fails the test | a warning issue, plus a hint to use `#expect` |
/// | `complete` (Harness's default) | fails the test | an error issue, plus the hint |
/// | `strict` | fails the test | an error issue, then `fatalError` |
///
/// ```sh
/// SWIFT_TESTING_XCTEST_INTEROP_MODE=limited swift test
/// ```
enum InteropMode: String, CaseIterable, Sendable {
    case none
    case limited
    case complete
    case strict

    /// The environment variable Swift Testing reads (the same name, so one setting drives both).
    static let environmentVariable = "SWIFT_TESTING_XCTEST_INTEROP_MODE"

    /// Harness fails a `@Test` on an XCTest failure by default: the mode newer toolchains use
    /// for packages of their own tools version, and the one that never turns a failed
    /// assertion into a passed test.
    static let defaultMode = InteropMode.complete

    /// The mode of this process, read once (like Swift Testing, it cannot change mid-run).
    static let current = InteropMode(environment: ProcessInfo.processInfo.environment)

    /// The mode `environment` selects; an unknown value falls back to the default, with a
    /// one-line warning naming the accepted values.
    init(environment: [String: String]) {
        guard let value = environment[Self.environmentVariable] else {
            self = Self.defaultMode
            return
        }
        guard let mode = InteropMode(rawValue: value) else {
            let accepted = Self.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(
                Data(
                    ("warning: \(Self.environmentVariable)=\(value) is not one of \(accepted); "
                        + "using \(Self.defaultMode.rawValue)\n").utf8))
            self = Self.defaultMode
            return
        }
        self = mode
    }

    /// Whether a Swift Testing issue recorded during an XCTest test fails that test.
    var reportsSwiftTestingIssuesInXCTest: Bool { self != .none }
}
