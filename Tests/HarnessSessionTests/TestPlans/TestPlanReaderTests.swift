import Foundation
import HarnessModel
import HarnessRunner
import HarnessSession
import HarnessWire
import Testing

@Suite("TestPlanReader: Xcode's .xctestplan into settings the engine applies")
struct TestPlanReaderTests {
    /// A plan shaped like the ones Xcode writes, with every key Harness applies and a few it does not.
    static let full = #"""
        {
          "configurations" : [
            {
              "id" : "6C0B1E52-0000-4000-8000-000000000001",
              "name" : "Linux",
              "options" : {
                "environmentVariableEntries" : [ { "key" : "TIER", "value" : "ci" } ],
                "language" : "fr"
              }
            },
            {
              "id" : "6C0B1E52-0000-4000-8000-000000000002",
              "name" : "Stress",
              "options" : {
                "testRepetitionMode" : "fixedIterations",
                "maximumTestRepetitions" : 5,
                "testExecutionOrdering" : "alphabetical"
              }
            }
          ],
          "defaultOptions" : {
            "codeCoverage" : false,
            "commandLineArgumentEntries" : [
              { "argument" : "-verbose" },
              { "argument" : "-disabled", "enabled" : false }
            ],
            "defaultTestExecutionTimeAllowance" : 60,
            "environmentVariableEntries" : [
              { "key" : "TIER", "value" : "unit" },
              { "key" : "OFF", "value" : "1", "enabled" : false },
              { "key" : "REGION", "value" : "eu" }
            ],
            "maximumTestExecutionTimeAllowance" : 120,
            "targetForVariableExpansion" : { "containerPath" : "container:Calc.xcodeproj", "identifier" : "A1", \#
        "name" : "Calc" },
            "testExecutionOrdering" : "random",
            "testRepetitionMode" : "retryOnFailure",
            "testTimeoutsEnabled" : true
          },
          "testTargets" : [
            {
              "parallelizable" : true,
              "skippedTests" : [ "SlowTests", "BasicTests\/testDivision()" ],
              "target" : { "containerPath" : "container:", "identifier" : "CalcTests", "name" : "CalcTests" }
            },
            {
              "enabled" : false,
              "target" : { "containerPath" : "container:", "identifier" : "UITests", "name" : "UITests" }
            },
            {
              "parallelizable" : false,
              "selectedTests" : [ "EngineTests.CrashTests" ],
              "target" : { "containerPath" : "container:", "identifier" : "EngineTests", "name" : "EngineTests" }
            }
          ],
          "version" : 1
        }
        """#

    static func plan(_ text: String) throws(TestPlanError) -> TestPlan {
        try TestPlanReader.parse(Data(text.utf8), path: "/src/CI.xctestplan")
    }

    @Test("the first configuration's options override the defaults")
    func firstConfiguration() throws {
        let settings = try Self.plan(Self.full).settings(configuration: nil)
        #expect(settings.configurationName == "Linux")
        #expect(settings.environment == ["TIER": "ci", "REGION": "eu"])
        #expect(settings.arguments == ["-verbose"])
        #expect(settings.timeoutsEnabled)
        #expect(settings.defaultTimeAllowance == 60)
        #expect(settings.maximumTimeAllowance == 120)
        #expect(settings.repetition == .retryOnFailure(maximum: 3))
        #expect(settings.randomOrder)
        #expect(settings.targets.map(\.name) == ["CalcTests", "UITests", "EngineTests"])
        #expect(settings.targets.map(\.parallelizable) == [true, nil, false])
    }

    @Test("a named configuration, and a missing one named in the error")
    func namedConfiguration() throws {
        let plan = try Self.plan(Self.full)
        let stress = try plan.settings(configuration: "Stress")
        #expect(stress.repetition == .fixedIterations(count: 5))
        #expect(!stress.randomOrder)
        #expect(stress.environment == ["TIER": "unit", "REGION": "eu"])
        #expect(
            throws: TestPlanError(
                path: "/src/CI.xctestplan", key: "configurations",
                problem: "no configuration named 'Mac'; the plan has 'Linux', 'Stress'")
        ) {
            try plan.settings(configuration: "Mac")
        }
    }

    @Test("keys Harness does not apply are listed once, in one notice")
    func ignoredKeys() throws {
        let settings = try Self.plan(Self.full).settings(configuration: nil)
        #expect(
            settings.ignoredKeys == [
                "configurations[0].options.language", "defaultOptions.codeCoverage",
                "defaultOptions.targetForVariableExpansion",
            ])
        #expect(
            settings.notices == [
                RunnerNotice(
                    .testPlanKeysIgnored,
                    "CI.xctestplan: ignoring test plan keys Harness does not apply: "
                        + "configurations[0].options.language, defaultOptions.codeCoverage, "
                        + "defaultOptions.targetForVariableExpansion"
                )
            ])
        let quiet = try Self.plan(#"{"testTargets": [], "version": 1}"#).settings(configuration: nil)
        #expect(quiet.notices.isEmpty)
    }

    static func id(_ module: String, _ className: String, _ method: String) -> TestIdentifier {
        TestIdentifier(module: module, className: className, method: method)
    }

    @Test(
        "which tests the plan runs",
        arguments: [
            (id("CalcTests", "BasicTests", "testAddition"), true),
            (id("CalcTests", "BasicTests", "testDivision"), false),  // skipped method
            (id("CalcTests", "SlowTests", "testAnything"), false),  // skipped class
            (id("UITests", "LaunchTests", "testLaunch"), false),  // disabled target
            (id("EngineTests", "CrashTests", "testExit"), true),  // selected class (module prefix tolerated)
            (id("EngineTests", "OtherTests", "testX"), false),  // not selected
            (id("ElsewhereTests", "A", "testA"), false),  // module not in the plan
        ])
    func includes(test: TestIdentifier, runs: Bool) throws {
        #expect(try Self.plan(Self.full).settings(configuration: nil).includes(test) == runs)
    }

    @Test(
        "a malformed plan is one line naming the file and the key",
        arguments: [
            ("not json", "", "is not valid JSON"),
            ("[]", "", "expected a JSON object at the top, found an array"),
            (#"{"version": 2}"#, "version", "2 is newer than this Harness reads (1)"),
            (#"{"testTargets": {}}"#, "testTargets", "expected an array, found an object"),
            (
                #"{"testTargets": [{"target": {"name": 3}}]}"#, "testTargets[0].target.name",
                "expected a string, found a number"
            ),
            (#"{"testTargets": [{}]}"#, "testTargets[0].target", "expected an object, but the key is missing or null"),
            (
                #"{"testTargets": [{"target": {"name": "T"}, "skippedTests": ["A/"]}]}"#,
                "testTargets[0].skippedTests[0]", #"expected "Class" or "Class/testMethod()", found "A/""#
            ),
            (
                #"{"defaultOptions": {"maximumTestRepetitions": 0}}"#, "defaultOptions.maximumTestRepetitions",
                "expected a whole number from 1, found a number"
            ),
            (
                #"{"defaultOptions": {"testRepetitionMode": "often"}}"#, "defaultOptions.testRepetitionMode",
                #"expected one of none, fixedIterations, untilFailure, retryOnFailure, found "often""#
            ),
            (
                #"{"defaultOptions": {"testTimeoutsEnabled": "yes"}}"#, "defaultOptions.testTimeoutsEnabled",
                "expected true or false, found a string"
            ),
            (
                #"{"defaultOptions": {"defaultTestExecutionTimeAllowance": -1}}"#,
                "defaultOptions.defaultTestExecutionTimeAllowance",
                "expected a number of seconds above 0, found a number"
            ),
            (
                #"{"defaultOptions": {"testExecutionOrdering": "randum"}}"#, "defaultOptions.testExecutionOrdering",
                #"expected "random" or "alphabetical", found "randum""#
            ),
            (
                #"{"defaultOptions": {"environmentVariableEntries": [{"value": "v"}]}}"#,
                "defaultOptions.environmentVariableEntries[0].key", "expected a string, but the key is missing or null"
            ),
            (
                #"{"configurations": [{"name": "A", "options": {"commandLineArgumentEntries": [{"argument": "#
                    + #""-x", "enabled": 1}]}}]}"#,
                "configurations[0].options.commandLineArgumentEntries[0].enabled",
                "expected true or false, found a number"
            ),
        ])
    func malformed(text: String, key: String, problem: String) {
        do {
            _ = try Self.plan(text)
            Issue.record("accepted a malformed plan")
        } catch {
            #expect(error.key == key)
            #expect(error.problem.hasPrefix(problem))
            #expect(error.exitCode == RunnerExitCode.badInput)
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("/src/CI.xctestplan: error: "))
        }
    }

    @Test("a missing file names the path")
    func missingFile() {
        #expect(throws: TestPlanError.self) { try TestPlanReader.read(path: "/nonexistent/Plan.xctestplan") }
    }

    @Test(
        "repetition modes and Xcode's default maximum of 3",
        arguments: [
            (#"{}"#, TestPlanSettings.Repetition.once),
            (#"{"testRepetitionMode": "none"}"#, .once),
            (#"{"testRepetitionMode": "untilFailure"}"#, .untilFailure(maximum: 3)),
            (#"{"testRepetitionMode": "retryOnFailure", "maximumTestRepetitions": 2}"#, .retryOnFailure(maximum: 2)),
            (#"{"testRepetitionMode": "fixedIterations", "maximumTestRepetitions": 10}"#, .fixedIterations(count: 10)),
        ])
    func repetition(options: String, expected: TestPlanSettings.Repetition) throws {
        let settings = try Self.plan(#"{"defaultOptions": \#(options)}"#).settings(configuration: nil)
        #expect(settings.repetition == expected)
    }

    @Test(
        "time allowance: the test's own or the default, capped by the maximum, only when enabled",
        arguments: [
            (false, nil, nil, nil, nil),
            (true, nil, nil, nil, 600),
            (true, 60, nil, nil, 60),
            (true, 60, 120, 300, 120),
            (true, 60, 120, 90, 90),
        ] as [(Bool, Double?, Double?, Double?, Double?)])
    func allowance(enabled: Bool, defaultAllowance: Double?, maximum: Double?, own: Double?, expected: Double?) {
        let settings = TestPlanSettings(
            planPath: "p", timeoutsEnabled: enabled, defaultTimeAllowance: defaultAllowance,
            maximumTimeAllowance: maximum)
        #expect(settings.timeAllowance(testOwn: own) == expected)
    }
}

@Suite("TestPlanSelector: Class and Class/testMethod() entries")
struct TestPlanSelectorTests {
    @Test(
        "parses what Xcode writes",
        arguments: [
            ("BasicTests", TestPlanSelector(className: "BasicTests")),
            ("BasicTests/testAddition()", TestPlanSelector(className: "BasicTests", method: "testAddition")),
            ("BasicTests/testAddition", TestPlanSelector(className: "BasicTests", method: "testAddition")),
            ("CalcTests.BasicTests/testAddition()", TestPlanSelector(className: "BasicTests", method: "testAddition")),
        ])
    func parses(text: String, expected: TestPlanSelector) {
        #expect(TestPlanSelector(parsing: text) == expected)
    }

    @Test("rejects what names no test", arguments: ["", "/testA()", "A/", "A/()", "A/b/c"])
    func rejects(text: String) {
        #expect(TestPlanSelector(parsing: text) == nil)
    }
}
