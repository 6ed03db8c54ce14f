import Foundation

/// One note: what NoteServer stores and serves.
///
/// ```swift
/// let note = Note(id: 1, title: "Groceries", body: "eggs, milk")
/// note.summary   // "#1 Groceries — eggs, milk"
/// ```
public struct Note: Codable, Hashable, Sendable {
    /// Unique within a store, assigned in order.
    public var id: Int
    /// A short title.
    public var title: String
    /// The text.
    public var body: String

    public init(id: Int, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }

    /// One line for listings; long bodies are cut at 40 characters.
    public var summary: String {
        let text = body.count > 40 ? body.prefix(39) + "…" : Substring(body)
        return "#\(id) \(title) — \(text)"
    }
}
