public import AppHost

/// Declares the application a test module's tests run inside: the Linux counterpart of
/// Xcode's TEST_HOST setting.
///
/// Declare it once per test target, as a type named exactly `TestHost`; Harness finds it by
/// name in each test module of the bundle (a type named otherwise is not a declaration, nor is
/// a suite's own `TestHost` that does not conform: that module stays a library module, as it
/// was before Harness). The application's
/// launch then runs first, with the module's `TestingAppDelegate` swapped in for the
/// production delegate (or no delegate when the module defines none); the tests run on the
/// main thread once the application is active, with `Application.shared` available; the
/// application terminates in order after the last test.
///
/// ```swift
/// import XCTest
/// @testable import NoteServer
///
/// enum TestHost: ApplicationTestHost {
///     typealias HostApplication = NoteServerApp     // the app's @main type
/// }
///
/// final class TestingAppDelegate: ApplicationDelegate {}   // optional: the bare delegate
/// ```
///
/// A module whose tests need the real launch (the seeds' UI-test case) asks for it:
///
/// ```swift
/// enum TestHost: ApplicationTestHost {
///     typealias HostApplication = NoteServerApp
///     static var delegate: TestHostDelegate { .production }
/// }
/// ```
public protocol ApplicationTestHost {
    /// The application that hosts the tests: its `@main` ``MainApplication`` type.
    associatedtype HostApplication: MainApplication

    /// Which delegate the host is launched with; ``TestHostDelegate/testing`` by default.
    static var delegate: TestHostDelegate { get }
}

extension ApplicationTestHost {
    public static var delegate: TestHostDelegate { .testing }
}
