import HarnessWire

/// The model of `Fixtures/BasicSuite`: every test method, how it ends, and for failures and
/// skips the exact descriptions the console prints — the toolchain's XCTest's wording, which
/// Harness reproduces.
///
/// Checked against both builds: the toolchain's run proves the model right for the shared
/// tests, and Harness's run is then held to it.
enum BasicSuiteModel {
    /// The test target both builds share.
    static let sharedModule = "BasicSuiteTests"
    /// The test target only the Harness build has.
    static let harnessOnlyModule = "HarnessOnlyTests"

    /// Every test in the Harness build, in XCTest's run order (by class, then method) within
    /// each module; the order of the modules themselves is SwiftPM's and varies (`ModuleOrder`).
    static var allTests: [ExpectedTest] { sharedTests + harnessOnlyTests }

    /// The shared tests' classes, in run order: the filter that selects exactly them.
    static var sharedClassFilter: String { sharedTests.classFilter }

    /// The tests of the shared target, as the toolchain runs them.
    static let sharedTests: [ExpectedTest] = {
        let assertions = ExpectedClass(
            module: sharedModule, className: "AssertionFailureTests", file: "AssertionFailureTests.swift")
        let async = ExpectedClass(module: sharedModule, className: "AsyncTests", file: "AsyncTests.swift")
        let contract = ExpectedClass(
            module: sharedModule, className: "CalculatorContractTests", file: "InheritedTests.swift")
        let crossThread = ExpectedClass(
            module: sharedModule, className: "CrossThreadAssertionTests", file: "CrossThreadAssertionTests.swift")
        let freshInstance = ExpectedClass(
            module: sharedModule, className: "FreshInstanceTests", file: "FreshInstanceTests.swift")
        let lifecycle = ExpectedClass(
            module: sharedModule, className: "LifecycleOrderTests", file: "LifecycleOrderTests.swift")
        let longExpression = ExpectedClass(
            module: sharedModule, className: "LongExpressionContractTests", file: "InheritedTests.swift")
        let mainActor = ExpectedClass(module: sharedModule, className: "MainActorTests", file: "MainActorTests.swift")
        let passing = ExpectedClass(module: sharedModule, className: "PassingTests", file: "PassingTests.swift")
        let resources = ExpectedClass(module: sharedModule, className: "ResourceTests", file: "ResourceTests.swift")
        let setUpFailure = ExpectedClass(
            module: sharedModule, className: "SetUpFailureTests", file: "SetUpFailureTests.swift")
        let tearDownFailure = ExpectedClass(
            module: sharedModule, className: "TearDownFailureTests", file: "TearDownFailureTests.swift")
        let skippingSetUp = ExpectedClass(
            module: sharedModule, className: "SkippingSetUpTests", file: "SkippingSetUpTests.swift")
        let skipping = ExpectedClass(module: sharedModule, className: "SkippingTests", file: "SkippingTests.swift")
        let throwingSetUp = ExpectedClass(
            module: sharedModule, className: "ThrowingSetUpTests", file: "ThrowingSetUpTests.swift")
        let throwing = ExpectedClass(module: sharedModule, className: "ThrowingTests", file: "ThrowingTests.swift")
        let wrongValue = ExpectedClass(
            module: sharedModule, className: "WrongValueContractTests", file: "InheritedTests.swift")

        return [
            assertions.failed(
                "testAssertEqualFails",
                .assertion(37, #"XCTAssertEqual failed: ("9") is not equal to ("8") - "#),
                .assertion(39, #"XCTAssertEqual failed: ("9") is not equal to ("8") - Part 1 failed."#)
            ),
            assertions.failed(
                "testAssertEqualWithAccuracyFails",
                .assertion(
                    43, #"XCTAssertEqual failed: ("0.30000000000000004") is not equal to ("0.4") +/- ("0.01") - "#),
                .assertion(44, #"XCTAssertEqual failed: ("1.5") is not equal to ("2.0") +/- ("0.25") - too far apart"#)
            ),
            assertions.failed(
                "testAssertFails",
                .assertion(8, "XCTAssertTrue failed - "),
                .assertion(9, "XCTAssertTrue failed - a new calculator has a top value")
            ),
            assertions.failed(
                "testAssertFalseFails",
                .assertion(18, "XCTAssertFalse failed - "),
                .assertion(19, "XCTAssertFalse failed - expected an empty stack to be non-empty")
            ),
            assertions.failed(
                "testAssertGreaterThanFails",
                .assertion(68, #"XCTAssertGreaterThan failed: ("1") is not greater than ("2") - "#),
                .assertion(69, #"XCTAssertGreaterThan failed: ("a") is not greater than ("b") - alphabetical order"#)
            ),
            assertions.failed(
                "testAssertGreaterThanOrEqualFails",
                .assertion(73, #"XCTAssertGreaterThanOrEqual failed: ("1") is less than ("2") - "#),
                .assertion(74, #"XCTAssertGreaterThanOrEqual failed: ("1.5") is less than ("2.5") - half-steps"#)
            ),
            assertions.failed(
                "testAssertIdenticalFails",
                .assertion(
                    58,
                    #"XCTAssertIdentical failed: ("Calculator.Counter") is not identical to "#
                        + #"("Calculator.Counter") - "#),
                .assertion(
                    59,
                    #"XCTAssertIdentical failed: ("Calculator.Counter") is not identical to ("nil") - no "#
                        + #"counter on the right"#
                )
            ),
            assertions.failed(
                "testAssertLessThanFails",
                .assertion(78, #"XCTAssertLessThan failed: ("3") is not less than ("3") - "#),
                .assertion(79, #"XCTAssertLessThan failed: ("4") is not less than ("3") - four is not less than three"#)
            ),
            assertions.failed(
                "testAssertLessThanOrEqualFails",
                .assertion(83, #"XCTAssertLessThanOrEqual failed: ("5") is greater than ("4") - "#),
                .assertion(84, #"XCTAssertLessThanOrEqual failed: ("5") is greater than ("4") - five exceeds four"#)
            ),
            assertions.failed(
                "testAssertNilFails",
                .assertion(25, #"XCTAssertNil failed: "5.0" - "#),
                .assertion(26, #"XCTAssertNil failed: "5.0" - stack should have been cleared"#)
            ),
            assertions.failed(
                "testAssertNoThrowFails",
                .assertion(99, #"XCTAssertNoThrow failed: threw error "divisionByZero" - "#),
                .assertion(100, #"XCTAssertNoThrow failed: threw error "unknownToken("nine")" - nine is not a number"#)
            ),
            assertions.failed(
                "testAssertNotEqualFails",
                .assertion(48, #"XCTAssertNotEqual failed: ("[1, 2]") is equal to ("[1, 2]") - "#),
                .assertion(49, #"XCTAssertNotEqual failed: ("same") is equal to ("same") - strings should differ"#)
            ),
            assertions.failed(
                "testAssertNotEqualWithAccuracyFails",
                .assertion(53, #"XCTAssertNotEqual failed: ("1.0") is equal to ("1.05") +/- ("0.1") - "#),
                .assertion(
                    54, #"XCTAssertNotEqual failed: ("3.0") is equal to ("3.0") +/- ("0.5") - close enough to be equal"#
                )
            ),
            assertions.failed(
                "testAssertNotIdenticalFails",
                .assertion(
                    64,
                    #"XCTAssertNotIdentical failed: ("Calculator.Counter") is identical to "#
                        + #"("Calculator.Counter") - one counter is itself"#
                )
            ),
            assertions.failed(
                "testAssertNotNilFails",
                .assertion(30, "XCTAssertNotNil failed - "),
                .assertion(31, "XCTAssertNotNil failed - nothing was pushed")
            ),
            assertions.failed(
                "testAssertThrowsErrorFails",
                .assertion(88, "XCTAssertThrowsError failed: did not throw error - "),
                .assertion(89, "XCTAssertThrowsError failed: did not throw error - addition cannot fail")
            ),
            assertions.failed(
                "testAssertThrowsErrorHandlerFails",
                .assertion(
                    94,
                    #"XCTAssertEqual failed: ("Optional(Calculator.CalculatorError.stackUnderflow(operator: "#
                        + #""+"))") is not equal to ("Optional(Calculator.CalculatorError.divisionByZero)") - "#
                        + #"wrong error"#
                )
            ),
            assertions.failed(
                "testAssertTrueFails",
                .assertion(13, "XCTAssertTrue failed - "),
                .assertion(14, "XCTAssertTrue failed - expected a value on the stack")
            ),
            assertions.failed(
                "testAssertionExpressionThrows",
                .assertionThrew(120, #"XCTAssertEqual threw error "unknownToken("x")" - "#),
                .assertionThrew(
                    121, #"XCTAssertTrue threw error "stackUnderflow(operator: "+")" - underflow is an error"#)
            ),
            assertions.failed(
                "testFail",
                .assertion(104, "failed - "),
                .assertion(105, "failed - reached a branch that must not run")
            ),
            // XCTUnwrap records one failure and throws an error that is not reported again.
            assertions.failed(
                "testUnwrapFails",
                .assertion(109, #"XCTUnwrap failed: expected non-nil value of type "Double" - nothing on the stack"#)
            ),
            assertions.failed(
                "testUnwrapFailsWithoutMessage",
                .assertion(115, #"XCTUnwrap failed: expected non-nil value of type "Double" - "#)
            ),

            async.failed(
                "testAsyncFails",
                .assertion(
                    19,
                    #"XCTAssertEqual failed: ("Optional(2.0)") is not equal to ("Optional(3.0)") - async "#
                        + #"set-up pushed 2"#
                )
            ),
            async.passed("testAsyncSetUpRanFirst"),
            async.passed("testAsyncThrowingPasses"),

            contract.passed("testInheritedEvaluatesExpression"),
            contract.passed("testInheritedReportsClassName"),

            crossThread.failed(
                "testAssertionFromAnotherThread",
                .assertion(
                    9,
                    #"XCTAssertEqual failed: ("2") is not equal to ("3") - asserted on a background "#
                        + #"thread"#)),
            crossThread.failed(
                "testAssertionFromDetachedTask", .assertion(17, "XCTAssertTrue failed - asserted in a detached task")),
            crossThread.failed(
                "testAssertionFromDispatchQueue",
                .assertion(23, #"XCTAssertNil failed: "7" - asserted on a dispatch queue"#)),

            freshInstance.passed("testFirstSeesFreshState"),
            freshInstance.passed("testSecondSeesFreshState"),

            lifecycle.passed("testFirst"),
            lifecycle.passed("testSecond"),

            longExpression.passed("testInheritedEvaluatesExpression"),
            longExpression.passed("testInheritedReportsClassName"),
            longExpression.passed("testOwnMethod"),

            mainActor.failed(
                "testAsyncFailsOnMainActor",
                .assertion(21, "XCTAssertFalse failed - runs on the main thread, so this fails")),
            mainActor.passed("testAsyncRunsOnMainThread"),
            mainActor.passed("testSyncRunsOnMainThread"),

            passing.passed("testAsyncPasses"),
            passing.passed("testEvaluatesSimpleExpression"),
            passing.passed("testEveryAssertionPasses"),
            passing.passed("testOperatorsCoverAllCases"),

            resources.passed("testMainBundleDoesNotHoldTheResource"),
            resources.passed("testReadsResourceThroughBundleModule"),

            setUpFailure.failed("testBodyStillRuns", .assertion(8, "failed - failed in setUp")),

            skippingSetUp.skipped("testBodyDoesNotRun", line: 7, "Test skipped - the calculator service is offline"),

            skipping.failed(
                "testFailureBeforeSkipStillFails",
                .assertion(
                    30, #"XCTAssertEqual failed: ("4") is not equal to ("5") - a failure recorded before the skip"#),
                skip: ExpectedSkip(line: 31, text: "Test skipped - skipped after a failure")
            ),
            skipping.passed("testSkipIfFalseRuns"),
            skipping.skipped(
                "testSkipIfTrue", line: 15,
                "Test skipped: required true value but got false - only the four basic operations exist"),
            skipping.skipped(
                "testSkipUnlessFalse", line: 20,
                "Test skipped: required false value but got true - no exponent operator"),
            skipping.skipped("testSkipWithMessage", line: 7, "Test skipped - the scientific mode is not built yet"),
            skipping.skipped("testSkipWithoutMessage", line: 11, "Test skipped"),

            // Tear-down order: teardown blocks, tearDown, tearDownWithError (its error last).
            tearDownFailure.failed(
                "testPassingBodyFailsInTearDown",
                .assertion(24, "XCTAssertTrue failed - failed in a teardown block"),
                .assertion(18, "failed - failed in tearDown"),
                .thrown(#"threw error "cleanupFailed""#)
            ),

            // The toolchain reports an error thrown from set-up twice: as an unexpected
            // failure and as a skip at `<unknown>:0`; the test fails, and counts as skipped too.
            throwingSetUp.failed(
                "testBodyDoesNotRun",
                .thrown(#"threw error "databaseUnavailable""#),
                skip: ExpectedSkip(line: nil, text: #"Test skipped: threw error "databaseUnavailable""#)
            ),

            throwing.failed("testAsyncThrows", .thrown(#"threw error "stackUnderflow(operator: "*")""#)),
            throwing.passed("testThrowingTestThatDoesNotThrowPasses"),
            throwing.failed(
                "testThrowsAfterAssertionFailure",
                .assertion(12, #"XCTAssertEqual failed: ("+") is not equal to ("plus") - "#),
                .thrown(#"threw error "unknownToken("plus")""#)
            ),
            throwing.failed("testThrowsCalculatorError", .thrown(#"threw error "divisionByZero""#)),

            wrongValue.failed(
                "testInheritedEvaluatesExpression",
                .assertion(13, #"XCTAssertEqual failed: ("4.0") is not equal to ("5.0") - "#)),
            wrongValue.passed("testInheritedReportsClassName"),
            wrongValue.passed("testOwnMethod"),
        ]
    }()
}
