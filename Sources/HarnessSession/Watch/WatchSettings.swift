import Foundation
import HarnessModel

/// What `harness test --watch` hands to ``WatchSession``: the package, how to build it, the
/// user's run options, and the run history.
///
/// ```swift
/// let settings = WatchSettings(
///     root: root, builder: builder, toolchain: false, request: request, configuration: configuration,
///     isTerminal: isatty(0) == 1 && isatty(1) == 1, history: history)
/// exit(WatchSession(settings: settings).run())
/// ```
package struct WatchSettings {
    package var root: String
    /// Builds the tests; its progress is replaced by the session's (errors go to the screen).
    package var builder: PackageBuilder
    /// `--xctest toolchain`.
    package var toolchain: Bool
    /// The user's filters, skips and other request options; the session adds its selection.
    package var request: RunRequest
    package var configuration: RunConfiguration
    /// A screen that redraws and keys, or plain lines.
    package var isTerminal: Bool
    /// The run history: read before each run, written after it.
    package var history: any RunHistory
    /// How bursts of saves are gathered.
    package var debouncer = ChangeDebouncer(quiet: 0.05, longest: 1)
    /// Where plain lines go (standard output).
    package var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

    package init(
        root: String, builder: PackageBuilder, toolchain: Bool, request: RunRequest, configuration: RunConfiguration,
        isTerminal: Bool, history: any RunHistory
    ) {
        self.root = root
        self.builder = builder
        self.toolchain = toolchain
        self.request = request
        self.configuration = configuration
        self.isTerminal = isTerminal
        self.history = history
    }
}
