import Foundation
import HarnessWire
import Testing

@Suite("Wire event encoding")
struct WireEventCodingTests {
    static let test = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry")

    static let events: [WireEvent.Kind] = [
        .runStarted(.init(bundle: "debug.xctest", processID: 42, testCount: 3)),
        .suiteStarted(.init(suite: "AdditionTests")),
        .testStarted(.init(test: test, stdoutOffset: 10, stderrOffset: nil)),
        .issueRecorded(
            .init(
                test: test,
                issue: IssueRecord(
                    kind: .assertionFailure, description: #"XCTAssertEqual failed: ("9") is not equal to ("8") - "#,
                    location: SourceLocation(file: "/src/A.swift", line: 12), activities: ["outer", "inner"]))),
        .testSkipped(.init(test: test, description: "Test skipped - slow", location: nil)),
        .attachmentAdded(
            .init(
                test: test, name: "log", uniformTypeIdentifier: "public.plain-text", lifetime: "keepAlways",
                payload: Data("hello".utf8), path: nil, activities: [])),
        .testFinished(.init(test: test, outcome: .failed, duration: 0.25)),
        .testFinished(.init(test: test, outcome: .failed, duration: 2.01, exceededTimeAllowance: 2)),
        .suiteFinished(
            .init(
                suite: "AdditionTests",
                counts: SuiteCounts(
                    executed: 1, skipped: 0, failures: 1, unexpected: 0, testDuration: 0.25, totalDuration: 0.3))),
        .runFinished(
            .init(
                counts: SuiteCounts(
                    executed: 1, skipped: 0, failures: 1, unexpected: 0, testDuration: 0.25, totalDuration: 0.3),
                exitCode: 1)),
        .runFinished(
            .init(
                counts: SuiteCounts(
                    executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0),
                exitCode: 4, hostLaunchFailure: "failed to launch the test host of M: no delegate")),
        .lateIssueRecorded(
            .init(
                test: nil, suite: "AdditionTests.testCarry",
                issue: IssueRecord(kind: .assertionFailure, description: "late", location: nil))),
    ]

    @Test("every kind survives a round trip through one JSON line", arguments: events)
    func roundTrip(kind: WireEvent.Kind) throws {
        let event = WireEvent(kind, time: 1_763_770_000.25)
        let line = try WireEvent.encodeLine(event)
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        let decoded = try WireEvent.decodeLine(String(decoding: line, as: UTF8.self))
        #expect(decoded == event)
    }

    @Test("the envelope and the kind's fields share one flat object")
    func flatShape() throws {
        let line = try WireEvent.encodeLine(WireEvent(.suiteStarted(.init(suite: "S")), time: 1))
        #expect(
            String(decoding: line, as: UTF8.self) == #"{"kind":"suiteStarted","suite":"S","time":1,"version":2}"# + "\n"
        )
    }

    @Test("a time-out is a typed field of testFinished, pinned as JSON")
    func typedTimeOut() throws {
        let test = TestIdentifier(module: "M", className: "C", method: "testHang")
        let event = WireEvent(
            .testFinished(.init(test: test, outcome: .failed, duration: 1.5, exceededTimeAllowance: 1)), time: 7)
        let line = String(decoding: try WireEvent.encodeLine(event), as: UTF8.self)
        #expect(
            line == #"{"duration":1.5,"exceededTimeAllowance":1,"kind":"testFinished","outcome":"failed","#
                + #""test":{"className":"C","method":"testHang","module":"M"},"time":7,"version":2}"# + "\n")
        #expect(WireEvent.directLine(event) == nil)
        #expect(try WireEvent.decodeLine(line) == event)
    }

    @Test("a line of any other format version is rejected in one line naming both versions", arguments: [1, 3, 99])
    func otherVersionRejected(version: Int) {
        let line = #"{"kind":"suiteStarted","suite":"S","time":1,"version":\#(version)}"#
        #expect(throws: WireFormatError.unsupportedVersion(found: version, expected: 2)) {
            try WireEvent.decodeLine(line)
        }
        let message = "\(WireFormatError.unsupportedVersion(found: version, expected: 2))"
        #expect(
            message == "wire format version \(version) is not this reader's version 2; "
                + "rebuild the test bundle and the runner from the same Harness")
        #expect(!message.contains("\n"))
    }

    @Test("an unknown kind is rejected")
    func unknownKind() {
        #expect(throws: DecodingError.self) {
            try WireEvent.decodeLine(#"{"kind":"teleported","time":1,"version":2}"#)
        }
    }

    @Test(
        "test identifiers parse their printed form",
        arguments: [
            ("M.C/testA", TestIdentifier(module: "M", className: "C", method: "testA")),
            ("Mod.Outer.Inner/test_b", TestIdentifier(module: "Mod", className: "Outer.Inner", method: "test_b")),
        ])
    func identifierParsing(text: String, expected: TestIdentifier) {
        #expect(TestIdentifier(parsing: text) == expected)
        #expect(expected.description == text)
    }

    @Test("malformed identifiers are rejected", arguments: ["", "M.C", "C/testA", "M./t", ".C/t", "M.C/", "M.C/a/b"])
    func malformedIdentifier(text: String) {
        #expect(TestIdentifier(parsing: text) == nil)
    }
}
