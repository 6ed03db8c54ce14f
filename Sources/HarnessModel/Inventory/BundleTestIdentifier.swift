import HarnessWire

/// One test of a run, bundle included: the identity the run history, failure selection,
/// partitions, `--changed` and the navigator key tests by.
///
/// A ``TestIdentifier`` names a test inside its bundle (what a bundle itself prints and
/// filters); two bundles may hold the same one (an archive's, a Bazel target's copies), so
/// whatever outlives a listing names the bundle too. Its text, `Bundle/Module.Class/method`,
/// is defined here once: the history's partition estimates store it (JSON keys), and nothing
/// else builds or splits it.
///
/// ```swift
/// let test = BundleTestIdentifier(bundle: "MathPackageTests", id: TestIdentifier(parsing: "MathTests.AdditionTests/testCarry")!)
/// print(test)                        // MathPackageTests/MathTests.AdditionTests/testCarry
/// facts.failing.contains(test)       // keyed by the value, never by the text
/// ```
public struct BundleTestIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The bundle's name without `.xctest` (`MathPackageTests`).
    public var bundle: String
    /// The test inside it.
    public var id: TestIdentifier

    public init(bundle: String, id: TestIdentifier) {
        self.bundle = bundle
        self.id = id
    }

    /// Parses `Bundle/Module.Class/method` (or `Bundle/Module/function()`): the bundle is
    /// everything before the first `/` (a bundle's name never holds one). Nil for anything else.
    public init?(parsing text: String) {
        guard let slash = text.firstIndex(of: "/") else { return nil }
        let bundle = text[..<slash]
        guard !bundle.isEmpty, let id = TestIdentifier(parsing: String(text[text.index(after: slash)...])) else {
            return nil
        }
        self.init(bundle: String(bundle), id: id)
    }

    public var description: String { "\(bundle)/\(id)" }

    /// In the order of the text, which partitions sort by (so shards cut the same as ever).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

/// Encoded as its text, and as a JSON object's key when it keys a dictionary: the run history's
/// stored estimates (`{"seconds": {"Bundle/Module.Class/method": 0.4}}`) read as they always have.
extension BundleTestIdentifier: Codable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = Self(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a test named Bundle/Module.Class/method")
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var codingKey: any CodingKey { Key(stringValue: description) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(parsing: codingKey.stringValue)
    }

    /// A dictionary key that is the identifier's text.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension TestInventory {
    /// Every test with its bundle, in listing order.
    public var allTests: [BundleTestIdentifier] {
        bundles.flatMap { bundle in
            bundle.classes.flatMap { $0.uniqueTests.map { BundleTestIdentifier(bundle: bundle.name, id: $0) } }
        }
    }
}
