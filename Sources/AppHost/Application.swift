import Foundation

/// The running application: one per process, like `UIApplication.shared`.
///
/// ``ApplicationMain(_:)`` creates it before the first delegate callback; tests hosted by
/// the application see the same instance, its delegate and its state.
///
/// ```swift
/// let app = Application.shared
/// if app.state == .active, let delegate = app.delegate as? NoteServerDelegate {
///     print(delegate.notes.count)
/// }
/// app.terminate()                   // orderly: the delegate hears applicationWillTerminate
/// ```
@MainActor
public final class Application {
    /// The application launched in this process.
    ///
    /// Reading it before ``ApplicationMain(_:)`` (or, in a test bundle, without a `TestHost`
    /// declaration) stops the process with a message saying so; use ``current`` to ask.
    public static var shared: Application {
        guard let current else {
            preconditionFailure(
                "Application.shared: no application was launched in this process (call ApplicationMain, or declare "
                    + "a TestHost in the test bundle)"
            )
        }
        return current
    }

    /// The application launched in this process, if any.
    public internal(set) static var current: Application?

    /// The application's name, as messages show it.
    public let name: String
    /// The command line and environment it was launched with.
    public let launchOptions: LaunchOptions
    /// Why this process launched the application.
    public let role: Role
    /// The delegate receiving the lifecycle callbacks; nil when none (a test host with no
    /// `TestingAppDelegate`).
    public internal(set) var delegate: (any ApplicationDelegate)?
    /// Where the application is in its lifecycle.
    public internal(set) var state: State = .notRunning
    /// Where the application listens, as its delegate reported it (``reportListening(on:)``).
    public private(set) var listeningAddresses: [String] = []

    /// Termination requests (calls and signals) that the lifecycle is waiting for.
    let terminationRequests: TerminationRequests

    init(
        name: String, launchOptions: LaunchOptions, role: Role, delegate: (any ApplicationDelegate)?,
        terminationRequests: TerminationRequests
    ) {
        self.name = name
        self.launchOptions = launchOptions
        self.role = role
        self.delegate = delegate
        self.terminationRequests = terminationRequests
    }

    /// Asks the application to exit in order with `exitCode`: the delegate's
    /// `applicationWillTerminate` runs, then the process exits.
    ///
    /// While the application hosts tests it terminates after the last test instead, so a
    /// call from a test is reported and otherwise ignored.
    public func terminate(exitCode: Int32 = 0) {
        guard role == .standalone else {
            FileHandle.standardError.write(
                Data("\(name): terminate() ignored while hosting tests; the host terminates after the last test\n".utf8)
            )
            return
        }
        terminationRequests.request(.requested(exitCode: exitCode))
    }
}

extension Application {
    /// Records that the application listens on `address` (`http://127.0.0.1:40123`), for
    /// whoever launched it: once the launch finished, a launcher that asked (a functional test,
    /// through `HarnessLaunch`) learns every reported address. Call it during the launch, once
    /// the address is known; a server on port 0 reports the port it got.
    ///
    /// ```swift
    /// let server = try HTTPServer(port: options["port"].flatMap(Int.init) ?? 0)
    /// application.reportListening(on: "http://127.0.0.1:\(server.port)")
    /// ```
    public func reportListening(on address: String) {
        listeningAddresses.append(address)
    }
}

extension Application {
    /// Why the application was launched in this process.
    public enum Role: Sendable, Hashable {
        /// As a program of its own, through ``ApplicationMain(_:)``.
        case standalone
        /// To host a test bundle: the tests run once the launch has finished.
        case hostingTests
    }

    /// The lifecycle's stages, in the order they happen.
    public enum State: Sendable, Hashable, Comparable {
        /// Created, before any delegate callback.
        case notRunning
        /// Inside the launch callbacks.
        case launching
        /// Launched; the run loop serves the main queue (or hosted tests run).
        case active
        /// Inside `applicationWillTerminate`.
        case terminating
        /// Done (or the launch failed); the process is about to exit.
        case terminated
    }
}
