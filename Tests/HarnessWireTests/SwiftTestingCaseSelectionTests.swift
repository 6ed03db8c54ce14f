import Foundation
import HarnessWire
import Testing

/// What Harness's entry point in a worker cancels: a case of a named function that was not
/// chosen, as it starts; nothing else.
struct SwiftTestingCaseSelectionTests {
    static let function = "M.S/f(x:)/S.swift:3:6"
    static let selection = SwiftTestingCaseSelection(cases: [function: ["ID 2"]])

    static func record(_ kind: String, test: String = function, caseID: String? = nil) -> Data {
        let testCase = caseID.map { #""_testCase":{"displayName":"x","id":"\#($0)"},"# } ?? ""
        return Data(
            (#"{"kind":"event","payload":{\#(testCase)"instant":{"absolute":1,"since1970":2},"#
                + #""kind":"\#(kind)","messages":[],"testID":"\#(test)"},"version":"6.3.0"}"#).utf8)
    }

    @Test func aCaseNotChosenIsSkippedAsItStarts() {
        #expect(Self.selection.skips(record: Self.record("testCaseStarted", caseID: "ID 1")))
    }

    @Test func theChosenCaseOtherFunctionsAndOtherRecordsRun() {
        #expect(!Self.selection.skips(record: Self.record("testCaseStarted", caseID: "ID 2")))
        #expect(
            !Self.selection.skips(record: Self.record("testCaseStarted", test: "M.S/g()/S.swift:9:6", caseID: "ID 1")))
        #expect(!Self.selection.skips(record: Self.record("testCaseEnded", caseID: "ID 1")))
        #expect(!Self.selection.skips(record: Self.record("testStarted")))
        #expect(!Self.selection.skips(record: Data("not json".utf8)))
    }

    @Test func theConfigurationCarriesItUnderItsOwnKeyAndOnlyWhenGiven() throws {
        let plain = SwiftTestingConfiguration(streamPath: "/dev/fd/3", filter: [])
        #expect(!plain.json.contains("harnessCaseSelection"))
        let chosen = SwiftTestingConfiguration(streamPath: "/dev/fd/3", filter: [], caseSelection: Self.selection)
        let decoded = try JSONDecoder().decode(SwiftTestingConfiguration.self, from: Data(chosen.json.utf8))
        #expect(decoded.harnessCaseSelection == Self.selection)
    }
}
