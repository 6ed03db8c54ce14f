/// Which testing framework declares a test: the runner lists, runs and reports both side by
/// side, and each speaks to the runner its own way (Harness's wire, or Swift Testing's JSON
/// event stream).
///
/// ```swift
/// let framework: TestFramework = .swiftTesting
/// print(framework.displayName)  // Swift Testing
/// ```
public enum TestFramework: String, Hashable, Codable, Sendable, CaseIterable {
    /// `XCTestCase` subclasses and their `test…` methods.
    case xctest
    /// `@Test` functions, in `@Suite` types or at a module's top level.
    case swiftTesting

    /// The framework's name as people write it.
    public var displayName: String {
        switch self {
        case .xctest: "XCTest"
        case .swiftTesting: "Swift Testing"
        }
    }
}
