import Foundation
import HarnessWire

/// Finds an executable product of the package the running tests belong to, without path
/// hacks: SwiftPM builds every product of the package (`swift build --build-tests`,
/// `swift test`) into the folder that holds the test executable itself, so the launcher looks
/// beside `/proc/self/exe`, or in the folder ``LaunchVariable/productsDirectory`` names.
///
/// ```swift
/// let executable = try ProductLocator(environment: ProcessInfo.processInfo.environment).executable(named: "NoteServer")
/// ```
struct ProductLocator: Sendable {
    /// The folder holding the built executables.
    let directory: URL

    init(environment: [String: String], testExecutable: URL = ProductLocator.runningExecutable) {
        if let given = environment[LaunchVariable.productsDirectory.name], !given.isEmpty {
            directory = URL(fileURLWithPath: given, isDirectory: true)
        } else {
            directory = testExecutable.resolvingSymlinksInPath().deletingLastPathComponent()
        }
    }

    /// The running executable (on Linux `Bundle.main` and `argv[0]` can both name another).
    static var runningExecutable: URL {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        #endif
    }

    /// The executable product named `name`, or an error naming the ones that exist.
    func executable(named name: String) throws(LaunchError) -> URL {
        let candidate = directory.appendingPathComponent(name)
        if Self.isProduct(candidate) { return candidate }
        throw .productNotFound(name: name, directory: directory.path, available: executables())
    }

    /// The names of the executable products in the folder (``ProductFolder``): not SwiftPM's
    /// test bundles and runners, nor the tools it builds for a plugin.
    func executables() -> [String] {
        // No folder: no products, which the not-found error then lists (none).
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let present = Set(names)
        return names.filter { name in
            ProductFolder.mayBeProduct(name, among: present) && Self.isProduct(directory.appendingPathComponent(name))
        }.sorted()
    }

    private static func isProduct(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }
}
