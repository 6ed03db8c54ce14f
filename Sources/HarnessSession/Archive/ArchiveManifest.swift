import Foundation
import HarnessModel
import HarnessWire

/// What a test archive says of itself (`manifest.json`, the first file in it): which Harness
/// layout and wire format its bundles speak, the platform and Swift runtime they were built
/// for, where the package was on the build machine, and what else it holds. A machine whose
/// Harness or platform differs refuses the archive in one line naming both.
///
/// ```swift
/// let manifest = try JSONDecoder().decode(ArchiveManifest.self, from: data)
/// if let mismatch = manifest.mismatch(with: .current()) { print(mismatch) }
/// ```
package struct ArchiveManifest: Codable, Hashable, Sendable {
    /// The layout this Harness writes and reads (``TestArchive``).
    /// 2: `executables` (format 1 archives carried no executable products).
    package static let currentFormat = 2

    /// The archive's layout version.
    package var format = Self.currentFormat
    /// The wire format the bundles' XCTest speaks (``WireFormat/version``).
    package var wireVersion = WireFormat.version
    /// The machine that built the bundles.
    package var platform: ArchivePlatform
    /// `swift --version`'s first line on the build machine, to name it in a mismatch.
    package var swiftVersion: String?
    /// The package's root on the build machine: the root of the recorded source paths.
    package var packageRoot: String
    /// Whether the bundles are built on the toolchain's XCTest (`--xctest toolchain`): the
    /// runner then drives them through its console.
    package var toolchainXCTest: Bool
    /// The bundles' file names, in `products/`.
    package var bundles: [String]
    /// The package's executable products' file names, in `products/` beside the bundles,
    /// where functional tests (`HarnessLaunch`) find them.
    package var executables: [String]
    /// The shared libraries copied into `lib/` (Harness's XCTest library for an unmodified
    /// package, the package's own dynamic libraries).
    package var sharedLibraries: [String]
    /// Whether `history.sqlite` is in the archive.
    package var hasHistory: Bool
    package var createdAt: Date

    /// Why this machine cannot run the archive, in words naming both sides; nil when it can.
    package func mismatch(with here: ArchivePlatform) -> String? {
        if format != Self.currentFormat || wireVersion != WireFormat.version {
            return "it was written by a Harness with archive format \(format) and wire format \(wireVersion), and this "
                + "harness reads archive format \(Self.currentFormat) and wire format \(WireFormat.version)"
        }
        if let problem = platform.mismatch(with: here) {
            let swift = swiftVersion.map { " with \($0)" } ?? ""
            return "it was built on \(platform)\(swift), and this machine is \(here): \(problem)"
        }
        return nil
    }
}

/// The platform a bundle runs on: the system, the processor, the distribution (whose C
/// library and Swift toolchain builds differ), and the Swift runtime the bundles load.
package struct ArchivePlatform: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The Swift runtime library the bundles load, and its size: a toolchain's runtime at the
    /// same path with another size is another Swift.
    package struct Runtime: Codable, Hashable, Sendable {
        package var path: String
        package var size: Int
    }

    /// `uname`'s system name (`Linux`).
    package var system: String
    /// `uname`'s machine (`x86_64`, `aarch64`).
    package var architecture: String
    /// `/etc/os-release`'s `ID VERSION_ID` (`debian 12`), when there is one.
    package var distribution: String?
    /// The runtime the bundles load (from the build machine's `ldd`); nil when they link it
    /// statically.
    package var runtime: Runtime?

    package var description: String {
        "\(system) \(architecture)" + (distribution.map { " (\($0))" } ?? "")
    }

    /// This machine, with the runtime at `runtimePath` (nil: none looked for).
    package static func current(runtimePath: String? = nil) -> ArchivePlatform {
        var names = utsname()
        uname(&names)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return ArchivePlatform(
            system: text(names.sysname), architecture: text(names.machine), distribution: Self.distribution(),
            runtime: runtimePath.map { path in
                Runtime(
                    // -1: a size that cannot be read, which the manifest shows as unknown.
                    path: path, size: (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? -1)
            })
    }

    /// What differs, in a few words; nil when the bundles can run here.
    func mismatch(with here: ArchivePlatform) -> String? {
        if system != here.system || architecture != here.architecture || distribution != here.distribution {
            return "run it on a machine like the one that built it, or archive again there"
        }
        if let runtime, let theirs = here.runtime, theirs.size != runtime.size {
            let found =
                theirs.size < 0 ? "no Swift runtime at \(runtime.path)" : "another Swift runtime at \(runtime.path)"
            return "\(found) (the build machine's is \(runtime.size) bytes): install the Swift that built the archive"
        }
        return nil
    }

    /// `ID VERSION_ID` from `/etc/os-release`.
    private static func distribution() -> String? {
        // Without os-release the distribution is not named.
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            fields[String(pair[0])] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return fields["ID"].map { id in [id, fields["VERSION_ID"]].compactMap { $0 }.joined(separator: " ") }
    }
}
