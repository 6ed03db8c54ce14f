import Foundation
import HarnessLaunch

#if canImport(Glibc)
    import Glibc
#endif

// For each run, interleaved: (1) from outside: BenchServer started with posix_spawn on a free
// port, timed from just before the start until a TCP connection is accepted (connect tried every
// 0.5 ms); (2) HarnessLaunch: Program.launch() on port 0, timed until it returns
// (the AppHost ready record read). Prints the medians, their ratio and their difference.
let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
let server = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("BenchServer").path

func freePort() -> UInt16 {
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) }
    }
    return UInt16(bigEndian: address.sin_port)
}

func connects(_ port: UInt16) -> Bool {
    let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(connection) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    } == 0
}

func outside() throws -> Duration {
    let port = freePort()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words: [String] = [server, "--port", String(port)]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, server, &actions, nil, argv, environ) == 0 else { fatalError("cannot start \(server)") }
    // Half a millisecond between attempts: a busy loop would take a core from the starting server.
    while !connects(port) { usleep(500) }
    let elapsed = clock.now - start
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return elapsed
}

func harnessLaunch() async throws -> Duration {
    var program = Program(path: server)
    program.launchArguments = ["--port", "0"]
    let clock = ContinuousClock()
    let start = clock.now
    let launched = try await program.launch()
    let elapsed = clock.now - start
    guard let url = launched.baseURL, let port = url.port, connects(UInt16(port)) else {
        fatalError("launched, but \(String(describing: launched.baseURL)) does not accept")
    }
    await launched.terminate()
    return elapsed
}

func median(_ values: [Duration]) -> Double {
    let sorted = values.sorted()
    let middle = sorted[sorted.count / 2]
    return Double(middle.components.seconds) * 1000 + Double(middle.components.attoseconds) / 1e15
}

var fromOutside: [Duration] = []
var withHarness: [Duration] = []
for _ in 0..<runs {
    fromOutside.append(try outside())
    withHarness.append(try await harnessLaunch())
}
let outsideMedian = median(fromOutside)
let harnessMedian = median(withHarness)
print(String(format: "runs %d  exec→first accepted connection (outside): median %.1f ms", runs, outsideMedian))
print(String(format: "HarnessLaunch launch() until ready (AppHost record): median %.1f ms", harnessMedian))
print(
    String(
        format: "ratio %.2fx (goal ≤ 1.2x), difference %+.1f ms (goal ≤ 50 ms)", harnessMedian / outsideMedian,
        harnessMedian - outsideMedian))
