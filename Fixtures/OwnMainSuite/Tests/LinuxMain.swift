import Foundation
import OwnMainSuiteTests

// The suite's own entry point: no option is known (a test runner's `--dump-tests-json` is
// refused as an older BDD library refuses it), and the exit status is the verdict.
for argument in CommandLine.arguments.dropFirst() where argument.hasPrefix("-") {
    FileHandle.standardError.write(Data("Unexpected option: \(argument)\n".utf8))
    exit(4)
}
exit(Check.runAll(temperatureChecks()))
