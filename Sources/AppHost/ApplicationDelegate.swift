/// The object whose callbacks make up an application's lifecycle, as `UIApplicationDelegate`
/// does on Apple's platforms.
///
/// ``ApplicationMain(_:)`` creates the delegate with `init()`, which should do nothing slow;
/// the launch work belongs in the launching callbacks, which run on the main actor while the
/// main run loop keeps serving the main queue. Every callback has a default implementation.
///
/// ```swift
/// final class NoteServerDelegate: ApplicationDelegate {
///     private var store: NoteStore?
///
///     func application(
///         _ application: Application, didFinishLaunchingWithOptions options: LaunchOptions
///     ) async throws -> Bool {
///         let path = options.environment["NOTESERVER_DATA"] ?? "/var/lib/notes"
///         store = try NoteStore.openAndMigrate(at: path)
///         return true                       // false stops the launch with a one-line message
///     }
///
///     func applicationWillTerminate(_ application: Application) async {
///         store?.close()                    // SIGTERM, SIGINT or Application.shared.terminate()
///     }
/// }
/// ```
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Creates the delegate. Keep it cheap: tests may create production delegates freely.
    init()

    /// The launch began: the application exists, its state is `launching`.
    ///
    /// - Returns: false to stop the launch (the process exits with a one-line message).
    func application(_ application: Application, willFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool

    /// The launch is ending; do the launch work here (open stores, load configuration).
    ///
    /// It must return within the application's launch allowance.
    /// - Returns: false to stop the launch (the process exits with a one-line message).
    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool

    /// The launch finished: the application's state is `active`.
    func applicationDidBecomeActive(_ application: Application)

    /// The application is about to exit in order (by `terminate()`, SIGTERM or SIGINT, or
    /// after the last hosted test): stop background work and release resources.
    func applicationWillTerminate(_ application: Application) async
}

extension ApplicationDelegate {
    /// Does nothing and lets the launch go on.
    public func application(_ application: Application, willFinishLaunchingWithOptions options: LaunchOptions)
        async throws -> Bool
    {
        true
    }

    /// Does nothing and lets the launch go on.
    public func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions)
        async throws -> Bool
    {
        true
    }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) async {}
}
