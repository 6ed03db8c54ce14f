import Dispatch
import Foundation
import Testing

@testable import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// How a relay tells who handles a signal: a source's handler is libdispatch's wherever the
/// loader placed the library, a handler of the process's own is not.
@Suite(.serialized) struct SignalDispositionTests {
    /// A libdispatch function, found as the loader found it.
    private static func dispatchFunction() throws -> UInt {
        let process = try #require(dlopen(nil, RTLD_NOW))
        let symbol = try #require(dlsym(process, "dispatch_source_create"))
        return UInt(bitPattern: symbol)
    }

    @Test func libdispatchsCodeIsRecognisedWhereverItIsMapped() throws {
        #expect(DispatchLibrary.contains(address: try Self.dispatchFunction()))
        let ownFunction = unsafeBitCast(
            SignalDispositionTests.ownHandler as @convention(c) (Int32) -> Void, to: UInt.self)
        #expect(!DispatchLibrary.contains(address: ownFunction))
        #expect(!DispatchLibrary.contains(address: 0))
    }

    /// SIGUSR2: no other test of this process touches it.
    @Test func aSignalObservedByASourceIsTheSourcesAndAHandlerIsTheApplications() async throws {
        #expect(SignalDisposition.current(of: SIGUSR2) == .systemDefault)
        signal(SIGUSR2, SIG_IGN)
        #expect(SignalDisposition.current(of: SIGUSR2) == .ignored)
        let registered = DispatchSemaphore(value: 0)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR2, queue: DispatchQueue(label: "test"))
        source.setRegistrationHandler { registered.signal() }
        source.resume()
        #expect(registered.wait(timeout: .now() + 10) == .success)
        #expect(SignalDisposition.current(of: SIGUSR2) == .dispatchSource)
        source.cancel()
        signal(SIGUSR2, SignalDispositionTests.ownHandler)
        #expect(SignalDisposition.current(of: SIGUSR2) == .applicationHandler)
        signal(SIGUSR2, SIG_DFL)
    }

    private static let ownHandler: @convention(c) (Int32) -> Void = { _ in }
}
