import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessTestSupport
import HarnessWire
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("JUnitReportFormatter: Surefire-dialect JUnit that tells the truth")
struct JUnitReportFormatterTests {
    static let formatter = JUnitReportFormatter(timestamp: ReportSamples.timestamp, hostname: "ci-7")

    static func report(_ results: [TestResult], interrupted: Bool = false) -> Data {
        let summary = RunSummary(results: results, duration: 1, interrupted: interrupted)
        return formatter.data(for: RunnerEvent.RunFinished(results: results, summary: summary, exitCode: 0))
    }

    static func parse(_ data: Data) throws -> XMLElement {
        let document = try XMLDocument(data: data)
        return try #require(document.rootElement())
    }

    @Test("matches the golden report for every kind of test")
    func golden() throws {
        let text = String(decoding: Self.formatter.data(for: ReportSamples.finished), as: UTF8.self)
        let golden = try ReportSamples.checkGolden(text, name: "junit.xml")
        #expect(golden.actual == golden.expected)
    }

    @Test("the sample report is valid against the JUnit schema (xmllint)")
    func validatesAgainstSchema() throws {
        let outcome = try SchemaValidator.validate(Self.formatter.data(for: ReportSamples.finished))
        #expect(outcome.isValid, "\(outcome.messages)")
    }

    @Test(
        "the validator rejects what CI parsers reject",
        arguments: [
            #"<testsuites tests="1" failures="0" errors="0"><testsuite name="B" tests="1" failures="0" "#
                + #"errors="0" skipped="0" time="0.1"><testcase name="t" time="0.1"/></testsuite></testsuites>"#,
            #"<testsuites tests="1" failures="0" errors="0"><testsuite name="B" tests="x" failures="0" "#
                + #"errors="0" skipped="0" time="0.1"/></testsuites>"#,
            #"<testsuites tests="1" failures="0" errors="0"><testsuite name="B" tests="1" failures="0" "#
                + #"errors="0" skipped="0" time="0.1"><testcase name="t" classname="C" "#
                + #"time="0"><system-out/><failure type="f"/></testcase></testsuite></testsuites>"#,
        ])
    func schemaCanFail(document: String) throws {
        let outcome = try SchemaValidator.validate(Data(document.utf8))
        #expect(!outcome.isValid)
    }

    @Test("one status alone still gives a valid report with the right counts", arguments: TestStatus.allCases)
    func countsPerStatus(status: TestStatus) throws {
        let result = Self.result(status)
        let data = Self.report([result, Self.result(.passed, method: "testOther")])
        #expect(try SchemaValidator.validate(data).isValid)
        let suite = try #require(try Self.parse(data).elements(forName: "testsuite").first)
        let expected: [String: String] = [
            "tests": "2",
            "failures": status == .failed ? "1" : "0",
            "errors": [.timedOut, .crashed, .hostLaunchFailed].contains(status) ? "1" : "0",
            "skipped": status == .skipped ? "1" : "0",
        ]
        for (name, value) in expected {
            #expect(suite.attribute(forName: name)?.stringValue == value, "\(name)")
        }
        let testCase = try #require(suite.elements(forName: "testcase").first)
        let children = (testCase.children ?? []).compactMap(\.name)
        switch status {
        case .passed: #expect(!children.contains { ["failure", "error", "skipped"].contains($0) })
        case .failed: #expect(children.contains("failure"))
        case .skipped: #expect(children.contains("skipped"))
        case .timedOut, .crashed, .hostLaunchFailed: #expect(children.contains("error"))
        case .flaky:
            #expect(children.contains("flakyFailure"))
            #expect(!children.contains("failure"))
        }
    }

    static func result(_ status: TestStatus, method: String = "testOne") -> TestResult {
        let id = ReportSamples.id("C", method)
        switch status {
        case .flaky:
            return TestResult(
                id: id, bundle: "B",
                attempts: [
                    TestAttempt(number: 1, status: .failed, duration: 0.1, issues: [ReportSamples.assertion]),
                    TestAttempt(number: 2, status: .passed, duration: 0.1),
                ])
        case .failed:
            return TestResult(
                id: id, bundle: "B",
                attempts: [TestAttempt(number: 1, status: .failed, duration: 0.1, issues: [ReportSamples.assertion])])
        default:
            return TestResult(id: id, bundle: "B", attempts: [TestAttempt(number: 1, status: status, duration: 0.1)])
        }
    }

