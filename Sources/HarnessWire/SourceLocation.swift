/// A place in a source file, as an assertion or a skip reports it.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file's path as the compiler wrote it into `#filePath` / `#file`.
    public var file: String
    /// The 1-based line; 0 when unknown.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
