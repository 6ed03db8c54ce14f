internal import HarnessWire

/// What a bundle's command line asks for, parsed the way the toolchain's `.xctest`
/// executables parse it.
///
/// `[--list-tests | -l | --dump-tests-json | --help | -h] [Module.Class[/method][,…]]`;
/// `--testing-library NAME` (passed by SwiftPM) is accepted and ignored. Everything after
/// `--` belongs to the tests (a test plan's launch arguments, read from
/// `ProcessInfo.arguments`) and is not parsed.
///
/// XCTMain sees Swift Testing's own options (`--event-stream-output-path PATH`,
/// `--configuration-path PATH`, …) only when the bundle's entry point is the package's
/// `XCTMain` call (`Tests/LinuxMain.swift`), not SwiftPM's, which would have handed them to
/// Swift Testing. Such a command line lists or runs Swift Testing tests, so it selects no
/// XCTest test, wherever the options stand: the bundle runs an empty "Selected tests" suite
/// and exits 0, as the toolchain's `XCTMain` does, and writes no event stream.
enum BundleArguments: Equatable {
    case run(selection: [String]?)
    case listHumanReadable
    case listJSON
    case help
    case invalidOption(String)

    init(_ arguments: [String]) {
        var result = BundleArguments.run(selection: nil)
        var forSwiftTesting = false
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch BundleArgument(rawValue: argument) {
            case .endOfOptions:
                self = forSwiftTesting ? .run(selection: [TestSelection.nothingSentinel]) : result
                return
            case .listTests, .listTestsShort:
                result = .listHumanReadable
            case .dumpTestsJSON:
                result = .listJSON
            case .help, .helpShort:
                result = .help
            case .testingLibrary:
                _ = iterator.next()
            case nil where argument.hasPrefix(BundleArgument.testingLibrary.text + "="):
                continue
            case nil where SwiftTestingCommandLine.swiftTestingOnlyOptions.contains(argument):
                forSwiftTesting = true
                _ = iterator.next()
            case nil where argument.hasPrefix("-"):
                self = .invalidOption(argument)
                return
            case nil:
                result = .run(selection: argument.split(separator: BundleArgument.filterSeparator).map(String.init))
            }
        }
        self = forSwiftTesting ? .run(selection: [TestSelection.nothingSentinel]) : result
    }
}
