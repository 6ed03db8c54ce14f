import Foundation
import HarnessModel
import HarnessWire

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Each test's duration as earlier JUnit reports recorded it (`--timings-from report.xml …`):
/// what CI services keep anyway (CircleCI's `store_test_results`, GitLab's
/// `artifacts:reports:junit`), so that `--partition time:K/N` balances without a run history.
///
/// Cases are matched by ID, `classname/name`: the ID Harness's reports and `harness list
/// --format ids` print, and the shape `swift test --xunit-output` writes too. A test found in
/// several reports (shards that overlapped, repetitions) gets the mean of its times.
///
/// ```swift
/// let seconds = try JUnitTimings.read(paths: ["shard-1.xml", "shard-2.xml"])
/// seconds[TestIdentifier(module: "M", className: "A", method: "testA")]   // 0.412
/// ```
package enum JUnitTimings {
    /// The mean seconds of every test the reports name. A file that cannot be read, or is not
    /// a JUnit report, is bad input naming it (exit 2), before anything is built.
    package static func read(paths: [String]) throws(HarnessFailure) -> [TestIdentifier: Double] {
        var sums: [TestIdentifier: (seconds: Double, count: Int)] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw HarnessFailure(
                    "cannot read the timings file '\(path)': pass a JUnit report an earlier run wrote",
                    code: RunnerExitCode.badInput)
            }
            for (id, seconds) in try cases(in: data, source: path) {
                sums[id, default: (0, 0)].seconds += seconds
                sums[id, default: (0, 0)].count += 1
            }
        }
        return sums.mapValues { $0.seconds / Double($0.count) }
    }

    /// Every `testcase` of one report with its `time`, in document order; cases whose
    /// `classname/name` is no test ID, or that carry no time, are left out (they cannot match a
    /// listed test).
    package static func cases(in data: Data, source: String) throws(HarnessFailure)
        -> [(id: TestIdentifier, seconds: Double)]
    {
        let notJUnit = { (why: String) in
            HarnessFailure(
                "'\(source)' is not a JUnit report (\(why)): pass the XML file that 'harness test --junit' or "
                    + "another JUnit producer wrote",
                code: RunnerExitCode.badInput)
        }
        // libxml prints its own complaint about a file that does not even start like XML.
        guard data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<")
        else {
            throw notJUnit("it is not XML")
        }
        let document: XMLDocument
        do {
            document = try XMLDocument(data: data, options: [])
        } catch {
            throw notJUnit("it is not XML")
        }
        guard let root = document.rootElement(), root.name == "testsuites" || root.name == "testsuite" else {
            throw notJUnit("its root element is not <testsuites> or <testsuite>")
        }
        let elements = ((try? root.nodes(forXPath: "descendant-or-self::testcase")) ?? []).compactMap {
            $0 as? XMLElement
        }
        return elements.compactMap { element in
            guard let classname = element.attribute(forName: "classname")?.stringValue,
                let name = element.attribute(forName: "name")?.stringValue,
                let time = element.attribute(forName: "time")?.stringValue.flatMap(Double.init), time.isFinite,
                let id = TestIdentifier(parsing: "\(classname)/\(name)")
            else { return nil }
            return (id, max(0, time))
        }
    }
}
