/// Which delegate a test host is launched with.
///
/// ```swift
/// enum TestHost: ApplicationTestHost {
///     typealias HostApplication = NoteServerApp
///     static var delegate: TestHostDelegate { .production }   // the real launch
/// }
/// ```
public enum TestHostDelegate: Sendable, Hashable {
    /// The test module's `TestingAppDelegate`, or no delegate if it defines none; the
    /// production delegate is never created by the launch.
    case testing
    /// The application's production delegate: the real, slow launch.
    case production
}
