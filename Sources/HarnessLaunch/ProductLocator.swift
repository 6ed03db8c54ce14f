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

    /// The names of the executable products in the folder: executable files without an
    /// extension, not SwiftPM's test runners, nor the tools it builds for a plugin.
    func executables() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let present = Set(names)
        return names.filter { name in
            !name.contains(".") && !name.hasSuffix("-test-runner") && !Self.isPluginTool(name, among: present)
                && Self.isProduct(directory.appendingPathComponent(name))
        }.sorted()
    }

    /// Whether `name` is an executable target SwiftPM built for the host to run a plugin (a
    /// dependency's build-tool plugin, say): it is `<target>-tool`, beside its modules'
    /// `<target's module name>-tool.build`. A product of the package's own named `x-tool` is
    /// not one: its modules are in `x_tool.build`.
    static func isPluginTool(_ name: String, among names: Set<String>) -> Bool {
        guard name.hasSuffix(toolSuffix) else { return false }
        let target = name.dropLast(toolSuffix.count)
        let module = String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return names.contains(module + toolSuffix + ".build")
    }

    /// The suffix of what SwiftPM builds for the host beside the products.
    private static let toolSuffix = "-tool"

    private static func isProduct(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }
}
