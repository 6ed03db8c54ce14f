/// The one-time secret in the address `harness ui` prints: 128 random bits as 32 hexadecimal
/// digits, new for every start of the server.
///
/// ```swift
/// let token = UIToken.make()   // "9b1f0c…" (32 characters)
/// ```
package enum UIToken {
    package static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = generator.next() as UInt32
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }
}
