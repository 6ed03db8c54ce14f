import Foundation
import HarnessWire
import Testing

@Suite struct TestCoverageRecordTests {
    static let record = TestCoverageRecord(
        test: TestIdentifier(module: "GeometryTests", className: "ShapesTests", method: "testSquare"),
        functions: [0xebc2_1ce7_b680_e8aa, 0x0000_0000_0000_00ff])

    @Test("a record is one JSON line whose NameRefs are base64 of 8 little-endian bytes each, read back the same")
    func roundTrip() throws {
        let line = Self.record.line()
        #expect(!line.contains("\n"))
        // aa e8 80 b6 e7 1c c2 eb, then ff and seven zeros.
        let expected = #"{"functions":"quiAtuccwuv/AAAAAAAAAA==","test":"GeometryTests.ShapesTests/testSquare"}"#
        #expect(line == expected)
        #expect(TestCoverageRecord(line: line) == Self.record)
    }

    @Test(
        "a torn or foreign line is no record",
        arguments: [
            #"{"functions":"quiAtuccwuv/AAAAAAAAAA==","test":"GeometryTests.ShapesT"#,
            #"{"functions":"not base64!","test":"M.C/t"}"#,
            #"{"functions":"quiAtuccwuv/","test":"M.C/t"}"#,
            #"{"test":"M.C/t"}"#,
            // Both subjects, or neither: no record.
            #"{"functions":"","swiftTesting":"M.S/a()/S.swift:1:2","test":"M.C/t"}"#,
            #"{"functions":""}"#,
        ])
    func notARecord(line: String) {
        #expect(TestCoverageRecord(line: line) == nil)
    }

    @Test("a Swift Testing function's record names it by its stream identifier, read back the same")
    func swiftTestingRoundTrip() {
        let record = TestCoverageRecord(
            subject: .swiftTesting("GeometryTests.Shapes/square()/Shapes.swift:12:6"), functions: [0xff])
        let line = record.line()
        #expect(
            line == #"{"functions":"/wAAAAAAAAA=","swiftTesting":"GeometryTests.Shapes/square()/Shapes.swift:12:6"}"#)
        #expect(TestCoverageRecord(line: line) == record)
    }

    @Test func oneFilePerProcess() {
        #expect(TestCoverageRecord.fileName(processID: 4242) == "4242.functions.jsonl")
    }
}
