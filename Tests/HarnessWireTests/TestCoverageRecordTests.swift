import Foundation
import HarnessWire
import Testing

@Suite struct TestCoverageRecordTests {
    static let record = TestCoverageRecord(
        test: TestIdentifier(module: "GeometryTests", className: "ShapesTests", method: "testSquare"),
        functions: [0xebc2_1ce7_b680_e8aa, 0x0000_0000_0000_00ff])

    @Test("a record is one JSON line whose NameRefs are 16 hexadecimal digits, read back the same")
    func roundTrip() throws {
        let line = Self.record.line()
        #expect(!line.contains("\n"))
        #expect(
            line
                == #"{"functions":["ebc21ce7b680e8aa","00000000000000ff"],"test":"GeometryTests.ShapesTests/testSquare"}"#
        )
        #expect(TestCoverageRecord(line: line) == Self.record)
    }

    @Test(
        "a torn or foreign line is no record",
        arguments: [
            #"{"functions":["ebc21ce7b680e8aa"],"test":"GeometryTests.ShapesT"#,
            #"{"functions":["not hex"],"test":"M.C/t"}"#,
            #"{"test":"M.C/t"}"#,
        ])
    func notARecord(line: String) {
        #expect(TestCoverageRecord(line: line) == nil)
    }

    @Test func oneFilePerProcess() {
        #expect(TestCoverageRecord.fileName(processID: 4242) == "4242.functions.jsonl")
    }
}
