import XCTest

/// Names no method can have, listed by hand: a comma, a dot, spaces, and one name twice.
final class NameTests: XCTestCase {
    func comma() { XCTAssertEqual(1 + 1, 2) }
    func dot() { XCTFail("the dotted name fails") }
    func spaces() { XCTAssertTrue(true) }
    func twice() { XCTAssertEqual("twice".count, 5) }
    func testPlain() {}

    static let allTests: [(String, (NameTests) -> () throws -> Void)] = [
        ("a name, with a comma", comma),
        ("a name with a dot.in it", dot),
        ("a name with spaces", spaces),
        ("listed twice", twice),
        ("testPlain", testPlain),
        ("listed twice", twice),
    ]
}

/// Example names as a BDD framework writes them.
final class SpecTests: XCTestCase {
    func example() {}
    func failingExample() { XCTFail("it does not pour") }

    static let allTests: [(String, (SpecTests) -> () throws -> Void)] = [
        ("when it rains, it pours", failingExample),
        ("version 1.2 parses", example),
        ("a.b.c d", example),
    ]
}

/// Ordinary names beside them.
final class PlainTests: XCTestCase {
    func testOne() {}
    func testTwo() { XCTFail("plain failure") }

    static let allTests: [(String, (PlainTests) -> () throws -> Void)] = [
        ("testOne", testOne),
        ("testTwo", testTwo),
    ]
}

/// A BDD framework's specs as its own `XCTMain` call hands them over: each spec's `allTests`
/// typed as the base class's, so the toolchain names every spec's class `BaseSpec` and lists that
/// class once per spec. Example names hold parentheses, a dot, a slash, a question mark, or
/// nothing at all (an example with an empty description).
class BaseSpec: XCTestCase {
    class var allTests: [(String, (BaseSpec) -> () throws -> Void)] { [] }

    func example() {}
    func failingExample() { XCTFail("it is raining") }
}

final class CurrentSpec: BaseSpec {
    override class var allTests: [(String, (BaseSpec) -> () throws -> Void)] {
        [
            ("currentSpec() returns the current spec", { $0.example }),
            ("returns nil when asking for AsyncSpec.current", { $0.example }),
            ("", { $0.example }),
        ]
    }
}

final class WeatherSpec: BaseSpec {
    override class var allTests: [(String, (BaseSpec) -> () throws -> Void)] {
        [
            ("reads a/b paths", { $0.example }),
            ("is it raining?", { $0.failingExample }),
        ]
    }
}
