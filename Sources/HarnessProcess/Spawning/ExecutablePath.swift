import Foundation

/// A program's name as a path ``Spawner`` can start (it looks nothing up itself).
///
/// ```swift
/// ExecutablePath.resolve("git", from: "/work/p")            // "/usr/bin/git"
/// ExecutablePath.resolve("./tool", from: "/work/p")         // "/work/p/./tool"
/// ```
package enum ExecutablePath {
    /// A bare name is looked up on `path` (the child's `PATH`; this process's when nil), the
    /// name itself when no folder has it (starting it then fails with a line naming it); a
    /// relative path is taken from `folder`.
    package static func resolve(_ executable: String, from folder: String, path: String? = nil) -> String {
        if executable.hasPrefix("/") { return executable }
        if executable.contains("/") { return "\(folder)/\(executable)" }
        let path = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for candidate in path.split(separator: ":").map({ "\($0)/\(executable)" })
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return executable
    }
}
