import XCTest

// A miniature BDD framework in the shape of a real one's own test suite (Quick's): spec classes
// whose examples are gathered into a "world" when their `allTests` is first read, an
// `XCTestSuite(name:)` of cases made with `init(name:testClosure:)`, and `suite.run()` inside a
// test, with the test's observers suspended. Examples outside a focus and pending ones are
// skipped (`XCTSkip`), so the nested run's counts show what the framework counts.

/// One example of a spec: its name, whether it is pending or focused, and its body.
struct Example {
    enum Mark {
        case none, pending, focused
    }

    let name: String
    let mark: Mark
    let body: () throws -> Void
}

/// The examples gathered so far, by spec class: what the test sets up around a nested run.
final class SpecWorld {
    static var current = SpecWorld()

    private var examples: [ObjectIdentifier: [Example]] = [:]
    private var gathering: [Example]?

    /// Runs `body` in a world of its own, as a BDD framework's suite runs specs inside a test.
    static func another<T>(_ body: () -> T) -> T {
        let previous = current
        current = SpecWorld()
        defer { current = previous }
        return body()
    }

    /// The examples of `spec`, gathered the first time they are asked for in this world.
    func examples(of spec: MiniSpec.Type) -> [Example] {
        if let known = examples[ObjectIdentifier(spec)] { return known }
        gathering = []
        spec.spec()
        let gathered = gathering ?? []
        gathering = nil
        examples[ObjectIdentifier(spec)] = gathered
        return gathered
    }

    /// Whether any spec gathered in this world so far has a focused example.
    var hasFocus: Bool {
        examples.values.contains { $0.contains { $0.mark == .focused } }
    }

    func add(_ example: Example) {
        gathering?.append(example)
    }
}

func it(_ name: String, _ body: @escaping () throws -> Void) {
    SpecWorld.current.add(Example(name: name, mark: .none, body: body))
}

func xit(_ name: String, _ body: @escaping () throws -> Void) {
    SpecWorld.current.add(Example(name: name, mark: .pending, body: body))
}

func fit(_ name: String, _ body: @escaping () throws -> Void) {
    SpecWorld.current.add(Example(name: name, mark: .focused, body: body))
}

/// The base of every spec: no `test…` method of its own, so discovery lists none.
class MiniSpec: XCTestCase {
    class func spec() {}

    /// The spec's examples as test methods, computed when read, from the current world: which
    /// run and which are skipped depends on the specs gathered in it before this one.
    class var allTests: [(String, (MiniSpec) -> () throws -> Void)] {
        let world = SpecWorld.current
        let examples = world.examples(of: self)
        let focus = world.hasFocus
        return examples.map { example in
            (
                example.name,
                { _ in
                    {
                        if example.mark == .pending { throw XCTSkip("pending") }
                        if focus, example.mark != .focused { throw XCTSkip("outside the focus") }
                        try example.body()
                    }
                }
            )
        }
    }
}

/// The suite of one spec class, as the framework builds it: one case per example, made from the
/// class itself (so each case is named by the spec's own class).
final class SpecSuite: XCTestSuite {
    private let specClass: MiniSpec.Type

    init(specClass: MiniSpec.Type) {
        self.specClass = specClass
        super.init(name: String(describing: specClass))
        for (name, method) in specClass.allTests {
            addTest(specClass.init(name: name, testClosure: { try method($0 as! MiniSpec)() }))
        }
    }

    override func setUp() { specClass.setUp() }
    override func tearDown() { specClass.tearDown() }
}

/// Runs `specs` in a world of their own, in the order given, with `suspended` observers removed
/// for the run; returns the whole run.
func runSpecs(_ specs: [MiniSpec.Type], suspending suspended: [XCTestObservation] = []) -> XCTestSuiteRun {
    SpecWorld.another {
        let suite = XCTestSuite(name: "Specs")
        for spec in specs { suite.addTest(SpecSuite(specClass: spec)) }
        suspended.forEach(XCTestObservationCenter.shared.removeTestObserver)
        defer { suspended.forEach(XCTestObservationCenter.shared.addTestObserver) }
        suite.run()
        return suite.testRun as! XCTestSuiteRun
    }
}

/// One line saying what a nested run counted, compared between the toolchain and Harness:
/// assertions after a nested run are lost on the toolchain's XCTest (it forgets the current
/// test), so the counts are printed, and asserted as well.
func countsLine(_ label: String, _ run: XCTestSuiteRun) -> String {
    let cases = run.testRuns.flatMap { ($0 as? XCTestSuiteRun)?.testRuns ?? [$0] }.map { caseRun in
        let outcome =
            caseRun.hasBeenSkipped ? "skipped" : caseRun.hasSucceeded ? "passed" : "failed"
        return "\(caseRun.test.name)=\(outcome)"
    }
    return "nested \(label): executed \(run.executionCount), skipped \(run.skipCount), failures \(run.failureCount), "
        + "unexpected \(run.unexpectedExceptionCount), succeeded \(run.hasSucceeded), cases "
        + cases.joined(separator: "; ")
}
