import Foundation
import HarnessModel
import HarnessWire

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension JUnitReportFormatter {
    /// One `testcase`: the verdict element for the last attempt (which decides the status), the
    /// earlier failed attempts as flaky or rerun elements, then the last attempt's output.
    func testCaseElement(_ result: TestResult) -> XMLElement {
        let element = XMLElement(name: "testcase")
        element.set("name", result.id.method)
        element.set("classname", result.id.qualifiedClassName)
        element.set("time", Self.seconds(result.duration))
        // `file` and `line`: where the test is declared, relative to the package (CircleCI
        // reruns failed tests by file), at the first failing assertion of the deciding attempt
        // when that is in the same file (GitLab's and GitHub's annotations point at it).
        let last = result.attempts.last
        let failure = last.flatMap { AttemptDescription($0).failingIssues.first?.location }
        if let location = sources.map({ $0.location(of: result.id, failingAt: failure) }) ?? failure {
            element.set("file", sources?.relative(location.file) ?? location.file)
            element.set("line", location.line)
        }
        let properties = Self.testCaseProperties(result)
        if !properties.isEmpty { element.addChild(Self.propertiesElement(properties)) }
        guard let last else {
            element.addChild(
                textElement(
                    "error", "the test has no attempt",
                    attributes: [("message", "no attempt recorded"), ("type", "internal")]))
            return element
        }
        let earlier = result.attempts.dropLast().filter { $0.status.failsRun }
        switch result.status {
        case .passed:
            break
        case .skipped:
            let skipped = XMLElement(name: "skipped")
            skipped.set("message", AttemptDescription(last).headline)
            element.addChild(skipped)
        case .failed, .timedOut, .crashed, .hostLaunchFailed:
            element.addChild(verdictElement(last, name: result.status == .failed ? "failure" : "error"))
            for attempt in earlier {
                element.addChild(attemptElement(attempt, prefix: "rerun"))
            }
        case .flaky:
            for attempt in earlier {
                element.addChild(attemptElement(attempt, prefix: "flaky"))
            }
        }
        appendOutput(of: last, to: element)
        return element
    }

    /// `<failure>` or `<error>`: the headline as `message`, every issue in the text.
    private func verdictElement(_ attempt: TestAttempt, name: String) -> XMLElement {
        let words = AttemptDescription(attempt)
        let text = (words.summaryLines + words.knownDetails).joined(separator: "\n")
        return textElement(name, text, attributes: [("message", words.headline), ("type", words.typeName)])
    }

    /// `<flakyFailure>`, `<rerunError>`, …: Surefire's shape, with the attempt's own output.
    private func attemptElement(_ attempt: TestAttempt, prefix: String) -> XMLElement {
        let words = AttemptDescription(attempt)
        let element = XMLElement(name: prefix + (attempt.status == .failed ? "Failure" : "Error"))
        element.set("message", "attempt \(attempt.number): \(words.headline)")
        element.set("type", words.typeName)
        element.addChild(textElement("stackTrace", words.summaryLines.joined(separator: "\n")))
        appendOutput(of: attempt, to: element)
        return element
    }

    private func appendOutput(of attempt: TestAttempt, to element: XMLElement) {
        let note = attempt.outputTruncated ? "\n[Harness: output truncated at the capture limit]\n" : ""
        // Jenkins' and GitLab's attachment convention: one `[[ATTACHMENT|path]]` line per file.
        let links = attempt.attachments.compactMap(\.path).map { "[[ATTACHMENT|\($0)]]\n" }.joined()
        if !attempt.stdout.isEmpty || !links.isEmpty || (attempt.outputTruncated && attempt.stderr.isEmpty) {
            var text = JUnitText.tail(attempt.stdout, limit: outputLimit) + note
            if !links.isEmpty, !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
            element.addChild(textElement("system-out", text + links))
        }
        if !attempt.stderr.isEmpty {
            element.addChild(textElement("system-err", JUnitText.tail(attempt.stderr, limit: outputLimit) + note))
        }
    }

    private func textElement(_ name: String, _ text: String, attributes: [(String, String)] = []) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes { element.set(key, value) }
        element.stringValue = JUnitText.xmlSafe(text)
        return element
    }

    /// What JUnit has no attribute for: Harness's own status name where it differs from the
    /// element (flaky, timed out, crashed), the attempt count after retries, the repetition,
    /// the expected failures of a passing test, and a parameterized function's cases.
    static func testCaseProperties(_ result: TestResult) -> [(String, String)] {
        var properties: [(String, String)] = []
        // JUnit has no notion of a framework; XCTest, the schema's origin, is left implicit.
        if result.framework != .xctest { properties.append(("harness.framework", result.framework.rawValue)) }
        switch result.status {
        case .flaky, .timedOut, .crashed, .hostLaunchFailed:
            properties.append(("harness.status", result.status.rawValue))
        case .passed, .failed, .skipped: break
        }
        if result.attempts.count > 1 { properties.append(("harness.attempts", "\(result.attempts.count)")) }
        if result.repetition > 1 { properties.append(("harness.repetition", "\(result.repetition)")) }
        if let last = result.attempts.last, result.status != .failed {
            for line in AttemptDescription(last).knownDetails {
                properties.append(("harness.expectedFailure", line))
            }
        }
        if let last = result.attempts.last {
            properties += last.measurements.flatMap(measurementProperties)
            // A parameterized function's cases: `harness.case` = `failed ("circle")`.
            properties += last.cases.map { ("harness.case", "\($0.outcome.rawValue) (\($0.arguments))") }
        }
        return properties
    }

    /// A measured metric as properties: the line every report prints, then its numbers.
    static func measurementProperties(_ measured: WireEvent.Measured) -> [(String, String)] {
        let key = "harness.performance.\(measured.name)"
        var properties = [
            (key, MeasurementText.line(measured)),
            ("\(key).average", "\(measured.average)"),
            ("\(key).unit", measured.unit),
            ("\(key).relativeStandardDeviation", "\(measured.relativeStandardDeviation)"),
        ]
        if let baseline = measured.baseline {
            properties.append(("\(key).baseline.status", baseline.status.rawValue))
            if let average = baseline.baselineAverage { properties.append(("\(key).baseline.average", "\(average)")) }
            if let change = baseline.percentChange { properties.append(("\(key).baseline.percentChange", "\(change)")) }
            if let allowed = baseline.maxPercentRegression {
                properties.append(("\(key).baseline.maxPercentRegression", "\(allowed)"))
            }
        }
        return properties
    }
}
