import Foundation
import HarnessModel
import HarnessWire

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Turns a finished run into a JUnit XML document in the Maven Surefire dialect, the one
/// Jenkins, GitLab, GitHub's JUnit actions, Buildkite and Bazel all read.
///
/// Pure: the same results, timestamp and host name give the same bytes, so it is tested with
/// golden files. Where `swift test --xunit-output` loses information, this keeps it (the mapping
/// is in `Documentation/Reports.md`):
///
/// | status | `testcase` holds |
/// |---|---|
/// | passed | nothing, or its output |
/// | skipped | `<skipped message="…"/>` |
/// | failed | `<failure message type>` with every issue as `file:line: description` |
/// | timed out, crashed | `<error type="timeout"/"crash">` |
/// | flaky | one `<flakyFailure>`/`<flakyError>` per failed attempt, no failure: it passed |
/// | retried, still failing | the last attempt as `<failure>`/`<error>`, earlier ones as
/// `<rerunFailure>`/`<rerunError>` |
///
/// One `testsuite` per bundle, with its own counts and time; captured output goes to
/// `system-out`/`system-err`.
///
/// ```swift
/// let formatter = JUnitReportFormatter(timestamp: start, hostname: "ci-7")
/// let xml: Data = formatter.data(for: finished)   // finished: RunnerEvent.RunFinished
/// ```
package struct JUnitReportFormatter: Sendable {
    /// When the run started, written on every suite.
    package var timestamp: Date
    /// The machine that ran the tests.
    package var hostname: String
    /// The name of the root `testsuites` element.
    package var name: String
    /// The most characters of one attempt's stdout or stderr kept in the report; the *end* is
    /// kept (that is where a crash's backtrace is), so CI tools never choke on a 100 MB report.
    package var outputLimit: Int
    /// The partition the run was one shard of: `harness.partition` and
    /// `harness.partitionFingerprint` on every suite, so a CI log shows the shards agreed.
    package var partition: PartitionSummary?
    /// Where the tests are declared, so that every `<testcase>` names its `file` (relative to
    /// the package) and `line`; nil names only failing tests' assertions, as they recorded them.
    package var sources: TestSourceMap?

    /// Creates a formatter.
    package init(timestamp: Date, hostname: String, name: String = "harness", outputLimit: Int = 1 << 20) {
        self.timestamp = timestamp
        self.hostname = hostname
        self.name = name
        self.outputLimit = outputLimit
    }

    /// The report as UTF-8 bytes, pretty-printed, with an XML declaration and a final newline.
    package func data(for run: RunnerEvent.RunFinished) -> Data {
        var data = document(for: run).xmlData(options: [.nodePrettyPrint, .nodeCompactEmptyElement])
        if data.last != 0x0A { data.append(0x0A) }
        return data
    }

    /// The report as a document.
    package func document(for run: RunnerEvent.RunFinished) -> XMLDocument {
        let root = XMLElement(name: "testsuites")
        let all = JUnitCounts(run.results)
        root.set("name", name)
        root.set("tests", all.tests)
        root.set("failures", all.failures)
        root.set("errors", all.errors)
        root.set("skipped", all.skipped)
        root.set("time", Self.seconds(run.summary.duration))
        root.set("timestamp", Self.timestampText(timestamp))
        for (bundle, results) in Self.groupedByBundle(run.results) {
            root.addChild(suiteElement(bundle: bundle, results: results, interrupted: run.summary.interrupted))
        }
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        return document
    }

    /// One `testsuite`: a bundle's tests, in plan order.
    private func suiteElement(bundle: String, results: [TestResult], interrupted: Bool) -> XMLElement {
        let suite = XMLElement(name: "testsuite")
        let counts = JUnitCounts(results)
        suite.set("name", bundle)
        suite.set("tests", counts.tests)
        suite.set("failures", counts.failures)
        suite.set("errors", counts.errors)
        suite.set("skipped", counts.skipped)
        suite.set("time", Self.seconds(results.reduce(0) { $0 + $1.duration }))
        suite.set("timestamp", Self.timestampText(timestamp))
        suite.set("hostname", hostname)
        // Flakiness and interruption have no standard attribute; properties are where every
        // JUnit reader keeps what the format does not name.
        var properties: [(String, String)] = []
        if counts.flaky > 0 { properties.append(("harness.flaky", "\(counts.flaky)")) }
        if interrupted { properties.append(("harness.interrupted", "true")) }
        if let partition {
            properties.append(("harness.partition", partition.partition))
            properties.append(("harness.partitionFingerprint", partition.fingerprint))
        }
        if !properties.isEmpty { suite.addChild(Self.propertiesElement(properties)) }
        for result in results {
            suite.addChild(testCaseElement(result))
        }
        return suite
    }

    /// Bundles in the order their first test appears, each with its results.
    static func groupedByBundle(_ results: [TestResult]) -> [(String, [TestResult])] {
        var order: [String] = []
        var byBundle: [String: [TestResult]] = [:]
        for result in results {
            if byBundle[result.bundle] == nil { order.append(result.bundle) }
            byBundle[result.bundle, default: []].append(result)
        }
        return order.map { ($0, byBundle[$0] ?? []) }
    }

    static func propertiesElement(_ properties: [(String, String)]) -> XMLElement {
        let element = XMLElement(name: "properties")
        for (name, value) in properties {
            let property = XMLElement(name: "property")
            property.set("name", name)
            property.set("value", value)
            element.addChild(property)
        }
        return element
    }

    /// Seconds with millisecond precision, as every JUnit producer writes them.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }

    static func timestampText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// The four counts JUnit readers sum: flaky tests count as passed (they did pass), timeouts and
/// crashes as errors, as Surefire counts a test that could not complete.
struct JUnitCounts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    var flaky = 0

    init(_ results: [TestResult]) {
        for result in results {
            tests += 1
            switch result.status {
            case .passed: break
            case .flaky: flaky += 1
            case .failed: failures += 1
            case .timedOut, .crashed, .hostLaunchFailed: errors += 1
            case .skipped: skipped += 1
            }
        }
    }
}

extension XMLElement {
    /// Adds an attribute, keeping the order of calls (readers show attributes in file order).
    func set(_ name: String, _ value: String) {
        guard let attribute = XMLNode.attribute(withName: name, stringValue: JUnitText.xmlSafe(value)) as? XMLNode
        else { return }
        addAttribute(attribute)
    }

    func set(_ name: String, _ value: Int) {
        set(name, String(value))
    }
}
