#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that runs each test in its own ``LaunchScope``: every program the
    /// test launched is stopped when it ends, one still running then is named in a warning on
    /// it, and a crash fails it, as ``withLaunchScope(_:_:)`` does, without wrapping the body.
    ///
    /// ```swift
    /// @Suite(.launchScope) struct ServerTests {
    ///     @Test func health() async throws {
    ///         let server = try await Program(product: "NoteServer").launch()   // stopped at the end
    ///     }
    /// }
    /// ```
    public struct LaunchScopeTrait: TestTrait, SuiteTrait, TestScoping {
        public init() {}

        /// On a suite, every test in it (nested suites included) gets its scope.
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withLaunchScope(test.name) { _ in try await function() }
        }
    }

    extension Trait where Self == LaunchScopeTrait {
        /// Each test runs in its own ``LaunchScope`` (``LaunchScopeTrait``).
        public static var launchScope: Self { Self() }
    }
#endif
