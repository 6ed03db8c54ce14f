/// Who may talk to `harness ui`'s server. The server listens on 127.0.0.1 only, but any page
/// the user's browser has open can send requests there, and any program of any local user can
/// connect: so every request must carry the one-time token printed with the address, and a
/// request a browser sends on behalf of another site (its `Origin`) or through another host
/// name (a DNS-rebinding page's `Host`) is refused even with the token.
///
/// ```swift
/// let rule = UIAccessRule(token: "3f9c…", port: 8123)
/// rule.decide(UIRequestFacts(token: "3f9c…", host: "127.0.0.1:8123", origin: nil))  // .allowed
/// rule.decide(UIRequestFacts(token: nil, host: "127.0.0.1:8123", origin: nil))      // .refused("…token…")
/// ```
package struct UIAccessRule: Sendable {
    /// The secret every request carries as `?token=`.
    package let token: String
    /// The port the server listens on (part of every allowed host and origin).
    package let port: UInt16

    package init(token: String, port: UInt16) {
        self.token = token
        self.port = port
    }

    /// The hosts a request may name: the loopback address the server listens on, and
    /// `localhost` (a user may type it).
    package var allowedHosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// The origins a browser may send from: the page itself.
    package var allowedOrigins: [String] { allowedHosts.map { "http://\($0)" } }

    /// Whether the request may go on, and if not, why (the 403's body).
    package func decide(_ request: UIRequestFacts) -> UIAccessDecision {
        guard let given = request.token, Self.sameSecret(given, token) else {
            return .refused("a request to harness ui must carry the token printed with its address (?token=…)")
        }
        guard let host = request.host?.lowercased(), allowedHosts.contains(host) else {
            return .refused("harness ui answers only requests addressed to 127.0.0.1:\(port)")
        }
        if let origin = request.origin, !allowedOrigins.contains(origin.lowercased()) {
            return .refused("harness ui refuses requests from another origin (\(origin))")
        }
        return .allowed
    }

    /// Compares in time independent of where the two differ, so the token cannot be guessed
    /// one character at a time from the answers' timing.
    static func sameSecret(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        var difference = a.count ^ b.count
        for index in 0..<b.count {
            difference |= Int((index < a.count ? a[index] : 0) ^ b[index])
        }
        return difference == 0
    }
}

/// What the access rule reads of a request, as plain values.
package struct UIRequestFacts: Hashable, Sendable {
    /// The `token` query item, if any.
    package var token: String?
    /// The `Host` header.
    package var host: String?
    /// The `Origin` header (browsers send it with every WebSocket and every POST).
    package var origin: String?

    package init(token: String?, host: String?, origin: String?) {
        self.token = token
        self.host = host
        self.origin = origin
    }
}

/// The access rule's answer.
package enum UIAccessDecision: Hashable, Sendable {
    case allowed
    /// Refused with 403 and this line.
    case refused(String)
}
