import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessSession

/// `--ids-from`'s list: one ID per line, in order; what is not an ID, or is given twice, is one
/// line naming the file and the line.
struct TestIDListTests {
    @Test("IDs of both frameworks, in the file's order; blank lines, comments and CRLF are skipped")
    func parsesInOrder() throws {
        let ids = try TestIDList.parse(
            "# shard 2\nM.B/testZ\r\n\n  M.A/testA  \nM/top()\nM.Outer.Inner/adds(_:_:)\n", source: "ids.txt")
        #expect(
            ids.map(\.description) == ["M.B/testZ", "M.A/testA", "M/top()", "M.Outer.Inner/adds(_:_:)"])
        #expect(ids[3].className == "Outer.Inner")
    }

    @Test(
        "a line that is no ID, or an ID given twice, is bad input naming the file and the line",
        arguments: [
            ("M.A/t1\nnot an id\n", "ids.txt:2: 'not an id' is not a test ID"),
            ("M.A/t1\nM.B/t2\nM.A/t1\n", "ids.txt:3: 'M.A/t1' is listed twice (first on line 1)"),
        ])
    func refuses(text: String, message: String) {
        #expect {
            try TestIDList.parse(text, source: "ids.txt")
        } throws: { error in
            guard let failure = error as? HarnessFailure else { return false }
            return failure.code == RunnerExitCode.badInput && failure.message.hasPrefix(message)
        }
    }
}
