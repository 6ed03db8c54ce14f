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
            switch argument {
            case "--":
                self = result
                return
            case "--list-tests", "-l":
                result = .listHumanReadable
            case "--dump-tests-json":
                result = .listJSON
            case "--help", "-h":
                result = .help
            case "--testing-library":
                _ = iterator.next()
            case _ where argument.hasPrefix("--testing-library="):
                continue
            case _ where argument.hasPrefix("-"):
                self = .invalidOption(argument)
                return
            default:
                result = .run(selection: argument.split(separator: ",").map(String.init))
            }
        }
        self = result
    }
}
