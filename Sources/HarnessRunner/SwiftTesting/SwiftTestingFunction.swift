import HarnessWire

/// What `harness list` knows of one `@Test` function, from Swift Testing's own listing.
///
/// ```swift
/// function.name          // "adds(_:_:)"
/// function.displayName   // "Adding two numbers"
/// function.tags          // ["fast"]
/// ```
public struct SwiftTestingFunction: Hashable, Codable, Sendable {
    /// The function's name with its argument labels.
    public var name: String
    /// Swift Testing's identifier for it: the exact text the runner's `--filter` matches.
    public var streamID: String
    /// The `@Test("…")` display name, if given.
    public var displayName: String?
    /// Where it is declared (`Module/File.swift` resolved to a path when the stream gives one).
    public var location: SourceLocation
    /// Its column, beside ``location``'s line.
    public var column: Int
    /// Its tags, without the leading dot (`tag:NAME` filters match these).
    public var tags: [String]
    /// Whether it runs once per argument (its cases).
    public var isParameterized: Bool
    /// The `.timeLimit` trait in seconds, when the stream says it (event stream 6.4 and later).
    public var timeLimit: Double?

    public init(
        name: String, streamID: String, displayName: String? = nil, location: SourceLocation, column: Int = 0,
        tags: [String] = [], isParameterized: Bool = false, timeLimit: Double? = nil
    ) {
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
