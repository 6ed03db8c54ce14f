import AppHost
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Beacon's delegate: starts the HTTP server on `--port` (0: any free port) and reports where
/// it listens; each route misbehaves in one way a functional test must survive.
final class BeaconDelegate: ApplicationDelegate {
    private var server: TinyHTTPServer?

    init() {}

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool
    {
        if options.contains(flag: "exit-before-ready") {
            FileHandle.standardError.write(Data("Beacon: refusing to launch, as asked\n".utf8))
            return false
        }
        let server = try TinyHTTPServer(port: options["port"].flatMap(UInt16.init) ?? 0) { path in
            switch path {
            case "/": return (200, "beacon\n")
            case "/crash":
                FileHandle.standardError.write(Data("Beacon: crashing on /crash\n".utf8))
                abort()
            case "/hang":
                while true { sleep(60) }
            case "/spam":
                let line = String(repeating: "x", count: 99) + "\n"
                for _ in 0..<20_000 { FileHandle.standardOutput.write(Data(line.utf8)) }
                return (200, "spammed\n")
            default: return (404, "not found\n")
            }
        }
        server.start()
        self.server = server
        application.reportListening(on: "http://127.0.0.1:\(server.port)")
        FileHandle.standardOutput.write(Data("Beacon: listening on \(server.port)\n".utf8))
        return true
    }

    func applicationWillTerminate(_ application: Application) async {
        FileHandle.standardOutput.write(Data("Beacon: terminating\n".utf8))
    }
}
