import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The cases of one `test.xml` Bazel kept: each `testcase`'s `classname/name` and what its
/// verdict element was (`failure`, `error`, `skipped`, or nothing for a pass).
struct BazelTestXML {
    struct Case: Hashable {
        var id: String
        var verdict: String?
    }

    var cases: [Case]

    var ids: [String] { cases.map(\.id) }

    init(contentsOf file: URL) throws {
        let collector = Collector()
        let parser = XMLParser(data: try Data(contentsOf: file))
        parser.delegate = collector
        guard parser.parse() else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
        }
        cases = collector.cases
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var cases: [Case] = []
        var open = false

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "testcase", let classname = attributes["classname"], let method = attributes["name"] {
                cases.append(Case(id: "\(classname)/\(method)", verdict: nil))
                open = true
            } else if open, ["failure", "error", "skipped"].contains(name), cases.last?.verdict == nil {
                cases[cases.count - 1].verdict = name
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "testcase" { open = false }
        }
    }
}
