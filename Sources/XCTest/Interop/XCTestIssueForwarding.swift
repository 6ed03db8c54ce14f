import Foundation

#if canImport(Testing)
    internal import Testing
#endif

/// Reports an XCTest failure recorded outside any XCTest test (an `XCTAssert…`, `XCTFail` or
/// `XCTUnwrap` in a `@Test`) to the Swift Testing test running now.
///
/// Two routes, so that every toolchain behaves like those that ship interop:
/// - Swift Testing installed the fallback event handler (toolchains after 6.3.1): the issue
///   travels to it as a JSON event record and Swift Testing applies the interop mode itself.
/// - No handler (6.3.1's Swift Testing reads the handler but never installs one): Harness
///   records the issue through Swift Testing's public API, the way its handler would.
///
/// ```swift
/// guard let context = TestContext.resolve() else {
///     if XCTestIssueForwarding.forward(issue) { return }
///     …
/// }
/// ```
enum XCTestIssueForwarding {
    /// The hint Swift Testing adds to every XCTest issue it records.
    static let modernisationHint =
        "Replace XCTest API such as 'XCTAssert' with a Swift Testing equivalent such as '#expect'."

    /// Reports `issue` to Swift Testing; false when no Swift Testing test can take it.
    static func forward(_ issue: XCTIssue) -> Bool {
        if let handler = FallbackEventHandler.foreignHandler {
            post(issue, to: handler)
            return true
        }
        return recordOnCurrentSwiftTestingTest(issue)
    }

    // MARK: Through the fallback event handler

    private static func post(_ issue: XCTIssue, to handler: FallbackEventHandler.Handler) {
        let location = issue.sourceCodeContext.location
        let filePath = location?.filePath ?? "<unknown>"
        let event = FallbackEventRecord.Event(
            kind: FallbackEventRecord.issueRecorded,
            instant: FallbackEventRecord.Instant(
                absolute: ProcessInfo.processInfo.systemUptime,
                since1970: Date().timeIntervalSince1970
            ),
            issue: FallbackEventRecord.Issue(
                severity: "error",
                isFailure: true,
                isKnown: false,
                sourceLocation: FallbackEventRecord.SourceLocation(
                    fileID: fileID(forPath: filePath),
                    filePath: filePath,
                    line: max(location?.lineNumber ?? 1, 1),
                    column: 1
                )
            ),
            messages: [FallbackEventRecord.Message(symbol: "fail", text: issue.compactDescription)],
            comments: [issue.compactDescription]
        )
        do {
            let bytes = try JSONEncoder().encode(FallbackEventRecord(payload: event))
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                FallbackEventRecord.schemaVersion.withCString { version in
                    handler(version, base, buffer.count, nil)
                }
            }
        } catch {
            FallbackEventHandler.warn(
                "\(filePath):\(location?.lineNumber ?? 0): cannot encode an XCTest failure "
                    + "for Swift Testing (\(error)): \(issue.compactDescription)")
        }
    }

    /// XCTest knows a file's path, not its module: the file ID names the module `<unknown>`,
    /// as the toolchain's XCTest does.
    private static func fileID(forPath path: String) -> String {
        "<unknown>/\(URL(fileURLWithPath: path).lastPathComponent)"
    }

    // MARK: Directly (Swift Testing without a handler of its own)

    private static func recordOnCurrentSwiftTestingTest(_ issue: XCTIssue) -> Bool {
        #if canImport(Testing)
            guard let test = Testing.Test.current else { return false }
            let location = issue.sourceCodeContext.location
            let filePath = location?.filePath ?? "<unknown>"
            let line = max(location?.lineNumber ?? 1, 1)
            let sourceLocation = Testing.SourceLocation(
                fileID: fileID(forPath: filePath), filePath: filePath, line: line, column: 1
            )
            let comment = Testing.Comment(rawValue: issue.compactDescription)
            let hint = Testing.Comment(rawValue: modernisationHint)
            switch InteropMode.current {
            case .none:
                FallbackEventHandler.warn(
                    "\(filePath):\(line): an XCTest failure in the Swift Testing test '\(test.name)' "
                        + "is not reported to it (\(InteropMode.environmentVariable)=none): \(issue.compactDescription)"
                )
            case .limited:
                Testing.Issue.record(comment, severity: .warning, sourceLocation: sourceLocation)
                Testing.Issue.record(hint, severity: .warning, sourceLocation: sourceLocation)
            case .complete:
                Testing.Issue.record(comment, severity: .error, sourceLocation: sourceLocation)
                Testing.Issue.record(hint, severity: .warning, sourceLocation: sourceLocation)
            case .strict:
                Testing.Issue.record(comment, severity: .error, sourceLocation: sourceLocation)
                fatalError(
                    "\(modernisationHint) This is a fatal error because strict interop mode is active "
                        + "(\(InteropMode.environmentVariable)=strict)")
            }
            return true
        #else
            return false
        #endif
    }
}
