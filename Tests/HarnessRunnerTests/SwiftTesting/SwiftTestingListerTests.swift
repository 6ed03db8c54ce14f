import Foundation
import HarnessWire
import Testing

@testable import HarnessReports
@testable import HarnessRunner

/// The listing stream as Swift 6.3.1's Swift Testing writes it (`--list-tests
/// --event-stream-version 0`), records in its own (unsorted) order.
struct SwiftTestingListerTests {
    static let stream = #"""
        {"kind":"test","payload":{"id":"LibTests.Outer\/off()\/T.swift:13:4","isParameterized":false,\#
        "kind":"function","name":"off()","sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift",\#
        "column":4,"fileID":"LibTests\/T.swift","line":13}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.Outer\/Inner\/deep()\/T.swift:14:26","isParameterized":false,\#
        "kind":"function","name":"deep()","sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift",\#
        "column":26,"fileID":"LibTests\/T.swift","line":14}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.topLevel()\/T.swift:17:2","isParameterized":false,\#
        "kind":"function","name":"topLevel()","sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift",\#
        "column":2,"fileID":"LibTests\/T.swift","line":17}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.Outer\/Inner","kind":"suite","name":"Inner",\#
        "sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift","column":4,"fileID":"LibTests\/T.swift",\#
        "line":14}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.Outer","kind":"suite","name":"Outer",\#
        "sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift","column":2,"fileID":"LibTests\/T.swift",\#
        "line":9}},"version":0}
        {"kind":"test","payload":{"id":"LibTests.Outer\/param(n:)\/T.swift:12:4","isParameterized":true,\#
        "kind":"function","name":"param(n:)","sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift",\#
        "column":4,"fileID":"LibTests\/T.swift","line":12}},"version":0}
        {"kind":"test","payload":{"_tags":[".fast"],"displayName":"adds",\#
        "id":"LibTests.Outer\/adds()\/T.swift:10:4","isParameterized":false,"kind":"function","name":"adds()",\#
        "sourceLocation":{"_filePath":"\/p\/Tests\/LibTests\/T.swift","column":4,"fileID":"LibTests\/T.swift",\#
        "line":10}},"version":0}
        {"kind":"somethingNew","payload":{},"version":0}
        """#

    @Test func groupsFunctionsByInnermostSuiteInSourceOrder() throws {
        let suites = try SwiftTestingLister.suites(fromStream: Data(Self.stream.utf8))
        #expect(suites.map(\.qualifiedName) == ["LibTests.Outer", "LibTests.Outer.Inner", "LibTests"])
        #expect(suites.map(\.methods) == [["adds()", "param(n:)", "off()"], ["deep()"], ["topLevel()"]])
        #expect(suites.allSatisfy { $0.framework == .swiftTesting })
        #expect(suites[2].tests.map(\.description) == ["LibTests/topLevel()"])
    }

    /// A plain type holding `@Test` functions, without `@Suite`, has no suite record in the
    /// listing (swift-log's tests are written so): its functions still belong to it.
    @Test func functionsOfASuiteWithoutItsRecordStayInIt() throws {
        let withoutSuites = Self.stream.split(separator: "\n").filter { !$0.contains(#""kind":"suite""#) }
        let suites = try SwiftTestingLister.suites(fromStream: Data(withoutSuites.joined(separator: "\n").utf8))
        #expect(suites.map(\.qualifiedName) == ["LibTests.Outer", "LibTests.Outer.Inner", "LibTests"])
        #expect(suites.map(\.methods) == [["adds()", "param(n:)", "off()"], ["deep()"], ["topLevel()"]])
    }

    @Test func keepsWhatTheStreamSaysOfEachFunction() throws {
        let outer = try #require(try SwiftTestingLister.suites(fromStream: Data(Self.stream.utf8)).first)
        let adds = outer.functions[0]
        #expect(adds.displayName == "adds")
        #expect(adds.tags == ["fast"])
        #expect(adds.streamID == "LibTests.Outer/adds()/T.swift:10:4")
        #expect(adds.location == SourceLocation(file: "/p/Tests/LibTests/T.swift", line: 10))
        #expect(outer.functions[1].isParameterized)
        #expect(NavigatorFormatter.functionLine(adds) == #"adds()  "adds" · tags: fast · T.swift:10"#)
        #expect(NavigatorFormatter.functionLine(outer.functions[1]) == "param(n:)  parameterized · T.swift:12")
    }

    @Test func aLineThatIsNotJSONIsAnError() {
        #expect(throws: (any Error).self) {
            try SwiftTestingLister.suites(fromStream: Data("{\"kind\":\"test\",\"payload\":{\"kind\":".utf8))
        }
    }

    @Test(arguments: [
        ("LibTests/topLevel()", TestIdentifier(module: "LibTests", className: "", method: "topLevel()")),
        ("LibTests.Outer.Inner/deep()", TestIdentifier(module: "LibTests", className: "Outer.Inner", method: "deep()")),
    ])
    func swiftTestingIdentifiersRoundTrip(text: String, id: TestIdentifier) {
        #expect(TestIdentifier(parsing: text) == id)
        #expect(id.description == text)
    }

    /// The bundle's stream version is what its listing's records say, whatever was asked.
    @Test func theListingsRecordsSayWhichStreamTheBundleWrites() {
        #expect(SwiftTestingRecord.streamVersion(ofFirstLineIn: Data(Self.stream.utf8)) == .v0)
        let line = #"{"kind":"test","payload":{"id":"M.S","kind":"suite","name":"S"},"version":"6.3.0"}"#
        #expect(SwiftTestingRecord.streamVersion(ofFirstLineIn: Data((line + "\n").utf8)) == .v6_3)
        #expect(SwiftTestingRecord.streamVersion(ofFirstLineIn: Data()) == nil)
    }

    @Test func aModuleAloneWithAnXCTestMethodIsNoIdentifier() {
        #expect(TestIdentifier(parsing: "LibTests/testA") == nil)
    }
}
