internal import HarnessWire

/// What a bundle's command line asks for, parsed the way the toolchain's `.xctest`
/// executables parse it.
///
/// `[--list-tests | -l | --dump-tests-json | --help | -h] [Module.Class[/method][,…]]`;
/// `--testing-library NAME` (passed by SwiftPM) is accepted and ignored. Everything after
/// `--` belongs to the tests (a test plan's launch arguments, read from
/// `ProcessInfo.arguments`) and is not parsed.
enum BundleArguments: Equatable {
    case run(selection: [String]?)
    case listHumanReadable
    case listJSON
    case help
    case invalidOption(String)

    init(_ arguments: [String]) {
        var result = BundleArguments.run(selection: nil)
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch BundleArgument(rawValue: argument) {
            case .endOfOptions:
                self = result
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
            case nil where argument.hasPrefix("-"):
                self = .invalidOption(argument)
                return
            case nil:
                result = .run(selection: argument.split(separator: BundleArgument.filterSeparator).map(String.init))
            }
        }
        self = result
    }
}
