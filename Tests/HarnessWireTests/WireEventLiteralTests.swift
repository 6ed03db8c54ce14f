import Foundation
import HarnessWire
import Testing

/// Every event kind's exact line, written out: the format other tools read. A round trip
/// alone would let a field renamed on both sides pass; these lines would not.
@Suite("Wire event lines, literally")
struct WireEventLiteralTests {
    static let test = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry")
    static let counts = SuiteCounts(
        executed: 1, skipped: 0, failures: 1, unexpected: 0, testDuration: 0.25,
        totalDuration: 0.5)

    /// One line written in pieces that fit the page.
    static func joined(_ pieces: String...) -> String { pieces.joined() }

    static let lines: [(WireEvent.Kind, String)] = [
        (
            .runStarted(
                .init(
                    bundle: "debug.xctest", processID: 42, testCount: 3,
                    host: TestHostRecord(
                        module: "AppTests", application: "App.App", delegateKind: .testing,
                        delegate: "AppTests.TestingAppDelegate"))),
            joined(
                #"{"bundle":"debug.xctest","host":{"application":"App.App","#,
                #""delegate":"AppTests.TestingAppDelegate","delegateKind":"testing","module":"AppTests"},"#,
                #""kind":"runStarted","processID":42,"testCount":3,"time":1763770000.5,"version":2}"#)
        ),
        (
            .suiteStarted(.init(suite: "AdditionTests")),
            #"{"kind":"suiteStarted","suite":"AdditionTests","time":1763770000.5,"version":2}"#
        ),
        (
            .testStarted(.init(test: Self.test, stdoutOffset: 10, stderrOffset: 20)),
            joined(
                #"{"kind":"testStarted","stderrOffset":20,"stdoutOffset":10,"#,
                #""test":{"className":"AdditionTests","method":"testCarry","module":"MathTests"},"#,
                #""time":1763770000.5,"version":2}"#)
        ),
        (
            .issueRecorded(
                .init(
                    test: Self.test,
                    issue: IssueRecord(
                        kind: .assertionFailure,
                        description: "failed - x", location: SourceLocation(file: "/src/A.swift", line: 12),
                        isExpected: true, isKnownFailure: true, knownFailureReason: "bug 42", activities: ["outer"]))),
            joined(
                #"{"issue":{"activities":["outer"],"description":"failed - x","isExpected":true,"#,
                #""isKnownFailure":true,"kind":"assertionFailure","knownFailureReason":"bug 42","#,
                #""location":{"file":"/src/A.swift","line":12}},"kind":"issueRecorded","#,
                #""test":{"className":"AdditionTests","method":"testCarry","module":"MathTests"},"#,
                #""time":1763770000.5,"version":2}"#)
        ),
        (
            .testSkipped(
                .init(
                    test: Self.test, description: "Test skipped - slow",
                    location: SourceLocation(file: "/src/A.swift", line: 3))),
            joined(
                #"{"description":"Test skipped - slow","kind":"testSkipped","location":{"file":"/src/A.swift","#,
                #""line":3},"test":{"className":"AdditionTests","method":"testCarry","module":"MathTests"},"#,
                #""time":1763770000.5,"version":2}"#)
        ),
        (
            .attachmentAdded(
                .init(
                    test: Self.test, name: "log", uniformTypeIdentifier: "public.plain-text",
                    lifetime: "keepAlways", payload: Data("hello".utf8), path: "/tmp/a", activities: ["outer"])),
            joined(
                #"{"activities":["outer"],"kind":"attachmentAdded","lifetime":"keepAlways","name":"log","#,
                #""path":"/tmp/a","payload":"aGVsbG8=","test":{"className":"AdditionTests","#,
                #""method":"testCarry","module":"MathTests"},"time":1763770000.5,"#,
                #""uniformTypeIdentifier":"public.plain-text","version":2}"#)
        ),
        (
            .measured(
                .init(
                    test: Self.test, location: SourceLocation(file: "/src/A.swift", line: 7),
                    metric: "org.swift.XCTPerformanceMetric_WallClockTime", name: "Time", unit: "seconds",
                    values: [
                        0.5,
                        0.25,
                    ], warmUpValues: [1], average: 0.375, standardDeviation: 0.125, relativeStandardDeviation: 33.5,
                    maxPercentRelativeStandardDeviation: 10, maxStandardDeviation: 0.1,
                    baseline: .init(
                        status: .regression, failsTest: true, configuration: "cfg-1",
                        configurationSummary: "CPU, 2 cores", file: "/t/P.json", baselineAverage: 0.25,
                        percentChange: 50,
                        maxPercentRegression: 10, otherConfigurations: ["cfg-2"], message: "worse"))),
            joined(
                #"{"average":0.375,"baseline":{"baselineAverage":0.25,"configuration":"cfg-1","#,
                #""configurationSummary":"CPU, 2 cores","failsTest":true,"file":"/t/P.json","#,
                #""maxPercentRegression":10,"message":"worse","otherConfigurations":["cfg-2"],"#,
                #""percentChange":50,"status":"regression"},"kind":"measured","#,
                #""location":{"file":"/src/A.swift","line":7},"maxPercentRelativeStandardDeviation":10,"#,
                #""maxStandardDeviation":0.1,"metric":"org.swift.XCTPerformanceMetric_WallClockTime","#,
                #""name":"Time","relativeStandardDeviation":33.5,"standardDeviation":0.125,"#,
                #""test":{"className":"AdditionTests","method":"testCarry","module":"MathTests"},"#,
                #""time":1763770000.5,"unit":"seconds","values":[0.5,0.25],"version":2,"warmUpValues":[1]}"#)
        ),
        (
            .testFinished(
                .init(
                    test: Self.test, outcome: .failed, duration: 0.25, stdoutOffset: 30,
                    stderrOffset: 40)),
            joined(
                #"{"duration":0.25,"kind":"testFinished","outcome":"failed","stderrOffset":40,"#,
                #""stdoutOffset":30,"test":{"className":"AdditionTests","method":"testCarry","#,
                #""module":"MathTests"},"time":1763770000.5,"version":2}"#)
        ),
        (
            .testFinished(.init(test: Self.test, outcome: .failed, duration: 61, exceededTimeAllowance: 60)),
            joined(
                #"{"duration":61,"exceededTimeAllowance":60,"kind":"testFinished","outcome":"failed","#,
                #""test":{"className":"AdditionTests","method":"testCarry","module":"MathTests"},"#,
                #""time":1763770000.5,"version":2}"#)
        ),
        (
            .suiteFinished(.init(suite: "AdditionTests", counts: Self.counts)),
            joined(
                #"{"counts":{"executed":1,"failures":1,"skipped":0,"testDuration":0.25,"totalDuration":0.5,"#,
                #""unexpected":0},"kind":"suiteFinished","suite":"AdditionTests","time":1763770000.5,"#,
                #""version":2}"#)
        ),
        (
            .runFinished(.init(counts: Self.counts, exitCode: 1)),
            joined(
                #"{"counts":{"executed":1,"failures":1,"skipped":0,"testDuration":0.25,"totalDuration":0.5,"#,
                #""unexpected":0},"exitCode":1,"kind":"runFinished","time":1763770000.5,"version":2}"#)
        ),
        (
            .runFinished(.init(counts: Self.counts, exitCode: 4, hostLaunchFailure: "failed to launch the test host")),
            joined(
                #"{"counts":{"executed":1,"failures":1,"skipped":0,"testDuration":0.25,"totalDuration":0.5,"#,
                #""unexpected":0},"exitCode":4,"hostLaunchFailure":"failed to launch the test host","#,
                #""kind":"runFinished","time":1763770000.5,"version":2}"#)
        ),
        (
            .lateIssueRecorded(
                .init(
                    test: nil, suite: "AdditionTests.testCarry",
                    issue: IssueRecord(kind: .thrownError, description: "late", location: nil))),
            joined(
                #"{"issue":{"activities":[],"description":"late","isExpected":true,"isKnownFailure":false,"#,
                #""kind":"thrownError"},"kind":"lateIssueRecorded","suite":"AdditionTests.testCarry","#,
                #""time":1763770000.5,"version":2}"#)
        ),
    ]

    @Test("each kind is written as its documented line", arguments: lines)
    func literalLine(kind: WireEvent.Kind, line: String) throws {
        let event = WireEvent(kind, time: 1_763_770_000.5)
        #expect(String(decoding: try WireEvent.encodeLine(event), as: UTF8.self) == line + "\n")
        #expect(try WireEvent.decodeLine(line) == event)
        // The bundle's fast path writes some kinds directly; it must write the same line.
        if let direct = WireEvent.directLine(event) {
            #expect(String(decoding: direct, as: UTF8.self) == line + "\n")
        }
    }

    @Test("every kind has its literal line")
    func everyKindIsPinned() {
        let pinned = Set(Self.lines.map { String(String(describing: $0.0).prefix { $0 != "(" }) })
        #expect(
            pinned == [
                "runStarted", "suiteStarted", "testStarted", "issueRecorded", "testSkipped", "attachmentAdded",
                "measured", "testFinished", "suiteFinished", "runFinished", "lateIssueRecorded",
            ])
    }
}
