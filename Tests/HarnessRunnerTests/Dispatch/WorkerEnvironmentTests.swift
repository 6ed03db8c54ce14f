import HarnessWire
import Testing

@testable import HarnessRunner

/// The environment a worker starts with: the runner's own and the run's, never another
/// process's bundle settings, plus this worker's own.
struct WorkerEnvironmentTests {
    /// A runner started from inside a worker (a test that runs `harness`) holds that worker's
    /// settings: none of them reaches its own workers.
    static let inheritedFromAWorker = [
        "PATH": "/usr/bin", "HOME": "/root",
        "HARNESS_WIRE_FD": "7", "HARNESS_WIRE_PATH": "/tmp/parent.jsonl", "HARNESS_CONSOLE": "none",
        "HARNESS_TEST_ORDER": "filter", "HARNESS_HOST_GROUP": "OtherAppTests",
        "HARNESS_BASELINE": "record",
    ]

    @Test("a wire worker: its own descriptor, no console lines, nothing of the parent's")
    func wireWorker() {
        let environment = WorkerEnvironment.make(
            inherited: Self.inheritedFromAWorker, configured: [:], bundle: "PkgTests", wireDescriptor: 3,
            followsFilterOrder: false)
        #expect(
            environment == [
                "PATH": "/usr/bin", "HOME": "/root", "HARNESS_BASELINE": "record", "SWIFT_BACKTRACE": "enable=no",
                "HARNESS_WIRE_FD": "3", "HARNESS_CONSOLE": "none",
            ])
    }

    /// What the run gives every worker: a default allowance (a user's or a plan's) and the
    /// per-test coverage folder, beside a variable of the run's own.
    static let configuredByTheRun = [
        "HARNESS_EXECUTION_TIME_ALLOWANCE": "30", "HARNESS_COVERAGE_PER_TEST_DIR": "/out/tests", "A": "1",
    ]

    /// A worker in which no Harness code runs before its tests (the toolchain's XCTest, Swift
    /// Testing's own entry point) gets no bundle setting, neither the runner's nor the run's:
    /// nothing there would take it out of the tests' environment.
    @Test("a worker without Harness code before its tests: no bundle setting at all")
    func plainWorker() {
        let environment = WorkerEnvironment.plain(
            inherited: Self.inheritedFromAWorker, configured: Self.configuredByTheRun)
        #expect(
            environment == [
                "PATH": "/usr/bin", "HOME": "/root", "HARNESS_BASELINE": "record", "SWIFT_BACKTRACE": "enable=no",
                "A": "1",
            ])
    }

    /// Harness's entry point runs the Swift Testing configuration in-process and takes its
    /// settings out first: the configuration's path and the run's coverage folder, nothing else.
    @Test("an in-process Swift Testing worker: its configuration and its bundle's coverage folder only")
    func inProcessSwiftTestingWorker() {
        let environment = WorkerEnvironment.swiftTestingInProcess(
            inherited: Self.inheritedFromAWorker.merging(["HARNESS_COVERAGE_PER_TEST_DIR": "/stale"]) { $1 },
            configured: Self.configuredByTheRun, bundle: "PkgTests", configurationPath: "/dev/fd/4")
        #expect(
            environment == [
                "PATH": "/usr/bin", "HOME": "/root", "HARNESS_BASELINE": "record", "SWIFT_BACKTRACE": "enable=no",
                "A": "1", "HARNESS_SWIFT_TESTING_CONFIGURATION": "/dev/fd/4",
                "HARNESS_COVERAGE_PER_TEST_DIR": "/out/tests/PkgTests",
            ])
    }

    @Test(arguments: [true, false])
    func filterOrder(follows: Bool) {
        let environment = WorkerEnvironment.make(
            inherited: [:], configured: [:], bundle: "PkgTests", wireDescriptor: 3, followsFilterOrder: follows)
        #expect(environment["HARNESS_TEST_ORDER"] == (follows ? "filter" : nil))
    }

    /// The default allowance is the one bundle setting a user or a test plan gives directly;
    /// the plan's wins over the user's environment, and an unusable one is dropped.
    @Test(arguments: [
        (String?.none, String?.none, String?.none),
        ("5", nil, "5"),
        (nil, "1.5", "1.5"),
        ("5", "30", "30"),
        ("soon", nil, nil),
    ])
    func executionTimeAllowance(user: String?, plan: String?, expected: String?) {
        let name = BundleVariable.executionTimeAllowance.name
        let environment = WorkerEnvironment.make(
            inherited: user.map { [name: $0] } ?? [:], configured: plan.map { [name: $0] } ?? [:],
            bundle: "PkgTests", wireDescriptor: 3, followsFilterOrder: false)
        #expect(environment[name] == expected)
    }

    @Test("the run's variables and the user's backtrace setting are kept")
    func configuredVariables() {
        let environment = WorkerEnvironment.make(
            inherited: ["SWIFT_BACKTRACE": "enable=yes", "A": "1"], configured: ["A": "2", "B": "3"],
            bundle: "PkgTests", wireDescriptor: 3, followsFilterOrder: false)
        #expect(environment["SWIFT_BACKTRACE"] == "enable=yes")
        #expect(environment["A"] == "2")
        #expect(environment["B"] == "3")
    }

    @Test("a test plan cannot hand a worker a wire of its own")
    func configuredWireIsIgnored() {
        let environment = WorkerEnvironment.make(
            inherited: [:], configured: ["HARNESS_WIRE_FD": "9", "HARNESS_WIRE_PATH": "/tmp/x"],
            bundle: "PkgTests", wireDescriptor: 3, followsFilterOrder: false)
        #expect(environment["HARNESS_WIRE_FD"] == "3")
        #expect(environment["HARNESS_WIRE_PATH"] == nil)
    }
}
