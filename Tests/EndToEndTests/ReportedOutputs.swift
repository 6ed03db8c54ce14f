import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Each test's output as every report of one `harness test` run shows it, by test identifier
/// (`Module.Suite/function()`): the JSON lines' last attempt (stdout and stderr), JUnit's
/// `system-out` and `system-err`, the HTML report's output sections, and the console's failure
/// block. What a test's output must hold is checked against all four at once.
struct ReportedOutputs {
    var json: [String: String] = [:]
    var junit: [String: String] = [:]
    var html: [String: String] = [:]
    /// Failing tests only: the console prints output in failure blocks.
    var console: [String: String] = [:]

    /// Every format by name, for messages.
    var formats: [(name: String, outputs: [String: String])] {
        [("JSON", json), ("JUnit", junit), ("HTML", html), ("console", console)]
    }

    init(json jsonFile: URL, junit junitFile: URL, html htmlFile: URL, console: String) throws {
        for line in try String(contentsOf: jsonFile, encoding: .utf8).split(separator: "\n") {
            guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                record["kind"] as? String == "testFinished", let id = record["id"] as? [String: Any],
                let last = (record["attempts"] as? [[String: Any]])?.last
            else { continue }
            let name = "\(id["module"] as? String ?? "").\(id["className"] as? String ?? "")/\(id["method"] ?? "")"
            json[name] = (last["stdout"] as? String ?? "") + (last["stderr"] as? String ?? "")
        }
        let collector = JUnitOutputs()
        let parser = XMLParser(data: try Data(contentsOf: junitFile))
        parser.delegate = collector
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        junit = collector.outputs
        html = Self.htmlOutputs(try String(contentsOf: htmlFile, encoding: .utf8))
        self.console = Self.failureBlocks(console)
    }

    /// Each test's `<template id="detail-test-…">`: the test named in its first line, the text
    /// of its `<pre>` sections, unescaped.
    static func htmlOutputs(_ page: String) -> [String: String] {
        var outputs: [String: String] = [:]
        for template in page.components(separatedBy: "<template id=\"detail-test-").dropFirst() {
            let body = template.components(separatedBy: "</template>")[0]
            guard let meta = body.range(of: "<p class=\"meta\">"),
                let end = body.range(of: " in ", range: meta.upperBound..<body.endIndex)
            else { continue }
            let name = unescaped(String(body[meta.upperBound..<end.lowerBound]))
            var text = ""
            for pre in body.components(separatedBy: "<pre>").dropFirst() {
                text += unescaped(pre.components(separatedBy: "</pre>")[0])
            }
            outputs[name] = text
        }
        return outputs
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The console's failure blocks: `--- FAIL <id> [time]` and the lines under it, up to the
    /// next block or the list of slowest tests.
    static func failureBlocks(_ console: String) -> [String: String] {
        var blocks: [String: String] = [:]
        var current: String?
        for line in console.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                current = line.split(separator: " ").dropFirst(2).first.map(String.init)
                continue
            }
            if line.hasPrefix("Slowest:") || line.hasPrefix("     Summary") { current = nil }
            if let current { blocks[current, default: ""] += line + "\n" }
        }
        return blocks
    }

    private final class JUnitOutputs: NSObject, XMLParserDelegate {
        var outputs: [String: String] = [:]
        private var test: String?
        private var inOutput = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "testcase", let classname = attributes["classname"], let method = attributes["name"] {
                test = "\(classname)/\(method)"
                outputs[test ?? "", default: ""] += ""
            } else if test != nil, name == "system-out" || name == "system-err" {
                inOutput = true
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if name == "testcase" { test = nil }
            if name == "system-out" || name == "system-err" { inOutput = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard inOutput, let test else { return }
            outputs[test, default: ""] += string
        }
    }
}
