/// Books in the order they were put on the shelf.
public struct Shelf {
    public private(set) var books: [String] = []

    public init() {}

    public mutating func add(_ book: String) {
        books.append(book)
    }

    /// The label printed on the shelf's edge.
    public var label: String {
        books.isEmpty ? "empty" : "\(books.count) book\(books.count == 1 ? "" : "s")"
    }
}
