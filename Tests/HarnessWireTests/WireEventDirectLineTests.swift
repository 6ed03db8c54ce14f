import Foundation
import HarnessWire
import Testing

@Suite("WireEvent.directLine: the per-test events written without JSONEncoder, read back the same")
struct WireEventDirectLineTests {
    static let id = TestIdentifier(module: "RunnerBenchTests", className: "TrivialClass00", method: "test00")
    static let odd = TestIdentifier(
        module: "Mödule/x", className: "Quote\"Back\\slash", method: "tab\tnew\nline\u{01}é")

    static let events: [WireEvent] = [
        WireEvent(.testStarted(.init(test: id, stdoutOffset: 126, stderrOffset: 0)), time: 1_795_311_830.269445),
        WireEvent(.testStarted(.init(test: odd)), time: 1),
        WireEvent(.testStarted(.init(test: id, stdoutOffset: 5)), time: 0.1),
        WireEvent(
            .testFinished(
                .init(test: id, outcome: .passed, duration: 1.9073486328125e-05, stdoutOffset: 195, stderrOffset: 12)),
            time: 1_795_311_830.5),
        WireEvent(.testFinished(.init(test: odd, outcome: .failed, duration: 0)), time: 2),
        WireEvent(.testFinished(.init(test: id, outcome: .skipped, duration: 1e300, stderrOffset: 9)), time: 3e-7),
    ]

    /// Decodes to the same event, and has the same keys in the same order as `encodeLine`.
    @Test(arguments: events)
    func readsBackAsTheSameEvent(event: WireEvent) throws {
        let direct = try #require(WireEvent.directLine(event))
        #expect(direct.last == UInt8(ascii: "\n"))
        #expect(try WireEvent.decodeLine(String(decoding: direct, as: UTF8.self)) == event)
        let encoded = try WireEvent.encodeLine(event)
        let directObject = try JSONSerialization.jsonObject(with: Data(direct)) as? NSDictionary
        let encodedObject = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        #expect(directObject == encodedObject)
    }

    @Test(arguments: [
        WireEvent(.suiteStarted(.init(suite: "S")), time: 1),
        WireEvent(.testFinished(.init(test: id, outcome: .passed, duration: .nan)), time: 1),
        WireEvent(.testStarted(.init(test: id)), time: .infinity),
        WireEvent(.testFinished(.init(test: id, outcome: .failed, duration: 2, exceededTimeAllowance: 2)), time: 1),
    ])
    func otherEventsAreLeftToTheEncoder(event: WireEvent) {
        #expect(WireEvent.directLine(event) == nil)
    }
}
