/// Which tests a bundle runs, from its filter argument.
///
/// Each comma-separated item is `Module.Class` or `Module.Class/method`, as with the
/// toolchain's XCTest; Harness also accepts `*` and `?` wildcards in either part. Items
/// without wildcards are looked up in sets, so a runner can pass thousands of exact names
/// (one per test of a batch) at no cost.
struct TestSelection {
    /// SwiftPM's way of saying "none of this bundle's XCTest tests": it passes `''` when a
    /// `swift test --filter` matched only Swift Testing tests. It selects nothing, and is
    /// not an error.
    static let nothingSentinel = "''"

    private let exactTests: Set<String>
    private let exactClasses: Set<String>
    private let wildcardPatterns: [Pattern]
    /// The items as given, in order (`TestSelection+Order.swift` reads their order).
    let items: [String]

    init(_ items: [String]) {
        self.items = items
        var exactTests = Set<String>()
        var exactClasses = Set<String>()
        var wildcardPatterns: [Pattern] = []
        for item in items {
            let pattern = Pattern(item)
            if pattern.hasWildcards {
                wildcardPatterns.append(pattern)
            } else if pattern.methodPart == nil {
                exactClasses.insert(item)
            } else {
                exactTests.insert(item)
            }
        }
        self.exactTests = exactTests
        self.exactClasses = exactClasses
        self.wildcardPatterns = wildcardPatterns
    }

    /// Whether the method `method` of the class named `qualifiedClass` (`Module.Class`) is selected.
    func includes(qualifiedClass: String, method: String) -> Bool {
        exactClasses.contains(qualifiedClass)
            || (!exactTests.isEmpty && exactTests.contains("\(qualifiedClass)/\(method)"))
            || wildcardPatterns.contains { $0.matches(qualifiedClass: qualifiedClass, method: method) }
    }

    /// The first item that is not `Module.Class` or `Module.Class/method`, if any.
    static func malformedItem(in items: [String]) -> String? {
        items.first { item in
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count > 2 || parts.contains(where: \.isEmpty) || parts[0].hasPrefix(".")
                || parts[0].hasSuffix(".")
        }
    }

    /// The items that select nothing among `names` (`Module.Class/method` strings).
    func unmatchedItems(in names: [String]) -> [String] {
        let knownTests = Set(names)
        let splitNames = names.map { name -> (qualifiedClass: Substring, method: Substring) in
            let slash = name.firstIndex(of: "/") ?? name.endIndex
            return (name[..<slash], slash < name.endIndex ? name[name.index(after: slash)...] : "")
        }
        let knownClasses = Set(splitNames.map { String($0.qualifiedClass) })
        return items.filter { item in
            let pattern = Pattern(item)
            if !pattern.hasWildcards {
                return pattern.methodPart == nil ? !knownClasses.contains(item) : !knownTests.contains(item)
            }
            return !splitNames.contains {
                pattern.matches(qualifiedClass: String($0.qualifiedClass), method: String($0.method))
            }
        }
    }

    private struct Pattern {
        let classPart: String
        let methodPart: String?
        let hasWildcards: Bool

        init(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            classPart = parts[0]
            methodPart = parts.count == 2 ? parts[1] : nil
            hasWildcards = text.contains { $0 == "*" || $0 == "?" }
        }

        func matches(qualifiedClass: String, method: String) -> Bool {
            Wildcard.matches(classPart, qualifiedClass) && (methodPart.map { Wildcard.matches($0, method) } ?? true)
        }
    }
}

/// Shell-style `*` and `?` matching; text without wildcards must match exactly.
enum Wildcard {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard pattern.contains(where: { $0 == "*" || $0 == "?" }) else { return pattern == text }
        return matches(Array(pattern.utf8)[...], Array(text.utf8)[...])
    }

    private static func matches(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
            } else if let backtrack = star {
                p = backtrack.pattern + 1
                t = backtrack.text + 1
                star = (backtrack.pattern, backtrack.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
