internal import CXCTestSupport
import Foundation
internal import HarnessWire

/// Runs the tests of a bundle and exits: what SwiftPM's generated runner calls.
///
/// ```swift
/// XCTMain([testCase(MathTests.allTests)])
/// ```
public func XCTMain(_ testCases: [XCTestCaseEntry]) -> Never {
    exit(XCTMain(testCases, arguments: CommandLine.arguments, observers: nil) as CInt)
}

/// Runs the tests of a bundle with the given command line and exits.
public func XCTMain(_ testCases: [XCTestCaseEntry], arguments: [String]) -> Never {
    exit(XCTMain(testCases, arguments: arguments, observers: nil) as CInt)
}

/// Runs the tests of a bundle, reporting to `observers` instead of the console, and exits.
public func XCTMain(_ testCases: [XCTestCaseEntry], arguments: [String], observers: [any XCTestObservation]) -> Never {
    exit(XCTMain(testCases, arguments: arguments, observers: observers) as CInt)
}

/// Runs the tests of a bundle and returns the exit status instead of exiting.
///
/// - Parameters:
///   - testCases: the classes and methods to run, as ``testCase(_:)-…`` builds them.
///   - arguments: the command line (see the bundle's `--help`).
///   - observers: observers to notify instead of printing to the console; nil prints.
/// - Returns: 0 when every selected test passed or was skipped, 1 when any failed,
///   2 for a command-line error (an unknown option, a filter that matches no test).
@_disfavoredOverload
public func XCTMain(
    _ testCases: [XCTestCaseEntry],
    arguments: [String] = CommandLine.arguments,
    observers: [any XCTestObservation]? = nil
) -> CInt {
    // First of all, before any test code: the runner's variables leave the environment.
    let settings = BundleSettings.thisProcess
    // A Swift Testing worker that must see its tests start and end (per-test coverage).
    if let configuration = settings.swiftTestingConfigurationPath {
        return SwiftTestingHost.run(configurationPath: configuration)
    }
    // The child of an exit test such a worker ran: Swift Testing runs it.
    if SwiftTestingHost.isExitTestChild {
        return SwiftTestingHost.runExitTest()
    }
    // Application bundles (Sources/XCTest/Hosting): a child process of a split run sees its
    // host group's classes only.
    let hosting = TestHosting(testCases: testCases, hostGroup: settings.hostGroup)
    return BundleRun(
        testCases: hosting.testCasesInThisProcess, arguments: arguments, observers: observers, hosting: hosting,
        settings: settings
    ).execute()
}

/// One invocation of a bundle: parse, select, list or run, report.
private struct BundleRun {
    let testCases: [XCTestCaseEntry]
    let arguments: [String]
    let observers: [any XCTestObservation]?
    let hosting: TestHosting
    /// What the runner asked for (wire, console, order), already out of the environment.
    let settings: BundleSettings

    private var executableName: String {
        URL(fileURLWithPath: arguments.first ?? "tests.xctest").lastPathComponent
    }

    func execute() -> CInt {
        DiscoveredTests.shared.register(testCases)
        let mode = BundleArguments(arguments)
        switch mode {
        case .invalidOption(let option):
            return usageError("unknown option '\(option)'; run '\(executableName) --help' to see the options")
        case .help:
            print(helpText())
            return BundleExitCode.success
        case .listHumanReadable:
            print(TestListing(root: buildSuites(selection: nil)).humanReadable())
            return BundleExitCode.success
        case .listJSON:
            do {
                print(try hosting.annotating(listingJSON: TestListing(root: buildSuites(selection: nil)).json()))
                return BundleExitCode.success
            } catch {
                return usageError("cannot encode the test list as JSON: \(error)")
            }
        case .run(let selection):
            return run(selection: selection)
        }
    }

