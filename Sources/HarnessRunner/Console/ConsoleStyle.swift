/// How the console reporter decorates its lines: ANSI colours and a live status line on a
/// terminal, plain text elsewhere (CI logs, pipes, files).
public struct ConsoleStyle: Hashable, Sendable {
    /// Colours and the rewritten status line.
    public var isTerminal: Bool
    /// The terminal's width, for cutting the status line.
    public var width: Int

    public init(isTerminal: Bool, width: Int = 100) {
        self.isTerminal = isTerminal
        self.width = width
    }

    public static let plain = ConsoleStyle(isTerminal: false)

    enum Colour: String {
        case red = "31", green = "32", yellow = "33", magenta = "35", cyan = "36", bold = "1", dim = "2"
    }

    func paint(_ text: String, _ colour: Colour) -> String {
        isTerminal ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
