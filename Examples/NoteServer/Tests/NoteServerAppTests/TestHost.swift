import AppHost
import XCTest
@testable import NoteServer

/// This bundle's TEST_HOST: its tests run inside NoteServer, launched with the
/// `TestingAppDelegate` below instead of `NoteServerDelegate`.
enum TestHost: ApplicationTestHost {
    typealias HostApplication = NoteServerApp
}

/// The bare delegate the host is launched with: no store, no configuration, no servers, no
/// background work — a launch that costs next to nothing.
final class TestingAppDelegate: ApplicationDelegate {
    /// How many production delegates existed when the launch finished.
    static var productionDelegatesAtLaunch: Int?

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws -> Bool {
        Self.productionDelegatesAtLaunch = NoteServerDelegate.instancesCreated
        return true
    }
}
