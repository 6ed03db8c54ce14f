import Foundation

/// The test methods SwiftPM's discovery handed to `XCTMain`, by class, so that
/// `XCTestCase.defaultTestSuite` can rebuild a class's suite.
final class DiscoveredTests: @unchecked Sendable {
    // @unchecked: `testsByClass` is read and written under `lock` only.
    static let shared = DiscoveredTests()

    private let lock = NSLock()
    private var testsByClass: [ObjectIdentifier: [(String, XCTestCaseClosure)]] = [:]

    func register(_ entries: [XCTestCaseEntry]) {
        lock.withLock {
            for entry in entries {
                testsByClass[ObjectIdentifier(entry.testCaseClass), default: []].append(contentsOf: entry.allTests)
            }
        }
    }

    func tests(of testClass: XCTestCase.Type) -> [(String, XCTestCaseClosure)] {
        lock.withLock { testsByClass[ObjectIdentifier(testClass)] ?? [] }
    }
}
