import AppHost
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An AppHost server that listens on `--port` (0: any) and reports where; each connection is
/// accepted and closed.
@main
enum BenchServerApp: MainApplication {
    typealias Delegate = BenchDelegate
    static var name: String { "BenchServer" }
}

final class BenchDelegate: ApplicationDelegate {
    init() {}

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws
        -> Bool
    {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = (options["port"].flatMap(UInt16.init) ?? 0).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, size) }
        }
        listen(listener, 64)
        var length = size
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection >= 0 { close(connection) }
            }
        }
        application.reportListening(on: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
        return true
    }
}
