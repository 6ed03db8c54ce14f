import AppHost
import Dispatch
import Foundation

/// Written from the signal handler: a static string and `write(2)`, nothing that allocates.
let handlerLine: StaticString = "SignalApp: own handler ran\n"

/// Signalled by the application's own dispatch source.
let ownSourceRan = DispatchSemaphore(value: 0)

/// The application's own dispatch source, kept for the process's life.
nonisolated(unsafe) var ownSource: (any DispatchSourceSignal)?

final class SignalAppDelegate: ApplicationDelegate {
    init() {}

    func applicationDidBecomeActive(_ application: Application) {
        FileHandle.standardError.write(Data("SignalApp: active\n".utf8))
    }

    func applicationWillTerminate(_ application: Application) async {
        if ownSource != nil, ownSourceRan.wait(timeout: .now() + 5) == .timedOut {
            FileHandle.standardError.write(Data("SignalApp: own source never ran\n".utf8))
        }
        FileHandle.standardError.write(Data("SignalApp: willTerminate\n".utf8))
    }
}

// Started as a shell starts a program, with no signal blocked: a launcher's blocked signals (a
// test process's threads block many, and a spawned child inherits them) are not the app's.
var none = sigset_t()
sigemptyset(&none)
pthread_sigmask(SIG_SETMASK, &none, nil)

switch ProcessInfo.processInfo.environment["SIGNALAPP_OWN"] ?? "none" {
case "handler":
    signal(SIGTERM) { _ in
        _ = write(2, handlerLine.utf8Start, handlerLine.utf8CodeUnitCount)
        _exit(42)
    }
case "source":
    // As libdispatch's documentation asks: ignored at the process level, observed by a source.
    signal(SIGTERM, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: DispatchQueue(label: "SignalApp.own"))
    source.setEventHandler { @Sendable in
        FileHandle.standardError.write(Data("SignalApp: own source ran\n".utf8))
        ownSourceRan.signal()
    }
    source.resume()
    ownSource = source
default:
    break
}

MainActor.assumeIsolated {
    ApplicationMain(delegate: SignalAppDelegate.self, name: "SignalApp", launchAllowance: .seconds(10))
}
