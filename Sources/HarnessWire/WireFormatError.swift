/// Why a wire line was rejected before its kind was read.
///
/// Its description is one line a person can act on:
///
/// ```swift
/// do { _ = try WireEvent.decodeLine(line) } catch let error as WireFormatError {
///     print("error: \(error)")   // wire format version 1 is not this runner's version 2; …
/// }
/// ```
public enum WireFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line was written with another version of the format than the reader's.
    case unsupportedVersion(found: Int, expected: Int)

    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let expected):
            "wire format version \(found) is not this reader's version \(expected); "
                + "rebuild the test bundle and the runner from the same Harness"
        }
    }
}
