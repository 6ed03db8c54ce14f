/// Every environment variable between a test that launches a program of its package
/// (`HarnessLaunch`), the program it launches (`AppHost`) and the runner around both. Each name
/// is defined here once; whoever writes or reads it uses this name, never a literal.
///
/// ```swift
/// environment[LaunchVariable.readyFileDescriptor.name] = "3"
/// ```
///
/// | variable | written by | read by |
/// |---|---|---|
/// | ``readyFileDescriptor`` | the launcher, for each launch | an AppHost app, once it is active |
/// | ``productsDirectory`` | the runner (or a user) | the launcher, to find executables |
/// | ``launchDirectory`` | the runner, one folder per worker | the launcher, for launch folders |
/// | ``recordGoldenFiles`` | a user (`HARNESS_RECORD=1 swift test`) | golden-file checks |
public enum LaunchVariable: String, CaseIterable, Sendable {
    /// An inherited descriptor on which an AppHost app writes one ``LaunchReadyRecord`` line
    /// once its launch finished, then closes it.
    case readyFileDescriptor = "HARNESS_LAUNCH_READY_FD"
    /// The folder holding the package's built executables; without it the launcher looks beside
    /// the running test executable, where SwiftPM builds them.
    case productsDirectory = "HARNESS_PRODUCTS_DIR"
    /// The folder under which each launch gets its working directory and `HOME`; without it,
    /// the system's temporary folder.
    case launchDirectory = "HARNESS_LAUNCH_DIR"
    /// `1`, `true` or `yes`: golden-file checks write what they got instead of comparing.
    case recordGoldenFiles = "HARNESS_RECORD"

    /// The variable's name in the environment.
    public var name: String { rawValue }

    /// Whether `value` turns a yes-or-no variable on (`1`, `true`, `yes`, any case).
    public static func isOn(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.lowercased())
    }
}
