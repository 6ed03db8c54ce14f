import HarnessWire

/// One filter pattern of `harness test [filters…]` or `--skip`, matched against tests.
///
/// A pattern matches a test when it matches, as a glob (`*` any run of characters, `?` one
/// character), any of the test's names: `Module.Class/method`, `Module.Class`, `Module`,
/// `Class/method` or `Class`. So `CalculatorTests`, `BasicFunctionsTests`,
/// `BasicFunctionsTests/testAdd*` and `CalculatorTests.BasicFunctionsTests/testAddition` all
/// work, as do Bazel's `TESTBRIDGE_TEST_ONLY` values. Swift Testing functions match the same
/// way (`MathTests.Outer.Inner/adds(_:_:)`), also without their argument list (`Outer.Inner/adds`);
/// `tag:NAME` (a glob too) selects the Swift Testing functions carrying that tag.
///
/// ```swift
/// let filter = TestFilter("Basic*/testAdd*")
/// filter.matches(
///     TestIdentifier(module: "CalculatorTests", className: "BasicFunctionsTests", method: "testAddition"))  // true
/// ```
public struct TestFilter: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String {
        didSet { bytes = Array(pattern.utf8) }
    }
    /// The pattern's UTF-8, converted once: a plan matches every test against every filter.
    private var bytes: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.bytes = Array(pattern.utf8)
    }

    public var description: String { pattern }

    /// The prefix of a pattern that selects by Swift Testing tag.
    public static let tagPrefix = "tag:"

    /// Whether the pattern selects `id`, whose tags (Swift Testing's, without the dot) are `tags`.
    public func matches(_ id: TestIdentifier, tags: [String] = []) -> Bool {
        if pattern.hasPrefix(Self.tagPrefix) {
            let tagPattern = Array(pattern.dropFirst(Self.tagPrefix.count).utf8)
            return tags.contains { Self.glob(tagPattern, Array($0.utf8)) }
        }
        var candidates = [
            id.description, id.qualifiedClassName, id.module,
            "\(id.className)/\(id.method)", id.className,
        ]
        if let parenthesis = id.method.firstIndex(of: "(") {
            let bare = TestIdentifier(
                module: id.module, className: id.className, method: String(id.method[..<parenthesis]))
            candidates += [bare.description, "\(id.className)/\(bare.method)"]
        }
        return candidates.contains { Self.glob(bytes, Array($0.utf8)) }
    }

    /// Iterative glob matching with backtracking to the last `*`: linear in practice.
    static func glob(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*")
        let question = UInt8(ascii: "?")
        var p = 0
        var t = 0
        var starAt: Int?
        var resumeText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == question || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == star {
                starAt = p
                resumeText = t
                p += 1
            } else if let star = starAt {
                p = star + 1
                resumeText += 1
                t = resumeText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}
