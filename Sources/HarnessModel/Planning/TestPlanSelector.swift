import HarnessWire

/// One entry of a test plan's `selectedTests` or `skippedTests`: a whole class (`CalcTests`)
/// or one method (`CalcTests/testAddition()`), inside the plan target's module.
///
/// Xcode writes methods with parentheses and escapes the slash in JSON (`"CalcTests\/testAdd()"`,
/// which JSON decoding already undoes); both `testAdd()` and `testAdd` are accepted.
///
/// ```swift
/// let selector = TestPlanSelector(parsing: "BasicTests/testAddition()")
/// selector?.matches(TestIdentifier(module: "CalcTests", className: "BasicTests", method: "testAddition"))  // true
/// ```
package struct TestPlanSelector: Hashable, Sendable, CustomStringConvertible {
    /// The class name, unqualified.
    package var className: String
    /// The method, without parentheses; nil selects the whole class.
    package var method: String?

    package init(className: String, method: String? = nil) {
        self.className = className
        self.method = method
    }

    /// Parses `Class` or `Class/method()`; nil for an empty or malformed entry.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let first = parts.first, !first.isEmpty else { return nil }
        // A module prefix (`CalcTests.BasicTests`) is tolerated: the plan target already names the module.
        className = first.split(separator: ".").last.map(String.init) ?? first
        if parts.count == 2 {
            var name = parts[1]
            if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
            guard !name.isEmpty else { return nil }
            method = name
        } else {
            method = nil
        }
    }

    /// Whether `id` is this class, or this method of it.
    package func matches(_ id: TestIdentifier) -> Bool {
        id.className == className && (method == nil || id.method == method)
    }

    package var description: String { method.map { "\(className)/\($0)()" } ?? className }
}