    private func run(selection: [String]?) -> CInt {
        if let selection, selection.isEmpty {
            return usageError(
                "empty test filter; name tests as Module.Class or Module.Class/testMethod, or pass no filter to run "
                    + "them all"
            )
        }
        if let selection, let malformed = TestSelection.malformedItem(in: selection) {
            return usageError(
                "malformed test filter '\(malformed)'; write Module.Class or Module.Class/testMethod "
                    + "(comma-separated, * and ? allowed)"
            )
        }
        if let selection, selection != [TestSelection.nothingSentinel] {
            let allNames = testCases.flatMap { entry in
                let qualified = "\(entry.testCaseClass.moduleName).\(entry.testCaseClass.className)"
                return entry.allTests.map { "\(qualified)/\($0.0)" }
            }
            let unmatched = TestSelection(selection).unmatchedItems(in: allNames)
            if let first = unmatched.first {
                // A filter naming a class is compared with class names, one naming a method with
                // full test names.
                let candidates =
                    first.contains("/")
                    ? allNames : Array(Set(allNames.map { String($0.prefix { $0 != "/" }) })).sorted()
                let suggestions = NameSuggestions.nearest(to: first, in: candidates)
                let hint =
                    suggestions.isEmpty
                    ? "run '\(executableName) --list-tests' to see the tests"
                    : "did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
                return usageError("no test matches '\(first)'; \(hint)")
            }
        }
        // Application bundles: one launched host per process, so a run spanning several host
        // groups (library modules, each hosted module) runs each in a child process.
        let groups = hosting.groups(selectedBy: selection)
        if groups.count > 1 {
            return HostGroupProcesses.run(
                groups: groups, hosting: hosting, arguments: arguments, selection: selection, settings: settings)
        }
        for warning in hosting.warnings(forGroup: groups.first) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let center = XCTestObservationCenter.shared
        var printsConsole = true
        var wireWriter: WireWriter?
        do {
            if let wire = try WireWriter.make(for: settings) {
                wireWriter = wire
                // A runner that reads everything from the wire can ask for no console lines:
                // it would only cut them out of each test's captured output again.
                printsConsole = settings.printsConsole
                center.addSink(wire)
                center.reportsOutputOffsets = true
                // Under a runner, stdout is a file: line-buffer it so that a crash loses none
                // of what the test printed.
                cxct_line_buffer_stdout()
            }
        } catch {
            return usageError(error.message)
        }
        if let observers {
            observers.forEach(center.addTestObserver)
        } else if printsConsole {
            center.addSink(ConsoleWriter())
        }
        let root = buildSuites(selection: selection)
        // Swift Testing issues recorded during these tests fail them (Sources/XCTest/Interop).
        FallbackEventHandler.installForXCTestRun()
        let bundle = Bundle.main
        // An application bundle's tests run inside its host, launched first (with the
        // TestingAppDelegate swap) and terminated in order after the last test (Hosting/).
        let hostedRun = HostedTestRun(host: groups.first.flatMap(hosting.host(ofGroup:)))
        if let launchFailure = hostedRun.run({ record in
            center.testBundleWillStart(bundle, name: bundleSuiteName, testCount: root.testCaseCount, host: record)
            root.run()
        }) {
            FileHandle.standardError.write(Data("error: \(launchFailure)\n".utf8))
            // The runner gets the reason as data: the run ends here, before any test.
            let none = SuiteCounts(
                executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)
            wireWriter?.receive(
                WireEvent(
                    .runFinished(
                        .init(counts: none, exitCode: BundleExitCode.hostLaunchFailed, hostLaunchFailure: launchFailure)
                    )))
            return BundleExitCode.hostLaunchFailed
        }
        let run = root.testRun
        let failed = (run?.totalFailureCount ?? 0) > 0 || LateIssueReporter.count > 0
        let status = failed ? BundleExitCode.testsFailed : BundleExitCode.success
        center.testBundleDidFinish(
            bundle,
            counts: run?.counts
                ?? SuiteCounts(executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0),
            exitCode: status)
        cxct_flush_stdio()
        return status
    }

    /// `<directory of the executable>.xctest`, as the toolchain names the bundle suite.
    private var bundleSuiteName: String { "\(Bundle.main.bundleURL.lastPathComponent).xctest" }

    /// "All tests" → bundle → classes; with a selection, "Selected tests" → classes.
    private func buildSuites(selection: [String]?) -> XCTestSuite {
        let filter = selection.map(TestSelection.init)
        // A shuffling runner asks for its own order of classes and methods.
        let entries =
            filter.map { filter in
                settings.followsFilterOrder ? filter.inFilterOrder(testCases) : testCases
            } ?? testCases
        let classSuites = entries.compactMap { entry -> XCTestCaseSuite? in
            let qualified = "\(entry.testCaseClass.moduleName).\(entry.testCaseClass.className)"
            let tests = entry.allTests.filter { filter?.includes(qualifiedClass: qualified, method: $0.0) ?? true }
            return tests.isEmpty ? nil : XCTestCaseSuite(testCaseClass: entry.testCaseClass, tests: tests)
        }
        guard selection == nil else {
            let root = XCTestSuite(name: "Selected tests")
            classSuites.forEach(root.addTest)
            return root
        }
        let root = XCTestSuite(name: "All tests")
        let bundle = XCTestSuite(name: bundleSuiteName)
        classSuites.forEach(bundle.addTest)
        root.addTest(bundle)
        return root
    }

    private func usageError(_ message: String) -> CInt {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return BundleExitCode.usage
    }

    private func helpText() -> String {
        let sample = TestListing(root: buildSuites(selection: nil)).names.first ?? "Tests.FooTestCase/testFoo"
        let sampleClass = sample.prefix { $0 != "/" }
        return """
            Usage: \(executableName) [OPTION]
                   \(executableName) [TESTCASE]
            Run and report results of test cases.

            With no OPTION or TESTCASE, runs all test cases.

            OPTIONS:

            -l, --list-tests             List tests line by line to standard output
                --dump-tests-json        List tests in JSON to standard output

            TESTCASES:

               Run a single test

                   > \(executableName) \(sample)

               Run all the tests in \(sampleClass)

                   > \(executableName) \(sampleClass)

               Several, comma-separated, with * and ? wildcards (Harness)

                   > \(executableName) '\(sampleClass)/test*,\(sampleClass)'

            ENVIRONMENT (Harness):

               \(WireFormat.pathVariable)=FILE   also write JSON-lines test events to FILE
               \(WireFormat.fileDescriptorVariable)=N       also write them to inherited descriptor N
            """
    }
}
