/// Names one test method the way every Harness tool prints and filters it:
/// `Module.Class/testMethod`. A Swift Testing function is named the same way, its suite path
/// joined by dots (`Module.Outer.Inner/function(label:)`); a top-level function has an empty
/// class name and reads `Module/function()`.
///
/// ```swift
/// let id = TestIdentifier(module: "MathTests", className: "AdditionTests", method: "testCarry")
/// print(id)  // MathTests.AdditionTests/testCarry
/// ```
public struct TestIdentifier: Hashable, Codable, Sendable, CustomStringConvertible, Comparable {
    /// The Swift module that declares the test class.
    public var module: String
    /// The test class's name, unqualified.
    public var className: String
    /// The test method's name, without parentheses.
    public var method: String

    /// Creates an identifier from its three parts.
    public init(module: String, className: String, method: String) {
        self.module = module
        self.className = className
        self.method = method
    }

    /// Parses `Module.Class/method` (or `Module/function()`); returns nil for anything else.
    public init?(parsing text: String) {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        guard let dot = halves[0].firstIndex(of: ".") else {
            // Only a Swift Testing function (its argument list in parentheses) sits at the top.
            guard !halves[0].isEmpty, halves[1].hasSuffix(")") else { return nil }
            self.init(module: String(halves[0]), className: "", method: String(halves[1]))
            return
        }
        let module = halves[0][..<dot]
        let className = halves[0][halves[0].index(after: dot)...]
        guard !module.isEmpty, !className.isEmpty, !halves[1].isEmpty else { return nil }
        self.init(module: String(module), className: String(className), method: String(halves[1]))
    }

    /// The class part alone: `Module.Class`.
    public var qualifiedClassName: String { className.isEmpty ? module : "\(module).\(className)" }

    /// The name XCTest prints in its console lines: `Class.method`.
    public var xctestName: String { className.isEmpty ? method : "\(className).\(method)" }

    public var description: String { "\(qualifiedClassName)/\(method)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}
