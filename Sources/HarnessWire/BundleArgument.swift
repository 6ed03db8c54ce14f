/// Every option of a test bundle's command line that Harness's bundle parses and its runner
/// passes, defined once. The options are the toolchain's `.xctest` executable's (so SwiftPM
/// and users drive a Harness bundle the same way); the positional argument is the filter,
/// `Module.Class[/method]` items joined by ``filterSeparator``.
///
/// ```swift
/// let arguments = [BundleArgument.dumpTestsJSON.text]            // list the tests as JSON
/// let run = [filter, BundleArgument.endOfOptions.text] + launchArguments
/// ```
public enum BundleArgument: String, CaseIterable, Sendable {
    /// List tests line by line.
    case listTests = "--list-tests"
    /// The short form of ``listTests``.
    case listTestsShort = "-l"
    /// List tests as JSON (the toolchain's format, plus `testHosts` for application bundles).
    case dumpTestsJSON = "--dump-tests-json"
    /// Print the usage.
    case help = "--help"
    /// The short form of ``help``.
    case helpShort = "-h"
    /// `--testing-library NAME` (or `=NAME`), passed by SwiftPM's entry point; a bundle
    /// running XCTest tests ignores it.
    case testingLibrary = "--testing-library"
    /// Everything after it belongs to the tests (a test plan's launch arguments).
    case endOfOptions = "--"

    /// The argument as written on the command line.
    public var text: String { rawValue }

    /// What separates the items of a filter argument.
    public static let filterSeparator: Character = ","

    /// Whether a filter item (`Module.Class/method`) can name `method` alone, in Harness's
    /// bundle and the toolchain's: not an empty name (`Module.Class/` names the class), nor one
    /// holding the separator, a slash (an item has two parts) or a wildcard (Harness's bundle
    /// matches `*` and `?` as patterns). Names from hand-written `allTests` (a BDD framework's
    /// example descriptions) may hold any of them: their class is named instead.
    ///
    /// ```swift
    /// BundleArgument.filterNamesAlone("testAddition")           // true
    /// BundleArgument.filterNamesAlone("when it rains, it pours") // false
    /// ```
    public static func filterNamesAlone(_ method: String) -> Bool {
        !method.isEmpty && !method.contains { $0 == filterSeparator || $0 == "/" || $0 == "*" || $0 == "?" }
    }
}
