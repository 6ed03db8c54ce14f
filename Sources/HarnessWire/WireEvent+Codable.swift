import Foundation

/// Flat JSON: the envelope's keys and the kind's own keys live in one object.
extension WireEvent: Codable {
    private enum EnvelopeKey: String, CodingKey {
        case version, time, kind
    }

    private enum KindName: String, Codable {
        case runStarted, suiteStarted, testStarted, issueRecorded, testSkipped
        case attachmentAdded, testFinished, suiteFinished, runFinished, lateIssueRecorded, measured
    }

    public init(from decoder: any Decoder) throws {
        let envelope = try decoder.container(keyedBy: EnvelopeKey.self)
        version = try envelope.decode(Int.self, forKey: .version)
        guard version == WireFormat.version else {
            throw WireFormatError.unsupportedVersion(found: version, expected: WireFormat.version)
        }
        time = try envelope.decode(Double.self, forKey: .time)
        switch try envelope.decode(KindName.self, forKey: .kind) {
        case .runStarted: kind = .runStarted(try RunStarted(from: decoder))
        case .suiteStarted: kind = .suiteStarted(try SuiteStarted(from: decoder))
        case .testStarted: kind = .testStarted(try TestStarted(from: decoder))
        case .issueRecorded: kind = .issueRecorded(try IssueRecorded(from: decoder))
        case .testSkipped: kind = .testSkipped(try TestSkipped(from: decoder))
        case .attachmentAdded: kind = .attachmentAdded(try AttachmentAdded(from: decoder))
        case .testFinished: kind = .testFinished(try TestFinished(from: decoder))
        case .suiteFinished: kind = .suiteFinished(try SuiteFinished(from: decoder))
        case .runFinished: kind = .runFinished(try RunFinished(from: decoder))
        case .lateIssueRecorded: kind = .lateIssueRecorded(try IssueRecorded(from: decoder))
        case .measured: kind = .measured(try Measured(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var envelope = encoder.container(keyedBy: EnvelopeKey.self)
        try envelope.encode(version, forKey: .version)
        try envelope.encode(time, forKey: .time)
        switch kind {
        case .runStarted(let payload):
            try envelope.encode(KindName.runStarted, forKey: .kind)
            try payload.encode(to: encoder)
        case .suiteStarted(let payload):
            try envelope.encode(KindName.suiteStarted, forKey: .kind)
            try payload.encode(to: encoder)
        case .testStarted(let payload):
            try envelope.encode(KindName.testStarted, forKey: .kind)
            try payload.encode(to: encoder)
        case .issueRecorded(let payload):
            try envelope.encode(KindName.issueRecorded, forKey: .kind)
            try payload.encode(to: encoder)
        case .testSkipped(let payload):
            try envelope.encode(KindName.testSkipped, forKey: .kind)
            try payload.encode(to: encoder)
        case .attachmentAdded(let payload):
            try envelope.encode(KindName.attachmentAdded, forKey: .kind)
            try payload.encode(to: encoder)
        case .testFinished(let payload):
            try envelope.encode(KindName.testFinished, forKey: .kind)
            try payload.encode(to: encoder)
        case .suiteFinished(let payload):
            try envelope.encode(KindName.suiteFinished, forKey: .kind)
            try payload.encode(to: encoder)
        case .runFinished(let payload):
            try envelope.encode(KindName.runFinished, forKey: .kind)
            try payload.encode(to: encoder)
        case .lateIssueRecorded(let payload):
            try envelope.encode(KindName.lateIssueRecorded, forKey: .kind)
            try payload.encode(to: encoder)
        case .measured(let payload):
            try envelope.encode(KindName.measured, forKey: .kind)
            try payload.encode(to: encoder)
        }
    }
}

extension WireEvent {
    /// Encodes one event as a single JSON line (keys sorted, so lines are stable to diff).
    public static func encodeLine(_ event: WireEvent) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(event)
        data.append(0x0A)
        return data
    }

    /// Decodes one line (with or without its newline).
    public static func decodeLine(_ line: some StringProtocol) throws -> WireEvent {
        try JSONDecoder().decode(WireEvent.self, from: Data(line.utf8))
    }
}
