internal import CXCTestSupport
import Foundation

/// Harness's use of the toolchain's `_TestingInterop` fallback event handler: one C function
/// pointer per process, installed by the testing library that runs the tests, through which
/// the other library reports what happens during those tests.
///
/// ```
/// XCTest run (XCTMain)                        Swift Testing run (@Test)
///   installForXCTestRun() ──► the slot ◄── Swift Testing ≥ 6.4 installs its own
///   #expect / Issue.record in a test          XCTAssert… in a @Test
///     └ Swift Testing posts the issue           └ XCTestIssueForwarding posts it (JSON, 6.3)
///       ─► receive(…) ─► IssueRecorder            ─► Swift Testing records it on the @Test
/// ```
///
/// ```swift
/// FallbackEventHandler.installForXCTestRun()   // once, before the first XCTest test
/// ```
enum FallbackEventHandler {
    /// The handler's C signature: schema version, record bytes, byte count, reserved.
    typealias Handler = cxct_fallback_event_handler

    /// Makes Harness's XCTest the receiver of Swift Testing issues recorded during its tests.
    /// Does nothing in interop mode `none` or when another library installed a handler first.
    static func installForXCTestRun() {
        _ = installation
    }

    private static let installation: Bool = {
        guard InteropMode.current.reportsSwiftTestingIssuesInXCTest else { return false }
        return _swift_testing_installFallbackEventHandler(xctestHandler)
    }()

    /// The handler another testing library installed (Swift Testing's, on toolchains that
    /// install one), or nil when none is installed or the installed one is Harness's.
    static var foreignHandler: Handler? {
        guard let installed = _swift_testing_getFallbackEventHandler() else { return nil }
        return isXCTestHandler(installed) ? nil : installed
    }

    private static func isXCTestHandler(_ handler: Handler) -> Bool {
        unsafeBitCast(handler, to: UnsafeRawPointer.self) == unsafeBitCast(xctestHandler, to: UnsafeRawPointer.self)
    }

    /// Harness's XCTest handler: Swift Testing calls it for an issue recorded where it runs no
    /// test, which in an XCTest run means inside the current XCTest test.
    private static let xctestHandler: Handler = { version, recordJSON, byteCount, _ in
        let bytes = Data(bytes: recordJSON, count: byteCount)
        FallbackEventHandler.receive(schemaVersion: String(cString: version), recordJSON: bytes)
    }

    /// Records the issue an event record carries on the XCTest test running now.
    ///
    /// A record that cannot be read, or an issue that does not fail a test (a warning, a
    /// known issue), is said in one line on standard error, never dropped silently.
    static func receive(schemaVersion: String, recordJSON: Data) {
        let record: FallbackEventRecord
        do {
            record = try JSONDecoder().decode(FallbackEventRecord.self, from: recordJSON)
        } catch {
            warn("cannot read a Swift Testing event (schema \(schemaVersion)) reported during an XCTest test: \(error)")
            return
        }
        // Only issues concern a test's outcome; other events (attachments, for instance) have
        // no XCTest counterpart here.
        guard record.payload.kind == FallbackEventRecord.issueRecorded, let issue = record.payload.issue else { return }
        let description = record.payload.failureDescription
        let location = issue.sourceLocation
        let filePath = location?.filePath ?? location?.fileID ?? "<unknown>"
        guard issue.failsTest else {
            let test = TestContext.resolve()?.displayName ?? "an XCTest test"
            let oneLine = description.split(separator: "\n").joined(separator: " ")
            warn(
                "\(filePath):\(location?.line ?? 0): a Swift Testing \(issue.isKnown ? "known issue" : "warning") "
                    + "recorded during \(test) does not fail it: \(oneLine)")
            return
        }
        let place = XCTSourceCodeLocation(filePath: filePath, lineNumber: location?.line ?? 0)
        IssueRecorder.record(
            XCTIssue(
                type: .assertionFailure,
                compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(location: place)
            ))
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
