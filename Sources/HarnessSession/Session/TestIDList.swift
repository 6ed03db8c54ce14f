import Foundation
import HarnessModel
import HarnessWire

/// A list of test IDs, one per line, as `harness list --format ids` prints them and CI
/// services' test splitters hand them back (`harness test --ids-from FILE`): blank lines and
/// lines starting with `#` are skipped; every other line must be one ID, once.
///
/// ```swift
/// let ids = try TestIDList.parse("M.A/t1\nM/top()\n", source: "shard.txt")
/// try session.run(.tests(ids), reporter: console)
/// ```
package enum TestIDList {
    /// The IDs of `text`, in its order. A line that is no ID, or an ID given twice, is bad
    /// input naming `source` and the line (exit 2): nothing runs on half a list.
    package static func parse(_ text: String, source: String) throws(HarnessFailure) -> [TestIdentifier] {
        var ids: [TestIdentifier] = []
        var lineOf: [TestIdentifier: Int] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let id = TestIdentifier(parsing: line) else {
                throw HarnessFailure(
                    "\(source):\(offset + 1): '\(line)' is not a test ID: write Module.Class/method (or "
                        + "Module/function()) as 'harness list --format ids' prints them",
                    code: RunnerExitCode.badInput)
            }
            if let first = lineOf[id] {
                throw HarnessFailure(
                    "\(source):\(offset + 1): '\(id)' is listed twice (first on line \(first)): name each test once",
                    code: RunnerExitCode.badInput)
            }
            lineOf[id] = offset + 1
            ids.append(id)
        }
        return ids
    }
}
