import Foundation
import HarnessWire
import Testing

/// Which stream records open and close a `@Test` function's coverage bracket in-process.
struct SwiftTestingTestBracketsTests {
    static func record(_ kind: String, _ testID: String?) -> Data {
        let id = testID.map { #","testID":"\#($0)""# } ?? ""
        return Data(#"{"kind":"event","payload":{"kind":"\#(kind)"\#(id),"instant":{"absolute":1}},"version":0}"#.utf8)
    }

    static let suite = "M.S"
    static let first = "M.S/a()/S.swift:3:6"
    static let second = "M.S/b()/S.swift:4:6"

    @Test func aFunctionsStartAndItsOwnEndBracketIt() {
        var brackets = SwiftTestingTestBrackets()
        let steps = [
            Self.record("runStarted", nil), Self.record("testStarted", Self.suite),
            Self.record("testStarted", Self.first), Self.record("testCaseStarted", Self.first),
            Self.record("issueRecorded", Self.first), Self.record("testEnded", Self.first),
            Self.record("testStarted", Self.second), Self.record("testEnded", Self.second),
            Self.record("testEnded", Self.suite), Self.record("runEnded", nil),
        ].map { brackets.step(record: $0) }
        #expect(steps == [nil, nil, .opened, nil, nil, .closed(Self.first), .opened, .closed(Self.second), nil, nil])
    }

    @Test func aSuiteWhoseFunctionsWereAllSkippedClosesNothing() {
        var brackets = SwiftTestingTestBrackets()
        #expect(brackets.step(record: Self.record("testStarted", Self.suite)) == nil)
        #expect(brackets.step(record: Self.record("testSkipped", Self.first)) == nil)
        #expect(brackets.step(record: Self.record("testEnded", Self.suite)) == nil)
    }

    @Test func anEndThatIsNotTheOpenFunctionsClosesNothing() {
        var brackets = SwiftTestingTestBrackets()
        #expect(brackets.step(record: Self.record("testStarted", Self.first)) == .opened)
        #expect(brackets.step(record: Self.record("testEnded", Self.second)) == nil)
        #expect(brackets.step(record: Self.record("testEnded", Self.first)) == .closed(Self.first))
        #expect(brackets.step(record: Self.record("testEnded", Self.first)) == nil)
        #expect(brackets.step(record: Data("not json".utf8)) == nil)
    }
}