    @Test("a failure carries its message, file and line")
    func failureLocation() throws {
        let root = try Self.parse(Self.report([Self.result(.failed)]))
        let testCase = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(testCase.attribute(forName: "file")?.stringValue == "/src/Tests/CalcTests/BasicTests.swift")
        #expect(testCase.attribute(forName: "line")?.stringValue == "12")
        let failure = try #require(testCase.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == ReportSamples.assertion.description)
        #expect(failure.attribute(forName: "type")?.stringValue == "assertionFailure")
        #expect(
            failure.stringValue?.contains("/src/Tests/CalcTests/BasicTests.swift:12: XCTAssertEqual failed") == true)
    }

    @Test("a Swift Testing test says its framework in a property; an XCTest test, the schema's default, does not")
    func frameworkProperty() throws {
        var swiftTesting = Self.result(.failed, method: "fails()")
        swiftTesting.framework = .swiftTesting
        let root = try Self.parse(Self.report([swiftTesting, Self.result(.passed)]))
        let cases = root.elements(forName: "testsuite").first?.elements(forName: "testcase") ?? []
        func properties(_ index: Int) -> [String] {
            guard cases.indices.contains(index) else { return ["missing"] }
            return (cases[index].elements(forName: "properties").first?.elements(forName: "property") ?? [])
                .compactMap { property in
                    property.attribute(forName: "name")?.stringValue.map {
                        "\($0)=\(property.attribute(forName: "value")?.stringValue ?? "")"
                    }
                }
        }
        #expect(properties(0) == ["harness.framework=swiftTesting"])
        #expect(properties(1) == [])
    }

    @Test("a performance test's numbers are properties, in the console's words")
    func measurementProperties() throws {
        let root = try Self.parse(Self.report([ReportSamples.result("testSort")]))
        let properties =
            root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
            .elements(forName: "properties").first?.elements(forName: "property") ?? []
        let pairs = Dictionary(
            properties.compactMap { property in
                property.attribute(forName: "name")?.stringValue.map {
                    ($0, property.attribute(forName: "value")?.stringValue ?? "")
                }
            }, uniquingKeysWith: { first, _ in first })
        #expect(
            pairs["harness.performance.Time"]
                == "Time: average 0.01296 s, rsd 2.9%; +8% over baseline 0.012 s, allowed 10%")
        #expect(pairs["harness.performance.Time.baseline.status"] == "within")
        #expect(pairs["harness.performance.Time.baseline.average"] == "0.012")
        #expect(pairs["harness.performance.Time.baseline.maxPercentRegression"] == "10.0")
    }

    @Test("each kept attachment is linked as [[ATTACHMENT|path]]; a deleted one is not")
    func attachmentLinks() throws {
        let failed = String(decoding: Self.report([ReportSamples.result("testDivision")]), as: UTF8.self)
        #expect(failed.contains("[[ATTACHMENT|/runs/r1/CalcTests.BasicTests/testDivision/attempt-1/01-log.txt]]"))
        #expect(failed.contains("[[ATTACHMENT|/runs/r1/CalcTests.BasicTests/testDivision/attempt-1/02-screen.png]]"))
        let passed = String(decoding: Self.report([ReportSamples.result("testSort")]), as: UTF8.self)
        #expect(!passed.contains("[[ATTACHMENT|"))
    }

    @Test("one testsuite per bundle, in order, each with its own counts and time")
    func suitesPerBundle() throws {
        let root = try Self.parse(Self.formatter.data(for: ReportSamples.finished))
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.compactMap { $0.attribute(forName: "name")?.stringValue } == [
                "CalcPackageTests", "EnginePackageTests",
            ])
        #expect(suites.compactMap { $0.attribute(forName: "tests")?.stringValue } == ["8", "2"])
        #expect(suites.compactMap { $0.attribute(forName: "time")?.stringValue } == ["3.596", "0.060"])
        #expect(root.attribute(forName: "tests")?.stringValue == "10")
        #expect(root.attribute(forName: "errors")?.stringValue == "2")
    }

    @Test("output with markup and control characters survives a real XML parser")
    func hostileOutput() throws {
        let attempt = TestAttempt(
            number: 1, status: .failed, duration: 0, issues: [ReportSamples.nested],
            stdout: "<![CDATA[ ]]> \u{0} \u{7} \u{1B}[1m & \"'", stderr: "\u{FFFE}")
        let data = Self.report([TestResult(id: ReportSamples.id("C", "testX"), bundle: "B", attempts: [attempt])])
        #expect(try SchemaValidator.validate(data).isValid)
        let testCase = try #require(
            try Self.parse(data).elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(testCase.elements(forName: "system-out").first?.stringValue == "<![CDATA[ ]]> ^@ ^G ^[[1m & \"'")
        #expect(
            testCase.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
                == "failed - inside <b>&\"quotes\"</b>")
    }

    @Test("an interrupted run says so, and an empty run is still a valid report")
    func interruptedAndEmpty() throws {
        let interrupted = Self.report([Self.result(.passed)], interrupted: true)
        #expect(
            String(decoding: interrupted, as: UTF8.self).contains(
                #"<property name="harness.interrupted" value="true"/>"#))
        #expect(try SchemaValidator.validate(interrupted).isValid)
        let empty = Self.report([])
        #expect(try SchemaValidator.validate(empty).isValid)
    }

    @Test("long output keeps its end, where a crash's backtrace is")
    func outputLimit() throws {
        let formatter = JUnitReportFormatter(timestamp: ReportSamples.timestamp, hostname: "h", outputLimit: 10)
        let attempt = TestAttempt(
            number: 1, status: .crashed, duration: 0, signal: 6,
            stderr: String(repeating: "x", count: 100) + "BACKTRACE!")
        let results = [TestResult(id: ReportSamples.id("C", "t"), bundle: "B", attempts: [attempt])]
        let data = formatter.data(
            for: RunnerEvent.RunFinished(
                results: results, summary: RunSummary(results: results, duration: 0), exitCode: 1))
        let err = try #require(
            try Self.parse(data).elements(forName: "testsuite").first?.elements(forName: "testcase").first?.elements(
                forName: "system-err"
            ).first)
        #expect(err.stringValue == "[Harness: 100 earlier characters omitted]\nBACKTRACE!")
    }
}

