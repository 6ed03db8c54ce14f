/// Wraps a class's test methods for ``XCTMain(_:)``; SwiftPM's generated runner calls it.
///
/// ```swift
/// XCTMain([testCase([("testAdd", MathTests.testAdd)])])
/// ```
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> () throws -> Void)]) -> XCTestCaseEntry {
    (T.self, allTests.map { name, method in (name, bind(method)) })
}

/// Wraps a class's non-throwing test methods for ``XCTMain(_:)``.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> () -> Void)]) -> XCTestCaseEntry {
    (T.self, allTests.map { name, method in (name, bind(method)) })
}

/// Adapts an `async` test method so it can be listed with the synchronous ones.
///
/// The method starts as a `Task` on the global executor, as on the toolchain's XCTest; the
/// test's thread waits for it while serving the main actor, so `@MainActor` test classes work.
public func asyncTest<T: XCTestCase>(_ testClosureGenerator: @escaping (T) -> () async throws -> Void) -> (T) -> ()
    throws -> Void
{
    { testCase in
        let body = testClosureGenerator(testCase)
        return { try AsyncBridge.run(body) }
    }
}

private func bind<T: XCTestCase>(_ method: @escaping (T) -> () throws -> Void) -> XCTestCaseClosure {
    { testCase in
        guard let typed = testCase as? T else {
            fatalError("cannot run a test of \(T.self) on an instance of \(type(of: testCase))")
        }
        try method(typed)()
    }
}
