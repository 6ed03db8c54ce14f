import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal while watch mode owns it: keys read one at a time without echo or line
/// editing, Ctrl-C read as a key (so that the watch decides what stops, and how), the
/// alternate screen, the cursor hidden. ``restore()`` puts everything back, and is safe to call
/// more than once (every exit path calls it).
///
/// ```swift
/// let terminal = TerminalScreen(input: 0, output: 1)
/// terminal.enter()
/// defer { terminal.restore() }
/// terminal.draw(["harness test --watch", "Waiting for changes"])
/// ```
package final class TerminalScreen: @unchecked Sendable {
    // @unchecked: `saved` and `entered` are only touched under `lock`.
    private let input: Int32
    private let output: Int32
    private let lock = NSLock()
    private var saved: termios?
    private var entered = false
    /// The lines drawn last, so that a notice from another thread can be shown under them.
    private var shown: [String] = []

    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Raw input (no echo, no line editing, no signal keys), the alternate screen, no cursor.
    package func enter() {
        lock.withLock {
            var settings = termios()
            if tcgetattr(input, &settings) == 0 {
                saved = settings
                settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
                settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
                withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
                    bytes[Int(VMIN)] = 1
                    bytes[Int(VTIME)] = 0
                }
                tcsetattr(input, TCSANOW, &settings)
            }
            entered = true
            put("\u{1B}[?1049h\u{1B}[?25l")
        }
    }

    /// The terminal as it was; the main screen back, with the cursor.
    package func restore() {
        lock.withLock {
            guard entered else { return }
            entered = false
            put("\u{1B}[?25h\u{1B}[?1049l")
            if var settings = saved { tcsetattr(input, TCSANOW, &settings) }
        }
    }

    /// Replaces the screen's contents with `lines`.
    package func draw(_ lines: [String]) {
        let text = Self.screenText(lines)
        lock.withLock {
            shown = lines
            if entered { put(text) }
        }
    }

    /// Shows `line` under the lines drawn last (a notice while the build runs), until the next
    /// ``draw(_:)``. Safe from any thread.
    package func drawBelow(_ line: String) {
        lock.withLock { if entered { put(Self.screenText(shown + [line])) } }
    }

    private static func screenText(_ lines: [String]) -> String {
        "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }

    /// The terminal's width and height (100 × 30 when it does not say).
    package var size: (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (100, 30) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Reads keys on a thread of its own, calling `onKey` for each, and `onEnd` when the
    /// input ends (the terminal hung up: its window closed, its tmux server killed).
    package func readKeys(
        _ onKey: @escaping @Sendable (WatchKey) -> Void, onEnd: @escaping @Sendable () -> Void
    ) {
        let input = self.input
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(input, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else {
                    onEnd()
                    return
                }
                if let key = WatchKey(byte: byte) { onKey(key) }
            }
        }
        thread.name = "harness watch keys"
        thread.start()
    }

    private func put(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(output, base + offset, raw.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
