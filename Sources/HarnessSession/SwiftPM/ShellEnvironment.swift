import Foundation

/// The environment a shell gives a command the user types in a folder: the caller's, with `_`
/// naming the command and `PWD` the folder (the caller's own spelling of it when it names the
/// same folder: a shell keeps the path the user typed, symbolic links and all).
///
/// SwiftPM keys each plugin it compiles by the whole environment of the command that compiled it
/// (`.build/plugins/cache/NAME-state.json`). Harness's own process has `_` naming `harness` (and
/// `PWD` wherever it was started), so a `swift build` that inherited it compiled every plugin of
/// the package again, and the user's next `swift test` compiled them back (swift-clocks' DocC
/// plugins: 5 to 20 s each way). Started with this environment, Harness's build is the one the
/// user's `swift test` made.
///
/// ```swift
/// let environment = ShellEnvironment.forCommand(
///     "/usr/bin/swift", in: "/work/app", from: settings.environment)
/// // environment["_"] == "/usr/bin/swift", environment["PWD"] == "/work/app"
/// ```
package enum ShellEnvironment {
    /// `environment` as a shell passes it to `executable` run in `folder`.
    package static func forCommand(
        _ executable: String, in folder: String, from environment: [String: String]
    ) -> [String: String] {
        var shell = environment
        shell["_"] = executable
        if let current = environment["PWD"], sameFolder(current, folder) { return shell }
        shell["PWD"] = folder
        return shell
    }

    private static func sameFolder(_ first: String, _ second: String) -> Bool {
        URL(fileURLWithPath: first).resolvingSymlinksInPath().standardizedFileURL.path
            == URL(fileURLWithPath: second).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
