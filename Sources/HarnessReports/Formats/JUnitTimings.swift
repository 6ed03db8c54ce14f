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
    /// listed test). Read with `XMLParser`, whose errors come back as values: the one line that
    /// refuses a file is the only line printed.
    package static func cases(in data: Data, source: String) throws(HarnessFailure)
        -> [(id: TestIdentifier, seconds: Double)]
    {
        let collector = CaseCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        // A document cut short can leave the parser content: its root must also have closed.
        guard parser.parse(), !collector.failed, collector.depth == 0, let root = collector.root else {
            throw notJUnit(source, why: "it is not well-formed XML")
        }
        guard root == "testsuites" || root == "testsuite" else {
            throw notJUnit(source, why: "its root element is not <testsuites> or <testsuite>")
        }
        return collector.cases
    }

    private static func notJUnit(_ source: String, why: String) -> HarnessFailure {
        HarnessFailure(
            "'\(source)' is not a JUnit report (\(why)): pass the XML file that 'harness test --junit' or another "
                + "JUnit producer wrote",
            code: RunnerExitCode.badInput)
    }

    /// Collects the root's name and every `testcase`'s ID and time as the parser meets them.
    private final class CaseCollector: NSObject, XMLParserDelegate {
        var root: String?
        var cases: [(id: TestIdentifier, seconds: Double)] = []
        /// Elements open now.
        var depth = 0
        var failed = false

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            depth -= 1
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            failed = true
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = name }
            depth += 1
            guard name == "testcase", let classname = attributes["classname"], let method = attributes["name"],
                let time = attributes["time"].flatMap(Double.init), time.isFinite,
                let id = TestIdentifier(parsing: "\(classname)/\(method)")
            else { return }
            cases.append((id, max(0, time)))
        }
    }
}
