import Foundation

/// An application whose lifecycle runs through ``ApplicationMain(_:)``: its one-line
/// entry point, and what a test bundle names as its host.
///
/// ```swift
/// import AppHost
///
/// @main
/// enum NoteServerApp: MainApplication {
///     typealias Delegate = NoteServerDelegate          // the production delegate
///     static var launchAllowance: Duration { .seconds(10) }
/// }
/// ```
///
/// A test bundle that declares `NoteServerApp` as its `TestHost` runs its tests inside this
/// application's launch, with its `TestingAppDelegate` in place of `Delegate`.
public protocol MainApplication {
    /// The production delegate, created by ``ApplicationMain(_:)`` at launch.
    associatedtype Delegate: ApplicationDelegate

    /// The name used in messages; the type's name by default.
    static var name: String { get }

    /// How long the launch callbacks may take together before the launch fails (20 s by
    /// default). `APPHOST_LAUNCH_ALLOWANCE=<seconds>` in the environment overrides it.
    static var launchAllowance: Duration { get }
}

extension MainApplication {
    public static var name: String { String(describing: Self.self) }

    public static var launchAllowance: Duration { .seconds(20) }

    /// Runs the application's lifecycle and exits: what `@main` calls.
    @MainActor
    public static func main() {
        ApplicationMain(Self.self)
    }
}
