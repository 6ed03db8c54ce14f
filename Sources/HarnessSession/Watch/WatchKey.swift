/// A key pressed in watch mode's screen.
package enum WatchKey: Hashable, Sendable {
    /// `a`: run every test.
    case runAll
    /// `f`: run the tests that failed last time.
    case failedOnly
    /// Enter: run the last selection again.
    case rerun
    /// `q` or Ctrl-D: stop watching (exit 0).
    case quit
    /// Ctrl-C: stop watching as an interrupt (exit 130).
    case interrupt

    /// The key a byte read from the terminal (raw mode: no line editing, no signals) stands
    /// for; nil for any other byte.
    package init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "A"): self = .runAll
        case UInt8(ascii: "f"), UInt8(ascii: "F"): self = .failedOnly
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): self = .rerun
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 4: self = .quit
        case 3: self = .interrupt
        default: return nil
        }
    }
}
