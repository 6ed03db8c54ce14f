import HarnessWire
import Testing

@Suite("BundleSettings and BundleVariable: the one contract of variables between runner and bundle")
struct BundleSettingsTests {
    /// The literal names, pinned: a rename must show here, not pass on both sides.
    @Test(arguments: [
        (BundleVariable.wireFileDescriptor, "HARNESS_WIRE_FD", true),
        (.wirePath, "HARNESS_WIRE_PATH", true),
        (.console, "HARNESS_CONSOLE", true),
        (.testOrder, "HARNESS_TEST_ORDER", true),
        (.hostGroup, "HARNESS_HOST_GROUP", true),
        (.executionTimeAllowance, "HARNESS_EXECUTION_TIME_ALLOWANCE", true),
        (.baselineMode, "HARNESS_BASELINE", false),
        (.performanceStrict, "HARNESS_PERFORMANCE_STRICT", false),
        (.baselineDirectory, "HARNESS_BASELINE_DIR", false),
        (.coveragePerTestDirectory, "HARNESS_COVERAGE_PER_TEST_DIR", true),
        (.swiftTestingConfiguration, "HARNESS_SWIFT_TESTING_CONFIGURATION", true),
        (.profileFile, "LLVM_PROFILE_FILE", false),
    ])
    func namesAndWhoConsumesThem(variable: BundleVariable, name: String, consumed: Bool) {
        #expect(variable.name == name)
        #expect(variable.isConsumedByBundle == consumed)
        #expect(BundleVariable.consumedByBundle.contains(variable) == consumed)
    }

    @Test("every variable is pinned above")
    func everyVariableIsPinned() {
        #expect(BundleVariable.allCases.count == 12)
    }

    static let settings: [BundleSettings] = [
        BundleSettings(),
        BundleSettings(wireFileDescriptor: 3, printsConsole: false),
        BundleSettings(wirePath: "/tmp/events.jsonl", followsFilterOrder: true),
        BundleSettings(hostGroup: ""),
        BundleSettings(hostGroup: "NoteServerAppTests", executionTimeAllowance: 1.5),
        BundleSettings(wireFileDescriptor: 0, executionTimeAllowance: 600),
        BundleSettings(coveragePerTestDirectory: "/tmp/coverage/tests"),
        BundleSettings(coveragePerTestDirectory: "/tmp/c", swiftTestingConfigurationPath: "/dev/fd/4"),
    ]

    @Test(arguments: settings)
    func readsBackWhatItWrites(settings: BundleSettings) {
        #expect(BundleSettings(environment: settings.environment) == settings)
    }

    @Test("the written values, literally")
    func writtenValues() {
        let settings = BundleSettings(
            wireFileDescriptor: 3, printsConsole: false, followsFilterOrder: true, hostGroup: "",
            executionTimeAllowance: 2)
        #expect(
            settings.environment == [
                "HARNESS_WIRE_FD": "3", "HARNESS_CONSOLE": "none", "HARNESS_TEST_ORDER": "filter",
                "HARNESS_HOST_GROUP": "", "HARNESS_EXECUTION_TIME_ALLOWANCE": "2",
            ])
        let quarter = BundleSettings(executionTimeAllowance: 0.25).environment
        #expect(quarter == ["HARNESS_EXECUTION_TIME_ALLOWANCE": "0.25"])
        #expect(BundleSettings().environment.isEmpty)
    }

    /// A value the bundle cannot use reads as absent: the bundle then runs plainly.
    @Test(arguments: ["", "x", "-1", "3.5", "99999999999"])
    func unusableDescriptorsReadAsAbsent(text: String) {
        #expect(BundleSettings(environment: ["HARNESS_WIRE_FD": text]).wireFileDescriptor == nil)
    }

    @Test(arguments: ["", "0", "-2", "inf", "nan", "soon"])
    func unusableAllowancesReadAsAbsent(text: String) {
        #expect(BundleSettings(environment: ["HARNESS_EXECUTION_TIME_ALLOWANCE": text]).executionTimeAllowance == nil)
    }

    @Test(arguments: [("none", false), ("", true), ("all", true), ("None", true)])
    func consoleIsOffOnlyForNone(value: String, prints: Bool) {
        #expect(BundleSettings(environment: ["HARNESS_CONSOLE": value]).printsConsole == prints)
    }

    @Test(arguments: [("filter", true), ("", false), ("random", false)])
    func orderFollowsTheFilterOnlyForFilter(value: String, follows: Bool) {
        #expect(BundleSettings(environment: ["HARNESS_TEST_ORDER": value]).followsFilterOrder == follows)
    }

    /// What a bundle passes on to the processes its tests start: everything but its own
    /// settings; the user's baseline settings stay, as any variable of the user's does.
    @Test("what passes on")
    func removingConsumedVariables() {
        let environment = [
            "PATH": "/usr/bin", "HARNESS_WIRE_FD": "3", "HARNESS_WIRE_PATH": "/tmp/w", "HARNESS_CONSOLE": "none",
            "HARNESS_TEST_ORDER": "filter", "HARNESS_HOST_GROUP": "", "HARNESS_EXECUTION_TIME_ALLOWANCE": "5",
            "HARNESS_BASELINE": "record", "HARNESS_PERFORMANCE_STRICT": "1", "HARNESS_BASELINE_DIR": "/b",
            "HARNESS_ROOT": "/h",
        ]
        #expect(
            BundleSettings.removingConsumedVariables(from: environment) == [
                "PATH": "/usr/bin", "HARNESS_BASELINE": "record", "HARNESS_PERFORMANCE_STRICT": "1",
                "HARNESS_BASELINE_DIR": "/b", "HARNESS_ROOT": "/h",
            ])
    }

    @Test("WireFormat's names are the contract's")
    func wireFormatNames() {
        #expect(WireFormat.fileDescriptorVariable == BundleVariable.wireFileDescriptor.name)
        #expect(WireFormat.pathVariable == BundleVariable.wirePath.name)
    }

    @Test(arguments: [
        (BundleArgument.listTests, "--list-tests"), (.listTestsShort, "-l"), (.dumpTestsJSON, "--dump-tests-json"),
        (.help, "--help"), (.helpShort, "-h"), (.testingLibrary, "--testing-library"), (.endOfOptions, "--"),
    ])
    func argumentTexts(argument: BundleArgument, text: String) {
        #expect(argument.text == text)
        #expect(BundleArgument.allCases.count == 7)
    }
}
