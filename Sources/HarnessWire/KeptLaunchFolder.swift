/// How a launch folder kept after a failing test is named: the launcher that keeps it
/// (`HarnessLaunch`) and the runner that attaches its output to the test meet here, so the two
/// never guess each other's spelling.
///
/// ```
/// <HARNESS_LAUNCH_DIR>/crashingRoute__.Beacon.a1B2c3/   kept for `crashingRoute()`
///     stdout.log  stderr.log                           attached to the failing test
/// ```
public enum KeptLaunchFolder {
    /// The folder's name: the test's name made safe, then the launch's own folder name.
    public static func name(test: String, launch: String) -> String {
        "\(safe(test)).\(launch)"
    }

    /// Whether the folder named `folderName` was kept for the test `test` names: the test's
    /// function as the launcher saw it (`crashingRoute()`, `testCrash()`) or as the runner
    /// lists it (`crashingRoute()`, `testCrash`); the parentheses are not part of the match.
    public static func belongs(_ folderName: String, to test: String) -> Bool {
        guard let prefix = folderName.split(separator: ".", maxSplits: 1).first else { return false }
        return trimmed(String(prefix)) == trimmed(safe(test))
    }

    /// A test name as one path component: letters, digits, `-` and `_`; anything else `_`.
    static func safe(_ test: String) -> String {
        String(test.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    private static func trimmed(_ name: String) -> Substring {
        var end = name.endIndex
        while end > name.startIndex, name[name.index(before: end)] == "_" { end = name.index(before: end) }
        return name[..<end]
    }
}
