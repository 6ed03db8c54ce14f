/// Why watch mode starts a run.
package enum WatchTrigger: Hashable, Sendable {
    /// Watch mode just started: everything runs, the tests that failed last time first.
    case start
    /// Files were saved (absolute paths, one burst).
    case changes([String])
    /// `a`: every test, the failed ones first.
    case all
    /// `f`: only the tests that failed last time (and tests never run before).
    case failedOnly
    /// Enter: the previous selection again.
    case rerun

    /// How the screen names it.
    package func label(root: String) -> String {
        switch self {
        case .start: return "start"
        case .all: return "a: all tests"
        case .failedOnly: return "f: failed tests"
        case .rerun: return "Enter: rerun"
        case .changes(let paths):
            let shown = paths.prefix(3).map { WatchTrigger.relative($0, to: root) }.joined(separator: ", ")
            let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
            return "changed: \(shown)\(more)"
        }
    }

    /// `path` relative to `root` when inside it, else as given.
    package static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
