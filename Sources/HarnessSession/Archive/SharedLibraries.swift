import Foundation
import HarnessModel
import HarnessProcess
import HarnessRunner

/// The shared libraries a bundle or an executable product loads, as the dynamic loader
/// resolves them (`ldd`), sorted
/// into what an archive must carry and what the other machine already has: the system's (its
/// distribution's packages) and the Swift runtime's (the toolchain it installs) stay; every
/// other library goes into the archive — Harness's XCTest library for an unmodified package,
/// the package's own dynamic libraries.
///
/// ```swift
/// let libraries = try SharedLibraries.resolve(binary: "/p/.build/debug/PPackageTests.xctest")
/// libraries.carried     // ["/harness/.build-harness-lib/<key>/lib/libHarnessXCTest.so"]
/// libraries.runtime     // "/opt/swift/usr/lib/swift/linux/libswiftCore.so"
/// ```
package struct SharedLibraries: Hashable, Sendable {
    /// The libraries the archive carries, absolute.
    package var carried: [String] = []
    /// The Swift runtime's core library, when the binary loads it dynamically.
    package var runtime: String?

    /// Folders whose libraries every machine of the same distribution has.
    static let systemFolders = ["/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/"]

    /// Runs `ldd` on `binary`; a library the loader cannot find is an error naming it.
    package static func resolve(binary: String) throws(HarnessFailure) -> SharedLibraries {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run("/usr/bin/env", arguments: ["ldd", binary])
        } catch {
            throw HarnessFailure(
                "cannot run 'ldd \(binary)' to find its shared libraries: \(error)", code: RunnerExitCode.internalError)
        }
        guard output.status == 0 else {
            throw HarnessFailure(
                "'ldd \(binary)' failed: \(output.standardError.trimmingCharacters(in: .whitespacesAndNewlines))",
                code: RunnerExitCode.internalError)
        }
        return try parse(String(decoding: output.standardOutput, as: UTF8.self), binary: binary)
    }

    /// Reads `ldd`'s lines (`libX.so => /path/libX.so (0x…)`).
    static func parse(_ text: String, binary: String) throws(HarnessFailure) -> SharedLibraries {
        var resolved: [String] = []
        for line in text.split(separator: "\n") {
            let parts = line.components(separatedBy: " => ")
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let target = parts[1].trimmingCharacters(in: .whitespaces)
            if target.hasPrefix("not found") {
                throw HarnessFailure(
                    "\(binary) needs \(name), which the loader cannot find: build it again before archiving it",
                    code: RunnerExitCode.badInput)
            }
            guard let path = target.split(separator: " ").first.map(String.init), path.hasPrefix("/") else { continue }
            resolved.append(path)
        }
        var libraries = SharedLibraries()
        libraries.runtime = resolved.first { URL(fileURLWithPath: $0).lastPathComponent == "libswiftCore.so" }
        let runtimeFolder = libraries.runtime.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/" }
        libraries.carried = resolved.filter { path in
            !systemFolders.contains { path.hasPrefix($0) } && !(runtimeFolder.map { path.hasPrefix($0) } ?? false)
        }
        return libraries
    }
}
