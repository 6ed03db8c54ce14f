import CCount
import Foundation
import Ledger

/// A shelf of books, with the titles it ships with and what they cost.
public struct Shelf: Sendable {
    public private(set) var titles: [String]
    public private(set) var prices = Ledger()

    public init(titles: [String]) {
        self.titles = titles
    }

    /// The titles in the package's resource.
    public static func bundled() throws -> Shelf {
        guard let url = Bundle.module.url(forResource: "titles", withExtension: "txt") else {
            throw CocoaError(.fileNoSuchFile)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        return Shelf(titles: text.split(separator: "\n").map(String.init))
    }

    public mutating func add(_ title: String, price: Int) {
        titles.append(title)
        prices.add(price)
    }

    /// Letters in every title, spaces aside (counted in C).
    public var letters: Int {
        titles.reduce(0) { $0 + Int(ccount_letters($1)) }
    }
}
