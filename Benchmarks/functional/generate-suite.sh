#!/usr/bin/env bash
# Generates the functional suite benchmark's package (issue 25's second speed goal): 100
# functional tests in 10 XCTest classes of 10, each launching an AppHost server
# (Benchmarks/functional/Sources/BenchServer) on port 0 with HarnessLaunch, connecting to the
# port it reported, and stopping it. The package depends on Harness only for HarnessLaunch and
# AppHost: `swift test` runs it on the toolchain's XCTest, `harness test` builds it unmodified.
#
#   Benchmarks/functional/generate-suite.sh DIR
set -euo pipefail
DIR=${1:?usage: generate-suite.sh DIR}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
mkdir -p "$DIR/Sources/BenchServer" "$DIR/Tests/FunctionalBenchTests"
cp "$ROOT/Benchmarks/functional/Sources/BenchServer/BenchServer.swift" "$DIR/Sources/BenchServer/"
cat >"$DIR/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FunctionalSuiteBench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Harness", path: "$ROOT")],
    targets: [
        .executableTarget(name: "BenchServer", dependencies: [.product(name: "AppHost", package: "Harness")]),
        .testTarget(name: "FunctionalBenchTests", dependencies: [.product(name: "HarnessLaunch", package: "Harness")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$DIR/Tests/FunctionalBenchTests/Probe.swift" <<'SWIFT'
import Foundation
import HarnessLaunch
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// One functional test: launch the server on port 0, connect to the port it reported, stop it.
func launchAndProbe(file: StaticString = #filePath, line: UInt = #line) async throws {
    var program = Program(product: "BenchServer")
    program.launchArguments = ["--port", "0"]
    let server = try await program.launch()
    let port = try XCTUnwrap(server.baseURL?.port, file: file, line: line)
    XCTAssertTrue(connects(UInt16(port)), "port \(port) refused", file: file, line: line)
    let ended = await server.terminate()
    XCTAssertTrue(ended.hasEnded, "\(ended)", file: file, line: line)
}

/// Whether a TCP connection to 127.0.0.1:`port` is accepted.
func connects(_ port: UInt16) -> Bool {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socketDescriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
}
SWIFT
for class in $(seq -w 0 9); do
    {
        echo "import XCTest"
        echo
        echo "final class Server${class}Tests: XCTestCase {"
        for test in $(seq -w 0 9); do
            echo "    func test${test}() async throws { try await launchAndProbe() }"
        done
        echo "}"
    } >"$DIR/Tests/FunctionalBenchTests/Server${class}Tests.swift"
done
echo "$DIR"
