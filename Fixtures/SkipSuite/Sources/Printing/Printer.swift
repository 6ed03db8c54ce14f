/// The code under test: a printer that may be offline.
public struct Printer: Sendable {
    public var isOnline: Bool

    public init(isOnline: Bool) {
        self.isOnline = isOnline
    }

    /// The page count of `text`, sixty lines a page.
    public func pages(for text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return (lines + 59) / 60
    }
}
