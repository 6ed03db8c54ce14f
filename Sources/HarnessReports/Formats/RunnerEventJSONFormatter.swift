import Foundation
import HarnessModel
import HarnessWire

/// Turns each ``RunnerEvent`` into one line of JSON: the `--json` stream, format version 1
/// (documented in `Documentation/RunnerEvents.md`).
///
/// Every line is an object with sorted keys carrying `version`, `kind` and `time` (seconds since
/// 1970) beside the fields of its kind, so tools can `jq` it as it streams.
///
/// ```swift
/// let formatter = RunnerEventJSONFormatter()
/// let notice = RunnerNotice(.testPlanKeysIgnored, "CI.xctestplan: ignoring test plan keys …: codeCoverage")
/// let line = formatter.line(for: .notice(notice), time: 1_795_306_871.5)
/// // {"kind":"notice","message":"CI.xctestplan: …","noticeKind":"testPlanKeysIgnored","time":1795306871.5,"version":1}
/// ```
package struct RunnerEventJSONFormatter: Sendable {
    /// The format version written in every line. Within a version, kinds and optional fields
    /// may be added; removing or retyping a field bumps it.
    package static let version = 1

    package init() {}

    /// The event as one line of JSON, without the trailing newline.
    package func line(for event: RunnerEvent, time: Double) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let record = Record(event: event, time: time)
        do {
            return String(decoding: try encoder.encode(record), as: UTF8.self)
        } catch {
            // Only a non-finite number can fail to encode; say so in a line that still parses.
            return #"{"kind":"encodingError","message":"\#(error)","time":0,"version":1}"#
        }
    }

    /// The kind's name in the stream.
    package static func kind(of event: RunnerEvent) -> String {
        switch event {
        case .runStarted: "runStarted"
        case .testStarted: "testStarted"
        case .attemptFinished: "attemptFinished"
        case .testFinished: "testFinished"
        case .testStopped: "testStopped"
        case .workerStarted: "workerStarted"
        case .workerLost: "workerLost"
        case .notice: "notice"
        case .runFinished: "runFinished"
        }
    }
}

extension RunnerEventJSONFormatter {
    /// The line's object: the common keys, then the payload's keys at the same level.
    struct Record: Encodable {
        var event: RunnerEvent
        var time: Double

        enum CommonKey: String, CodingKey { case version, kind, time, message, noticeKind }

        func encode(to encoder: any Encoder) throws {
            var common = encoder.container(keyedBy: CommonKey.self)
            try common.encode(RunnerEventJSONFormatter.version, forKey: .version)
            try common.encode(RunnerEventJSONFormatter.kind(of: event), forKey: .kind)
            try common.encode(time, forKey: .time)
            switch event {
            case .runStarted(let payload): try payload.encode(to: encoder)
            case .testStarted(let payload): try payload.encode(to: encoder)
            case .testStopped(let payload): try payload.encode(to: encoder)
            case .attemptFinished(let payload): try payload.encode(to: encoder)
            case .workerStarted(let payload): try payload.encode(to: encoder)
            case .workerLost(let payload): try payload.encode(to: encoder)
            case .notice(let notice):
                try common.encode(notice.text, forKey: .message)
                try common.encode(notice.kind, forKey: .noticeKind)
            case .testFinished(let result): try ResultRecord(result).encode(to: encoder)
            case .runFinished(let finished):
                // The results already went out one `testFinished` each; repeating them (and
                // their captured output) would double the stream for nothing.
                var container = encoder.container(keyedBy: RunFinishedKey.self)
                try container.encode(finished.results.count, forKey: .resultCount)
                try container.encode(finished.summary, forKey: .summary)
                try container.encode(finished.exitCode, forKey: .exitCode)
            }
        }

        enum RunFinishedKey: String, CodingKey { case resultCount, summary, exitCode }
    }

    /// A result with its verdict and total duration spelled out, so readers need not
    /// re-derive flakiness from the attempts.
    struct ResultRecord: Encodable {
        var id: TestIdentifier
        var bundle: String
        var repetition: Int
        var status: TestStatus
        var duration: Double
        var attempts: [TestAttempt]
        var framework: TestFramework

        init(_ result: TestResult) {
            framework = result.framework
            id = result.id
            bundle = result.bundle
            repetition = result.repetition
            status = result.status
            duration = result.duration
            attempts = result.attempts
        }
    }
}
