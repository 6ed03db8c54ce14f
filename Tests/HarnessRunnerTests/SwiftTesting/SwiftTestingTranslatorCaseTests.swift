import Foundation
import HarnessModel
import HarnessWire
import Testing

@testable import HarnessRunner

/// A parameterized function's cases and a Swift Testing attachment, as Swift 6.3.1 streams them
/// (`--event-stream-version 0`; the shapes of swift-log's and the MixedSuite fixture's runs).
struct SwiftTestingTranslatorCaseTests {
    static let sides = TestIdentifier(module: "M", className: "AreaTests", method: "sides(name:)")
    static let attaches = TestIdentifier(module: "M", className: "AreaTests", method: "attaches()")
    static let sidesID = "M.AreaTests/sides(name:)/AreaTests.swift:27:6"
    static let attachesID = "M.AreaTests/attaches()/AreaTests.swift:39:6"

    static func caseRecord(_ kind: String, _ arguments: String, at time: Double) -> String {
        #"{"kind":"event","payload":{"_testCase":{"displayName":"\#(arguments)","id":"ID \#(arguments)"},"#
            + #""instant":{"absolute":1,"since1970":\#(time)},"kind":"\#(kind)","messages":[],"#
            + #""testID":"\#(sidesID)"},"version":0}"#
    }

    static let stream = [
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":100},"kind":"testStarted","#
            + #""messages":[],"testID":"\#(sidesID)"},"version":0}"#,
        caseRecord("testCaseStarted", #"\"triangle\""#, at: 100.0),
        caseRecord("testCaseEnded", #"\"triangle\""#, at: 100.25),
        caseRecord("testCaseStarted", #"\"circle\""#, at: 100.5),
        #"{"kind":"event","payload":{"_testCase":{"displayName":"\"circle\"","id":"ID \"circle\""},"#
            + #""instant":{"absolute":1,"since1970":100.6},"issue":{"isKnown":false},"kind":"issueRecorded","#
            + #""messages":[{"symbol":"fail","text":"Caught error"}],"testID":"\#(sidesID)"},"version":0}"#,
        caseRecord("testCaseEnded", #"\"circle\""#, at: 101.0),
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":101},"kind":"testEnded","#
            + #""messages":[],"testID":"\#(sidesID)"},"version":0}"#,
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":102},"kind":"testStarted","#
            + #""messages":[],"testID":"\#(attachesID)"},"version":0}"#,
        #"{"kind":"event","payload":{"attachment":{"_bytes":"YXJlYSA2","_preferredName":"area.txt"},"#
            + #""instant":{"absolute":1,"since1970":102.1},"kind":"valueAttached","messages":[],"#
            + #""testID":"\#(attachesID)"},"version":0}"#,
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":102.2},"kind":"testEnded","#
            + #""messages":[],"testID":"\#(attachesID)"},"version":0}"#,
    ]

    static func translated() throws -> [WireEvent.Kind] {
        let translator = SwiftTestingTranslator(bundle: "P", tests: [sidesID: sides, attachesID: attaches])
        return try stream.flatMap { try translator.translate(line: Data($0.utf8)) }.map(\.kind)
    }

    @Test func eachCaseEndsWithItsArgumentsAndOutcomeInItsFunctionsFinish() throws {
        let finished = try Self.translated().compactMap { kind -> WireEvent.TestFinished? in
            if case .testFinished(let finished) = kind, finished.test == Self.sides { finished } else { nil }
        }
        #expect(finished.count == 1)
        #expect(finished.first?.outcome == .failed)
        #expect(
            finished.first?.cases == [
                TestCaseOutcome(id: #"ID "triangle""#, arguments: #""triangle""#, outcome: .passed, duration: 0.25),
                TestCaseOutcome(id: #"ID "circle""#, arguments: #""circle""#, outcome: .failed, duration: 0.5),
            ])
    }

    /// The process died in the second case (`"circle"`): the stream's end leaves the case that
    /// ended and the one running.
    @Test func aStreamThatEndsInsideACaseTellsWhichCasesEndedAndWhichRan() throws {
        let translator = SwiftTestingTranslator(bundle: "P", tests: [Self.sidesID: Self.sides])
        #expect(translator.unfinishedCases() == nil)
        for line in Self.stream.prefix(4) { _ = try translator.translate(line: Data(line.utf8)) }
        let unfinished = try #require(translator.unfinishedCases())
        #expect(
            unfinished.ended == [
                TestCaseOutcome(id: #"ID "triangle""#, arguments: #""triangle""#, outcome: .passed, duration: 0.25)
            ])
        #expect(unfinished.running == #""circle""#)
        for line in Self.stream.dropFirst(4).prefix(3) { _ = try translator.translate(line: Data(line.utf8)) }
        #expect(translator.unfinishedCases() == nil, "the function ended")
    }

    @Test func aTestWithoutCasesFinishesWithoutThem() throws {
        let finished = try Self.translated().compactMap { kind -> WireEvent.TestFinished? in
            if case .testFinished(let finished) = kind, finished.test == Self.attaches { finished } else { nil }
        }
        #expect(finished.map(\.cases) == [nil])
    }

    @Test func anAttachmentTravelsWithItsNameAndBytesForItsTest() throws {
        let added = try Self.translated().compactMap { kind -> WireEvent.AttachmentAdded? in
            if case .attachmentAdded(let added) = kind { added } else { nil }
        }
        #expect(added.count == 1)
        #expect(added.first?.test == Self.attaches)
        #expect(added.first?.name == "area.txt")
        #expect(added.first?.payload == Data("area 6".utf8))
        #expect(added.first?.lifetime == "keepAlways")
        // The stream names no type: the name's extension gives it, so reports show text as text.
        #expect(added.first?.uniformTypeIdentifier == "public.plain-text")
    }

    @Test(
        "an attachment's type from its name: images shown, text shown, anything else a file",
        arguments: [
            ("screen.png", "public.png"), ("photo.JPEG", "public.jpeg"), ("log.txt", "public.plain-text"),
            ("layout.json", "public.json"), ("dump", "public.data"), ("archive.tar.gz", "public.data"),
            (".png", "public.data"),
        ])
    func typeFromName(name: String, type: String) {
        #expect(AttachmentRecord.uniformTypeIdentifier(forName: name) == type)
    }
}
