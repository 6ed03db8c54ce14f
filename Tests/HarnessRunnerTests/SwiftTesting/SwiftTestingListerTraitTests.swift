import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner

/// The traits the listing stream leaves out, read from the source its records point at.
struct SwiftTestingListerTraitTests {
    /// Not tests of this suite: the text of the source file `SwiftTestingListerTests.stream`
    /// describes, line for line where its records point, which the lister reads traits from.
    static let source =
        (1...8).map { _ in "" }.joined(separator: "\n") + "\n" + """
             @Suite(.serialized) struct Outer {
               @Test("adds", .tags(.fast), .timeLimit(.minutes(3))) func adds() {}

               @Test(arguments: [1]) func param(n: Int) {}
               @Test(.disabled("not now")) func off() {}
               @Suite(.timeLimit(.minutes(1))) struct Inner { @Test func deep() {} }
             }

             @Test func topLevel() {}
            """

    static func suites(source: String?) throws -> [TestClass] {
        try SwiftTestingLister.suites(fromStream: Data(SwiftTestingListerTests.stream.utf8)) { path in
            path == "/p/Tests/LibTests/T.swift" ? source : nil
        }
    }

    @Test func aSerializedSuiteAndItsNestedSuitesNameTheOutermostSerializedSuite() throws {
        let suites = try Self.suites(source: Self.source)
        #expect(suites.map(\.serializedSuite) == ["LibTests.Outer", "LibTests.Outer", nil])
    }

    @Test func aFunctionsTimeLimitIsTheShortestOfItsOwnAndItsSuites() throws {
        let functions = try Self.suites(source: Self.source).flatMap(\.functions)
        let limits = Dictionary(uniqueKeysWithValues: functions.map { ($0.name, $0.timeLimit) })
        #expect(limits == ["adds()": 180, "param(n:)": nil, "off()": nil, "deep()": 60, "topLevel()": nil])
    }

    @Test func anUnreadableSourceGivesNoTraits() throws {
        let suites = try Self.suites(source: nil)
        #expect(suites.flatMap(\.functions).map(\.name) == ["adds()", "param(n:)", "off()", "deep()", "topLevel()"])
        #expect(suites.allSatisfy { $0.serializedSuite == nil })
        #expect(suites.flatMap(\.functions).allSatisfy { $0.timeLimit == nil })
    }
}
