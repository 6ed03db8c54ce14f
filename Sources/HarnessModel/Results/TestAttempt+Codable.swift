import HarnessWire

/// The JSON shape of an attempt: `skipLocation`, `measurements`, `attachments` and `cases` (a
/// parameterized Swift Testing function's) appear only when there are some, so a run without
/// them reads exactly as before.
extension TestAttempt: Codable {
    private enum CodingKeys: String, CodingKey {
        case number, status, duration, issues, skipMessage, skipLocation, signal, exitStatus, stdout, stderr,
            outputTruncated
        case measurements, attachments, cases
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            number: try container.decode(Int.self, forKey: .number),
            status: try container.decode(TestStatus.self, forKey: .status),
            duration: try container.decode(Double.self, forKey: .duration),
            issues: try container.decode([IssueRecord].self, forKey: .issues),
            skipMessage: try container.decodeIfPresent(String.self, forKey: .skipMessage),
            signal: try container.decodeIfPresent(Int32.self, forKey: .signal),
            exitStatus: try container.decodeIfPresent(Int32.self, forKey: .exitStatus),
            stdout: try container.decode(String.self, forKey: .stdout),
            stderr: try container.decode(String.self, forKey: .stderr),
            outputTruncated: try container.decode(Bool.self, forKey: .outputTruncated),
            measurements: try container.decodeIfPresent([WireEvent.Measured].self, forKey: .measurements) ?? [],
            attachments: try container.decodeIfPresent([AttachmentRecord].self, forKey: .attachments) ?? [],
            cases: try container.decodeIfPresent([TestCaseOutcome].self, forKey: .cases) ?? [])
        skipLocation = try container.decodeIfPresent(SourceLocation.self, forKey: .skipLocation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(status, forKey: .status)
        try container.encode(duration, forKey: .duration)
        try container.encode(issues, forKey: .issues)
        try container.encodeIfPresent(skipMessage, forKey: .skipMessage)
        try container.encodeIfPresent(skipLocation, forKey: .skipLocation)
        try container.encodeIfPresent(signal, forKey: .signal)
        try container.encodeIfPresent(exitStatus, forKey: .exitStatus)
        try container.encode(stdout, forKey: .stdout)
        try container.encode(stderr, forKey: .stderr)
        try container.encode(outputTruncated, forKey: .outputTruncated)
        if !measurements.isEmpty { try container.encode(measurements, forKey: .measurements) }
        if !attachments.isEmpty { try container.encode(attachments, forKey: .attachments) }
        if !cases.isEmpty { try container.encode(cases, forKey: .cases) }
    }
}