/// Every `<testcase>` names its `file`, relative to the package, and its `line` when the
/// declarations are known; the report stays valid against the schema.
@Suite("JUnitReportFormatter: file and line on every test case")
struct JUnitSourceLocationTests {
    static let sources = TestSourceMap(
        root: "/src",
        declarations: [
            ReportSamples.id("BasicTests", "testAddition"): SourceLocation(
                file: "/src/Tests/CalcTests/BasicTests.swift", line: 5),
            // testDivision fails at BasicTests.swift:12, in its own file.
            ReportSamples.id("BasicTests", "testDivision"): SourceLocation(
                file: "/src/Tests/CalcTests/BasicTests.swift", line: 9),
            ReportSamples.id("PerformanceTests", "testSort"): SourceLocation(
                file: "/src/Tests/CalcTests/PerformanceTests.swift", line: 7),
        ])

    @Test("declared tests name their file relative to the root; a failure in that file gives its line")
    func everyCaseNamesItsPlace() throws {
        var formatter = JUnitReportFormatter(timestamp: ReportSamples.timestamp, hostname: "ci-7")
        formatter.sources = Self.sources
        let data = formatter.data(for: ReportSamples.finished)
        #expect(try SchemaValidator.validate(data).isValid)
        let cases = try JUnitReportFormatterTests.parse(data).nodes(forXPath: "//testcase").compactMap {
            $0 as? XMLElement
        }
        func place(_ name: String) -> String? {
            guard let element = cases.first(where: { $0.attribute(forName: "name")?.stringValue == name }) else {
                return nil
            }
            let file = element.attribute(forName: "file")?.stringValue ?? "-"
            return "\(file):\(element.attribute(forName: "line")?.stringValue ?? "-")"
        }
        #expect(place("testAddition") == "Tests/CalcTests/BasicTests.swift:5")
        #expect(place("testDivision") == "Tests/CalcTests/BasicTests.swift:12")
        #expect(place("testSort") == "Tests/CalcTests/PerformanceTests.swift:7")
    }

    @Test("a failure in another file (a helper) keeps the declaration, so a rerun by file finds the test")
    func helperFailureKeepsTheDeclaration() {
        let declared = SourceLocation(file: "/src/Tests/T/A.swift", line: 3)
        let map = TestSourceMap(root: "/src/", declarations: [ReportSamples.id("A", "t"): declared])
        let helper = SourceLocation(file: "/src/Tests/T/Helpers.swift", line: 40)
        #expect(map.location(of: ReportSamples.id("A", "t"), failingAt: helper) == declared)
        #expect(map.location(of: ReportSamples.id("A", "other"), failingAt: helper) == helper)
        #expect(map.relative("/src/Tests/T/A.swift") == "Tests/T/A.swift")
        #expect(map.relative("/elsewhere/A.swift") == "/elsewhere/A.swift")
    }
}
