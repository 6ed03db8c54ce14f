import Foundation
import HarnessModel
import HarnessUI
import HarnessWire
import Testing

@Suite("The navigator's model")
struct NavigatorModelTests {
    static let carry = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry")
    static let zero = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testZero")
    static let sum = TestIdentifier(module: "MathTests", className: "Sums.Nested", method: "sum()")

    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "MathPackageTests", path: "/p/.build/debug/MathPackageTests.xctest",
            classes: [
                TestClass(module: "MathTests", name: "AdditionTests", methods: ["testCarry", "testZero", "testCarry"]),
                TestClass(
                    module: "MathTests", suite: "Sums.Nested",
                    functions: [
                        SwiftTestingFunction(
                            name: "sum()", streamID: "MathTests.Sums/Nested/sum()",
                            location: SourceLocation(file: "/p/Tests/MathTests/Sums.swift", line: 4), tags: ["fast"])
                    ]),
            ],
            hosts: [TestHostRecord(module: "MathTests", application: "Calc.App", delegateKind: .testing, delegate: nil)]
        )
    ])

    static func history() -> NavigatorHistory {
        let facts = HistoryFacts(
            timings: TimingHistory(seconds: ["MathPackageTests/\(carry)": 0.25, "MathPackageTests/\(zero)": 0.5]),
            failing: ["MathPackageTests/\(carry)"], known: ["MathPackageTests/\(carry)", "MathPackageTests/\(zero)"])
        let failing = [
            "MathPackageTests/\(carry)": NavigatorHistory.Failure(
                status: .failed, since: 1_795_306_871, message: "XCTAssertEqual failed")
        ]
        return NavigatorHistory(facts: facts, failing: failing, flaky: ["MathPackageTests/\(zero)"])
    }

    @Test("bundle → class or suite → test, in listing order, a repeated method once, with tags, kind and host")
    func tree() throws {
        let model = NavigatorModel(inventory: Self.inventory, packageRoot: "/p")
        let bundle = try #require(model.bundles.first)
        #expect(bundle.kind == .application)
        #expect(bundle.hosts == ["hosted by Calc.App with TestingAppDelegate (testing delegate)"])
        #expect(bundle.suites.map(\.name) == ["AdditionTests", "Sums.Nested"])
        #expect(bundle.suites.map(\.framework) == [.xctest, .swiftTesting])
        #expect(model.tests.map(\.id) == [Self.carry.description, Self.zero.description, Self.sum.description])
        #expect(model.test(named: Self.sum.description)?.tags == ["fast"])
        #expect(model.tests.allSatisfy { $0.status == nil })
    }

    @Test("the history's verdicts: failing since, flaky, estimated seconds")
    func historyFacts() throws {
        let model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        let carry = try #require(model.test(named: Self.carry.description))
        #expect(carry.status == .failed)
        #expect(carry.failingSince == 1_795_306_871)
        #expect(carry.message == "XCTAssertEqual failed")
        #expect(carry.seconds == 0.25)
        #expect(!carry.flaky)
        let zero = try #require(model.test(named: Self.zero.description))
        #expect(zero.status == .passed)
        #expect(zero.flaky)
        #expect(zero.failingSince == nil)
        #expect(model.test(named: Self.sum.description)?.status == nil)
        #expect(model.failingTests == [Self.carry.description])
    }

    @Test("a finished test's verdict, duration and first failure line replace the history's")
    func applyResult() throws {
        var model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        let failed = TestResult(
            id: Self.zero, bundle: "MathPackageTests",
            attempts: [
                TestAttempt(
                    number: 1, status: .failed, duration: 1.5,
                    issues: [IssueRecord(kind: .assertionFailure, description: "first line\nsecond", location: nil)])
            ])
        model.apply(.testFinished(failed))
        let passed = TestResult(
            id: Self.carry, bundle: "MathPackageTests",
            attempts: [TestAttempt(number: 1, status: .passed, duration: 0.125)])
        model.apply(.testFinished(passed))
        let zero = try #require(model.test(named: Self.zero.description))
        #expect(zero.status == .failed)
        #expect(zero.seconds == 1.5)
        #expect(zero.message == "first line")
        let carry = try #require(model.test(named: Self.carry.description))
        #expect(carry.status == .passed)
        #expect(carry.failingSince == nil)
        #expect(carry.message == nil)
        #expect(model.failingTests == [Self.zero.description])
    }

    @Test("the JSON round trip keeps every test findable")
    func roundTrip() throws {
        let model = NavigatorModel(inventory: Self.inventory, history: Self.history(), packageRoot: "/p")
        let decoded = try JSONDecoder().decode(NavigatorModel.self, from: JSONEncoder().encode(model))
        #expect(decoded == model)
        #expect(decoded.test(named: Self.sum.description)?.tags == ["fast"])
        let json = String(decoding: try JSONEncoder().encode(model), as: UTF8.self)
        #expect(!json.contains("positions"))
    }
}
