import HarnessUI
import Testing

@Suite("The access rule: token, host and origin")
struct UIAccessRuleTests {
    let rule = UIAccessRule(token: "0123456789abcdef0123456789abcdef", port: 8123)

    @Test("the token, the server's host and no origin (or the page's own) are allowed")
    func allowed() {
        let token = rule.token
        #expect(rule.decide(UIRequestFacts(token: token, host: "127.0.0.1:8123", origin: nil)) == .allowed)
        #expect(rule.decide(UIRequestFacts(token: token, host: "localhost:8123", origin: nil)) == .allowed)
        #expect(
            rule.decide(UIRequestFacts(token: token, host: "127.0.0.1:8123", origin: "http://127.0.0.1:8123"))
                == .allowed)
        #expect(
            rule.decide(UIRequestFacts(token: token, host: "127.0.0.1:8123", origin: "http://localhost:8123"))
                == .allowed)
    }

    @Test(
        "a missing, wrong, shorter or longer token is refused",
        arguments: [
            nil, "", "wrong", "0123456789abcdef0123456789abcdee", "0123456789abcdef0123456789abcde",
            "0123456789abcdef0123456789abcdef0",
        ])
    func badToken(_ token: String?) {
        let decision = rule.decide(UIRequestFacts(token: token, host: "127.0.0.1:8123", origin: nil))
        #expect(
            decision == .refused("a request to harness ui must carry the token printed with its address (?token=…)"))
    }

    @Test(
        "another host (a DNS-rebinding page) or none is refused, even with the token",
        arguments: [nil, "evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "[::1]:8123"])
    func otherHost(_ host: String?) {
        let decision = rule.decide(UIRequestFacts(token: rule.token, host: host, origin: nil))
        #expect(decision == .refused("harness ui answers only requests addressed to 127.0.0.1:8123"))
    }

    @Test(
        "another origin is refused, even with the token",
        arguments: ["http://evil.example", "null", "http://127.0.0.1:9999", "https://127.0.0.1:8123"])
    func otherOrigin(_ origin: String) {
        let decision = rule.decide(UIRequestFacts(token: rule.token, host: "127.0.0.1:8123", origin: origin))
        #expect(decision == .refused("harness ui refuses requests from another origin (\(origin))"))
    }

    @Test("a token is 32 hexadecimal digits, new each time")
    func tokens() {
        let first = UIToken.make()
        let second = UIToken.make()
        #expect(first.count == 32)
        #expect(first.allSatisfy { $0.isHexDigit })
        #expect(first != second)
    }
}

@Suite("The routes")
struct UIRouteTests {
    @Test(
        "each route from its method and path",
        arguments: [
            ("GET", "/", UIRoute.page), ("GET", "/api/model", .model), ("GET", "/api/events", .events),
            ("POST", "/api/run", .run), ("POST", "/api/stop", .stop), ("POST", "/api/watch", .watch),
            ("GET", "/api/timeline", .timeline),
            ("GET", "/api/detail", .detail), ("GET", "/api/source", .source),
            ("GET", "/api/test-coverage", .testCoverage), ("GET", "/api/changed", .changed),
            ("GET", "/api/coverage", .coverage), ("POST", "/api/coverage", .setCoverage),
        ] as [(String, String, UIRoute)])
    func route(method: String, path: String, expected: UIRoute) {
        #expect(UIRoute(method: method, path: path) == expected)
    }

    @Test(
        "anything else is no route (404)",
        arguments: [
            ("POST", "/"), ("GET", "/api/run"), ("DELETE", "/api/model"), ("GET", "/index.html"),
            ("GET", "/api/model/"), ("GET", "/api/sources"), ("POST", "/api/source"), ("POST", "/api/changed"),
        ] as [(String, String)])
    func noRoute(method: String, path: String) {
        #expect(UIRoute(method: method, path: path) == nil)
    }
}
