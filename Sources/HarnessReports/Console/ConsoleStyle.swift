/// How the console reporter decorates its lines: ANSI colours and a live status line on a
/// terminal, plain text elsewhere (CI logs, pipes, files).
///
/// ```swift
/// let style = ConsoleStyle(isTerminal: isatty(1) == 1, width: 120)
/// let console = ConsoleReporter(style: style, captured: true) { print($0, terminator: "") }
/// ```
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
        case red = "31"
        case green = "32"
        case yellow = "33"
        case magenta = "35"
        case cyan = "36"
        case bold = "1"
        case dim = "2"
    }

    func paint(_ text: String, _ colour: Colour) -> String {
        isTerminal ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
