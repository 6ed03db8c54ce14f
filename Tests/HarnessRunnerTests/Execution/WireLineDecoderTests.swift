import Foundation
import HarnessWire
import Testing

@testable import HarnessRunner

@Suite("WireLineDecoder: the per-test events read directly, the same as JSONDecoder reads them")
struct WireLineDecoderTests {
    static let id = TestIdentifier(module: "RunnerBenchTests", className: "TrivialClass00", method: "test00")
    static let unicode = TestIdentifier(module: "Mödule", className: "Ünïcode", method: "test_é")

    static let events: [WireEvent] = [
        WireEvent(.testStarted(.init(test: id, stdoutOffset: 126, stderrOffset: 0)), time: 1_795_311_830.269445),
        WireEvent(.testStarted(.init(test: unicode)), time: 1),
        WireEvent(
            .testFinished(
                .init(test: id, outcome: .passed, duration: 1.9073486328125e-05, stdoutOffset: 195, stderrOffset: 12)),
            time: 1_795_311_830.5),
        WireEvent(.testFinished(.init(test: id, outcome: .failed, duration: 0)), time: 2),
        WireEvent(.testFinished(.init(test: unicode, outcome: .skipped, duration: 12.5)), time: 3),
    ]

    /// Every per-test event, as the bundle encodes it, decodes fast and equal.
    @Test(arguments: events)
    func fastPathMatchesJSONDecoder(event: WireEvent) throws {
        let line = String(decoding: try WireEvent.encodeLine(event), as: UTF8.self).trimmingCharacters(in: .newlines)
        let fast = try #require(WireLineDecoder.fastDecode(Substring(line)))
        #expect(fast == event)
        #expect(fast == (try WireEvent.decodeLine(line)))
    }

    /// Lines outside the scanned shape are left to JSONDecoder (nil from the fast path), which
    /// decodes or rejects them as before.
    @Test(arguments: [
        #"{"kind":"suiteStarted","suite":"TrivialClass00","time":1,"version":2}"#,
        #"{"kind":"testStarted","test":{"className":"A\"B","method":"t","module":"M"},"time":1,"version":2}"#,
        #"{"kind":"testStarted","test":{"className":"A","method":"t","module":"M"},"time":1,"version":1}"#,
        #"{"kind":"testStarted","test":{"className":"A","method":"t","module":"M"},"time":1,"version":2,"extra":true}"#,
        #"{"kind":"testFinished","outcome":"exploded","duration":1,"test":{"className":"A","method":"t","#
            + #""module":"M"},"time":1,"version":2}"#,
        #"{"kind":"testFinished","test":{"className":"A","method":"t","module":"M"},"time":1,"version":2}"#,
        #"{"kind":"testStarted","test":{"className":"A","method":"t"},"time":1,"version":2}"#,
        #"{"kind":"testStarted","test":{"className":"A","method":"t","module":"M"},"time":1,"version":2} trailing"#,
        #"{"duration":1.5,"exceededTimeAllowance":1,"kind":"testFinished","outcome":"failed","#
            + #""test":{"className":"A","method":"t","module":"M"},"time":1,"version":2}"#,
        #"not json"#,
        "",
    ])
    func otherLinesFallBack(line: String) {
        #expect(WireLineDecoder.fastDecode(Substring(line)) == nil)
        let full = Result { try WireEvent.decodeLine(line) }
        let viaDecoder = Result { try WireLineDecoder.decode(Substring(line)) }
        #expect((try? full.get()) == (try? viaDecoder.get()))
    }

    @Test func spacesAroundTokensAreAccepted() throws {
        let line =
            #" { "kind" : "testStarted" , "test" : { "module" : "M" , "className" : "C" , "method" : "t" } , "#
            + #""time" : 2.5 , "version" : 2 } "#
        let event = try #require(WireLineDecoder.fastDecode(Substring(line)))
        #expect(
            event
                == WireEvent(
                    .testStarted(.init(test: TestIdentifier(module: "M", className: "C", method: "t"))), time: 2.5))
    }
}
