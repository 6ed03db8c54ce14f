/// Which application hosts a test module's tests, and with which delegate: plain data for
/// runners, in a bundle's `--dump-tests-json` (`testHosts`) and in its `runStarted` event.
///
/// A test module without a record is a library module: its tests run with no host.
///
/// ```json
/// {"application":"NoteServer.NoteServerApp","delegate":"NoteServerAppTests.TestingAppDelegate",
///  "delegateKind":"testing","module":"NoteServerAppTests"}
/// ```
public struct TestHostRecord: Hashable, Codable, Sendable {
    /// Which delegate the host is launched with.
    public enum DelegateKind: String, Hashable, Codable, Sendable {
        /// The bundle's `TestingAppDelegate` (the fast launch).
        case testing
        /// No delegate: the bundle declares a host but no `TestingAppDelegate`.
        case none
        /// The application's production delegate (the real launch).
        case production
    }

    /// The test module that declares the host (`NoteServerAppTests`).
    public var module: String
    /// The host application's qualified type name (`NoteServer.NoteServerApp`).
    public var application: String
    /// Which delegate the host is launched with.
    public var delegateKind: DelegateKind
    /// The delegate's qualified type name; nil for ``DelegateKind/none``.
    public var delegate: String?

    public init(module: String, application: String, delegateKind: DelegateKind, delegate: String?) {
        self.module = module
        self.application = application
        self.delegateKind = delegateKind
        self.delegate = delegate
    }
}
