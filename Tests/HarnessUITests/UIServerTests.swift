import Foundation
import HarnessModel
import HarnessReports
import HarnessSession
import HarnessUI
import HarnessWire
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server itself, listening on 127.0.0.1 with a session that never builds (its loop is
/// not started): what each request gets back.
@Suite("The server: 127.0.0.1, the token, the routes", .serialized)
struct UIServerTests {
    final class Served {
        let server: UIServer
        let controller: UIController
        let port: UInt16
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("ui-server-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try "let x = 1\nlet y = 2\nlet z = 3\n".write(
                to: root.appendingPathComponent("Sources/a.swift"), atomically: true, encoding: .utf8)
            let settings = SessionSettings(packageRoot: root.path, environment: [:])
            let channel = UIEventChannel()
            controller = try UIController(settings: settings, send: channel.send)
            server = UIServer(controller: controller, channel: channel, port: nil)
            port = try server.start()
        }

        deinit {
            server.stop()
            try? FileManager.default.removeItem(at: root)
        }

        func request(
            _ path: String, method: String = "GET", token: String?, origin: String? = nil, body: String? = nil
        ) async throws -> (status: Int, body: String) {
            var address = "http://127.0.0.1:\(port)\(path)"
            if let token { address += (path.contains("?") ? "&" : "?") + "token=\(token)" }
            var request = URLRequest(url: try #require(URL(string: address)))
            request.httpMethod = method
            if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
            if let body { request.httpBody = Data(body.utf8) }
            let (data, response) = try await URLSession.shared.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return (status, String(decoding: data, as: UTF8.self))
        }
    }

    @Test("the address printed: 127.0.0.1, the port, the token")
    func address() throws {
        let served = try Served()
        #expect(
            served.server.address(port: served.port) == "http://127.0.0.1:\(served.port)/?token=\(served.server.token)")
        #expect(served.port > 0)
    }

    @Test("without the token, with a wrong one, or from another origin: 403 on every route")
    func refused() async throws {
        let served = try Served()
        for path in ["/", "/api/model", "/api/events", "/api/detail", "/api/timeline"] {
            #expect(try await served.request(path, token: nil).status == 403, "\(path)")
            #expect(try await served.request(path, token: "0000").status == 403, "\(path)")
        }
        let evil = try await served.request("/api/model", token: served.server.token, origin: "http://evil.example")
        #expect(evil.status == 403)
        #expect(evil.body == "harness ui refuses requests from another origin (http://evil.example)\n")
        let post = try await served.request("/api/stop", method: "POST", token: nil)
        #expect(post.status == 403)
    }

    @Test("with the token: the page, the model; 404 elsewhere")
    func served() async throws {
        let served = try Served()
        let token = served.server.token
        let page = try await served.request("/", token: token)
        #expect(page.status == 200)
        #expect(page.body.contains(#"aria-label="Filter""#))
        #expect(page.body.contains(#"<button type="button" id="run-failed">Run failed</button>"#))
        #expect(
            !page.body.contains("http://") && !page.body.contains("https://"), "the page loads nothing from the network"
        )
        let model = try await served.request("/api/model", token: token, origin: "http://127.0.0.1:\(served.port)")
        #expect(model.status == 200)
        let decoded = try JSONDecoder().decode(NavigatorModel.self, from: Data(model.body.utf8))
        #expect(decoded.packageRoot == served.root.path)
        #expect(try await served.request("/nothing", token: token).status == 404)
        let timeline = try await served.request("/api/timeline?test=M.C/testGone", token: token)
        #expect(timeline.status == 404)
        #expect(timeline.body == "no test named M.C/testGone in this package\n")
    }

    @Test("a test's detail: 404 before it ran in this session, then its result as the report shows it, with its source")
    func detail() async throws {
        let served = try Served()
        let token = served.server.token
        let id = TestIdentifier(module: "M", className: "C", method: "testOne")
        let before = try await served.request("/api/detail?test=M.C/testOne", token: token)
        #expect(before.status == 404)
        #expect(before.body == "M.C/testOne has not run in this session\n")
        let file = served.root.appendingPathComponent("Sources/a.swift").path
        let issue = IssueRecord(
            kind: .assertionFailure, description: "one <is> not two", location: SourceLocation(file: file, line: 2))
        served.controller.keep(
            .testFinished(
                TestResult(
                    id: id, bundle: "B",
                    attempts: [TestAttempt(number: 1, status: .failed, duration: 1, issues: [issue])]
                )))
        let after = try await served.request("/api/detail?test=M.C/testOne", token: token)
        #expect(after.status == 200)
        #expect(after.body.contains(#"<section class="attempt failed">"#))
        #expect(after.body.contains("one &lt;is&gt; not two"))
        #expect(after.body.contains("<mark>2 ▶ let y = 2</mark>"), "the source around the failure, read now")
    }

    @Test("a kept attachment: inline in the detail, linked through the route with the token; nothing else served")
    func attachment() async throws {
        let served = try Served()
        let token = served.server.token
        // The session keeps attachments in a run folder of the package, as `harness test` does.
        let folder = served.controller.attachments.folder
        #expect(folder.hasPrefix(served.root.path + "/.build/harness/runs/"))
        let kept = folder + "/M.C/testOne/attempt-1/01-log.txt"
        try FileManager.default.createDirectory(
            atPath: (kept as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "loaded & rendered".write(toFile: kept, atomically: true, encoding: .utf8)
        let record = AttachmentRecord(
            name: "log.txt", uniformTypeIdentifier: "public.plain-text", lifetime: .keepAlways, byteCount: 17,
            path: kept)
        served.controller.keep(
            .testFinished(
                TestResult(
                    id: TestIdentifier(module: "M", className: "C", method: "testOne"), bundle: "B",
                    attempts: [TestAttempt(number: 1, status: .failed, duration: 1, attachments: [record])])))
        let detail = try await served.request("/api/detail?test=M.C/testOne", token: token)
        #expect(detail.body.contains("<pre class=\"attachment-text\">loaded &amp; rendered</pre>"))
        let quoted = try #require(kept.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        #expect(detail.body.contains("href=\"/api/attachment?file="), "the link goes through the server")
        #expect(!detail.body.contains("file://"))
        let served200 = try await served.request("/api/attachment?file=\(quoted)", token: token)
        #expect(served200.status == 200)
        #expect(served200.body == "loaded & rendered")
        #expect(try await served.request("/api/attachment?file=\(quoted)", token: nil).status == 403)
        let outside = try #require(
            (served.root.path + "/Sources/a.swift").addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let refused = try await served.request("/api/attachment?file=\(outside)", token: token)
        #expect(refused.status == 403)
        #expect(refused.body == "\(served.root.path)/Sources/a.swift is not an attachment this session kept\n")
    }

    @Test("a run naming an unknown test, or a body that is not a request: refused with one line")
    func badRuns() async throws {
        let served = try Served()
        let token = served.server.token
        let unknown = try await served.request(
            "/api/run", method: "POST", token: token, body: #"{"scope":"tests","tests":["M.C/testGone"]}"#)
        #expect(unknown.status == 409)
        #expect(unknown.body == "no test named M.C/testGone in this package: reload the page to list the tests again\n")
        let garbage = try await served.request("/api/run", method: "POST", token: token, body: "run everything")
        #expect(garbage.status == 400)
    }

    @Test("a port in use: one line naming it")
    func portInUse() throws {
        let served = try Served()
        let settings = SessionSettings(packageRoot: served.root.path, environment: [:])
        let channel = UIEventChannel()
        let controller = try UIController(settings: settings, send: channel.send)
        let second = UIServer(controller: controller, channel: channel, port: served.port)
        #expect(
            throws: HarnessFailure(
                "port \(served.port) on 127.0.0.1 is in use: choose another with --port, or leave --port out for a free one",
                code: 2)
        ) {
            _ = try second.start()
        }
    }
}
