import HarnessWire

/// A test's name as the toolchain's XCTest prints it on Linux: `Class.method`.
///
/// The console never names the module, so this is all a log can tell about which test ran;
/// ``identifier(inModule:)`` makes a full `TestIdentifier` once the module is known from
/// elsewhere (the bundle's test listing, for instance).
///
/// ```swift
/// let name = ConsoleTestName(parsing: "ChunkedTests.testSimple")
/// print(name?.className ?? "")  // ChunkedTests
/// ```
package struct ConsoleTestName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The test class's name, unqualified.
    package var className: String
    /// The test method's name, without parentheses.
    package var method: String

    /// Creates a name from its two parts.
    package init(className: String, method: String) {
        self.className = className
        self.method = method
    }

    /// Parses `Class.method`, splitting at the last dot; returns nil when either part is empty.
    ///
    /// The last dot, because the method part never contains one while a class printed by
    /// `String(describing:)` might (a generic argument such as `Box<Foo.Bar>`).
    package init?(parsing text: some StringProtocol) {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let className = text[..<dot]
        let method = text[text.index(after: dot)...]
        guard !className.isEmpty, !method.isEmpty, !method.contains(" ") else { return nil }
        self.init(className: String(className), method: String(method))
    }

    /// Returns the full identifier, given the module that declares the class.
    package func identifier(inModule module: String) -> TestIdentifier {
        TestIdentifier(module: module, className: className, method: method)
    }

    package var description: String { "\(className).\(method)" }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.className, lhs.method) < (rhs.className, rhs.method)
    }
}
