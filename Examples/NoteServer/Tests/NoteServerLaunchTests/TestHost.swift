import AppHost
import XCTest
@testable import NoteServer

/// This bundle's tests need the real launch (the seeds' UI-test case), so the host is
/// launched with NoteServer's production delegate.
enum TestHost: ApplicationTestHost {
    typealias HostApplication = NoteServerApp
    static var delegate: TestHostDelegate { .production }
}
