import Foundation
import HarnessUI
import Testing

/// The coverage routes on a real server: the token first, then only the package's files. In
/// the server's own serialized suite: two suites of real servers at once starve Swift's
/// cooperative pool on two cores (each test blocks a thread while its server answers).
extension UIServerTests {
    @Test("without the token: 403 on every coverage route")
    func refusedWithoutToken() async throws {
        let served = try Served()
        for path in ["/api/source?file=Sources/a.swift", "/api/test-coverage", "/api/changed", "/api/coverage"] {
            #expect(try await served.request(path, token: nil).status == 403, "\(path)")
        }
        #expect(
            try await served.request("/api/coverage", method: "POST", token: nil, body: #"{"mode":"summary"}"#)
                .status == 403)
    }

    @Test("a package file with its lines; '..', outside and missing files refused with one line")
    func source() async throws {
        let served = try Served()
        let token = served.server.token
        let answer = try await served.request("/api/source?file=Sources/a.swift", token: token)
        #expect(answer.status == 200)
        let view = try JSONDecoder().decode(UISourceView.self, from: Data(answer.body.utf8))
        #expect(view.file == "Sources/a.swift")
        #expect(view.lines == ["let x = 1", "let y = 2", "let z = 3"])
        #expect(view.coverageNote == "no coverage report yet: choose Coverage, then run tests")

        let traversal = try await served.request("/api/source?file=Sources/../../../etc/passwd", token: token)
        #expect(traversal.status == 403)
        #expect(!traversal.body.contains("root:"))
        #expect(traversal.body.hasSuffix("a path with '..' is refused; name the file inside the package\n"))
        let encoded = try await served.request("/api/source?file=%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", token: token)
        #expect(encoded.status == 403)
        #expect(try await served.request("/api/source?file=/etc/passwd", token: token).status == 403)
        #expect(try await served.request("/api/source?file=Sources/b.swift", token: token).status == 404)
    }

    @Test("the coverage switch: off at first, then as asked; a bad body is one line")
    func coverageSwitch() async throws {
        let served = try Served()
        let token = served.server.token
        #expect(try await served.request("/api/coverage", token: token).body == #"{"mode":"off"}"#)
        let set = try await served.request("/api/coverage", method: "POST", token: token, body: #"{"mode":"per-test"}"#)
        #expect(set.status == 200)
        #expect(try await served.request("/api/coverage", token: token).body == #"{"mode":"per-test"}"#)
        #expect(served.controller.coverage.choice == .perTest)
        let bad = try await served.request("/api/coverage", method: "POST", token: token, body: #"{"mode":"all"}"#)
        #expect(bad.status == 400)
        #expect(
            bad.body == #"the coverage request must be {"mode": M} with M one of "off", "summary", "per-test""# + "\n")
    }

    @Test("a test's coverage: 404 for a test the model does not list")
    func testCoverageUnknown() async throws {
        let served = try Served()
        let answer = try await served.request("/api/test-coverage?test=A.B/c", token: served.server.token)
        #expect(answer.status == 404)
        #expect(answer.body == "no test named A.B/c in this package\n")
    }
}
