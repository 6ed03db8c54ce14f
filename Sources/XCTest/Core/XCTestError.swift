/// The error domain of ``XCTestError``.
public let XCTestErrorDomain = "org.swift.XCTestErrorDomain"

/// Errors XCTest itself reports, such as a wait that timed out.
///
/// ```swift
/// do { try await work() } catch XCTestError.timeoutWhileWaiting { … }
/// ```
public struct XCTestError: CustomNSError, Hashable, CustomStringConvertible {
    /// The kinds of ``XCTestError``.
    public enum Code: Int, Sendable {
        case timeoutWhileWaiting
        case failureWhileWaiting

        /// Lets `catch XCTestError.timeoutWhileWaiting` match thrown errors.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? XCTestError)?.code == match
        }
    }

    /// The kind of error.
    public let code: Code
    private let info: [String: String]

    /// Creates an error of the given kind.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.info = userInfo.mapValues { "\($0)" }
    }

    public static var errorDomain: String { XCTestErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { info }
    public var userInfo: [String: Any] { info }

    public static var timeoutWhileWaiting: Code { .timeoutWhileWaiting }
    public static var failureWhileWaiting: Code { .failureWhileWaiting }

    public var localizedDescription: String { description }

    public var description: String {
        "The operation couldn’t be completed. (\(XCTestErrorDomain) error \(code.rawValue).)"
    }
}
