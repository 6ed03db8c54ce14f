import HarnessWire

/// What `harness list` knows of one `@Test` function, from Swift Testing's own listing.
///
/// ```swift
/// function.name          // "adds(_:_:)"
/// function.displayName   // "Adding two numbers"
/// function.tags          // ["fast"]
/// ```
package struct SwiftTestingFunction: Hashable, Codable, Sendable {
    /// The function's name with its argument labels.
    package var name: String
    /// Swift Testing's identifier for it: the exact text the runner's `--filter` matches.
    package var streamID: String
    /// The `@Test("…")` display name, if given.
    package var displayName: String?
    /// Where it is declared (`Module/File.swift` resolved to a path when the stream gives one).
    package var location: SourceLocation
    /// Its column, beside ``location``'s line.
    package var column: Int
    /// Its tags, without the leading dot (`tag:NAME` filters match these).
    package var tags: [String]
    /// Whether it runs once per argument (its cases).
    package var isParameterized: Bool
    /// The `.timeLimit` trait in seconds, its own or its suites' (the shortest), when known: from
    /// the stream where it says it (event stream 6.4 and later), else from the source
    /// (`SwiftTestingSourceTraits`).
    package var timeLimit: Double?
    /// Each case's arguments, when the listing evaluated them (Swift Testing 6.3.1's does not:
    /// nil, and the cases are known when the function runs).
    package var cases: [String]?
    /// The suites around the function, outermost first, as Swift Testing's console names them:
    /// a suite's display name quoted (`"Named suite"`), else its type's name; nil when unknown
    /// (a listing cached before it was recorded).
    package var suites: [String]?

    package init(
        name: String, streamID: String, displayName: String? = nil, location: SourceLocation, column: Int = 0,
        tags: [String] = [], isParameterized: Bool = false, timeLimit: Double? = nil, cases: [String]? = nil,
        suites: [String]? = nil
    ) {
        self.suites = suites
        self.cases = cases
        self.name = name
        self.streamID = streamID
        self.displayName = displayName
        self.location = location
        self.column = column
        self.tags = tags
        self.isParameterized = isParameterized
        self.timeLimit = timeLimit
    }
}
