import Dispatch
import Foundation
import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGINT of this process, through dispatch sources, without taking a signal
/// from the application that handles it itself.
///
/// A signal nobody handles yet is ignored at the process level first (libdispatch's sources
/// observe it anyway), so no thread is ever killed by it while the lifecycle decides what to do.
/// A signal the application already observes with a dispatch source (or set to ignored, to make
/// one) keeps its disposition: this source joins it, and both hear the signal. A signal with a
/// handler of the application's own (`signal`, `sigaction`) is left to it: a source would
/// replace that handler, so the application terminates as its handler decides.
///
/// `start` returns once the sources are registered (their registration handlers ran):
/// libdispatch registers a source on a thread of its own some milliseconds after `resume()`
/// returns, and a signal that came in between was lost — ignored before a signal's first source
/// installed libdispatch's handler (a launcher's SIGTERM right after the app said it was ready
/// went unanswered until SIGKILL, 19 times in 2,000 launches of `Benchmarks/functional`'s
/// suite), or heard only by the application's own source when this one joined it.
final class ProcessTerminationSignals: TerminationSignalSource, @unchecked Sendable {
    // @unchecked: `sources` and `ignoredHere` are only touched under `lock` (dispatch sources
    // are not Sendable).
    /// The signals an application terminates in order on.
    static let handled: [Int32] = [SIGTERM, SIGINT]

    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    /// The signals this object set to ignored (their default action comes back on `stop`).
    private var ignoredHere: [Int32] = []
    private let queue = DispatchQueue(label: "AppHost.TerminationSignals")

    func start(_ handler: @escaping @Sendable (Int32) -> Void) {
        var ignored: [Int32] = []
        var observed: [Int32] = []
        for number in Self.handled {
            switch SignalDisposition.current(of: number) {
            case .applicationHandler:
                continue
            case .systemDefault:
                signal(number, SIG_IGN)
                ignored.append(number)
            case .ignored, .dispatchSource:
                break
            }
            observed.append(number)
        }
        let registered = DispatchGroup()
        let started = observed.map { number -> any DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            return source
        }
        lock.withLock {
            sources = started
            ignoredHere = ignored
        }
        // Until registered: libdispatch registers a source on its manager thread some
        // milliseconds after `resume()`, and only then hears the signal (and installs its handler
        // in place of `SIG_IGN`, for a signal's first source). Registration takes milliseconds;
        // the bound only keeps a wedged manager thread from stopping the launch.
        _ = registered.wait(timeout: .now() + 10)
    }

    func stop() {
        let (running, ignored) = lock.withLock {
            defer {
                sources = []
                ignoredHere = []
            }
            return (sources, ignoredHere)
        }
        for source in running { source.cancel() }
        for number in ignored { signal(number, SIG_DFL) }
    }
}
