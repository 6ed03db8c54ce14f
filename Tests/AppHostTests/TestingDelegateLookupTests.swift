import Testing

@testable import AppHost

/// What a test would use as a production delegate: counts its instances, so a test can prove
/// that resolving a choice creates none.
final class CountingProductionDelegate: ApplicationDelegate {
    nonisolated(unsafe) static var created = 0
    init() { Self.created += 1 }
}

enum SampleApp: MainApplication {
    typealias Delegate = CountingProductionDelegate
}

struct SampleStruct {}
enum SampleEnum {}

@Suite struct TestingDelegateLookupTests {
    @Test(arguments: ["TestingAppDelegate", "SampleStruct", "SampleEnum", "RecordingDelegate"])
    func typesAreFoundByModuleAndName(name: String) {
        let type = TypeLookup.type(named: name, inModule: "AppHostTests")
        #expect(type.map { String(reflecting: $0) } == "AppHostTests.\(name)")
    }

    @Test(arguments: ["Missing", "", "9Lives", "Sample.Struct", "Ünicode"])
    func unknownOrUnmangleableNamesAreNotFound(name: String) {
        #expect(TypeLookup.type(named: name, inModule: "AppHostTests") == nil)
    }

    @Test @MainActor func theTestingDelegateIsFoundByName() throws {
        let found = try TestingDelegateLookup.find(inModules: ["NoSuchModule", "AppHostTests"]).get()
        #expect(found.map { String(reflecting: $0) } == "AppHostTests.TestingAppDelegate")
        #expect(found?.init() is TestingAppDelegate)
    }

    @Test func noTestingDelegateMeansNoDelegate() throws {
        #expect(try TestingDelegateLookup.find(inModules: ["NoSuchModule"]).get() == nil)
    }

    @Test func aTestingDelegateThatIsNotADelegateIsReported() {
        let result = TestingDelegateLookup.find(inModules: ["Tests"]) { _, _ in Int.self }
        #expect(
            throws: LaunchFailure.unusableTestingDelegate(
                type: "Tests.TestingAppDelegate",
                reason:
                    "it does not conform to ApplicationDelegate (declare `final class TestingAppDelegate: "
                    + "ApplicationDelegate {}`)"
            )
        ) { try result.get() }
    }

    @Test func severalTestingDelegatesAreReported() {
        let result = TestingDelegateLookup.find(inModules: ["A", "B"]) { _, _ in TestingAppDelegate.self }
        #expect(
            throws: LaunchFailure.unusableTestingDelegate(
                type: "A.TestingAppDelegate, B.TestingAppDelegate",
                reason: "one bundle may define one TestingAppDelegate, found 2"
            )
        ) { try result.get() }
    }

    @Test func resolvingAChoiceCreatesNoDelegate() throws {
        let before = CountingProductionDelegate.created
        #expect(
            try HostedLaunch.resolve(.productionDelegate, for: SampleApp.self).get()
                == .production("AppHostTests.CountingProductionDelegate"))
        #expect(
            try HostedLaunch.resolve(.testingDelegate(searchingModules: ["AppHostTests"]), for: SampleApp.self).get()
                == .testing("AppHostTests.TestingAppDelegate"))
        #expect(
            try HostedLaunch.resolve(.testingDelegate(searchingModules: ["Elsewhere"]), for: SampleApp.self).get()
                == HostedLaunch.ResolvedDelegate.none)
        #expect(CountingProductionDelegate.created == before)
    }
}
