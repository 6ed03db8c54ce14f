/// Which tests a bundle runs, from its filter argument.
///
/// Each comma-separated item is `Module.Class` or `Module.Class/method`, as with the
/// toolchain's XCTest; Harness also accepts `*` and `?` wildcards in either part.
struct TestSelection {
    private let patterns: [Pattern]

    init(_ items: [String]) {
        patterns = items.map(Pattern.init)
    }

    /// Whether the method `method` of the class named `qualifiedClass` (`Module.Class`) is selected.
    func includes(qualifiedClass: String, method: String) -> Bool {
        patterns.contains { $0.matches(qualifiedClass: qualifiedClass, method: method) }
    }

    /// The first item that is not `Module.Class` or `Module.Class/method`, if any.
    static func malformedItem(in items: [String]) -> String? {
        items.first { item in
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count > 2 || parts.contains(where: \.isEmpty) || parts[0].hasPrefix(".") || parts[0].hasSuffix(".")
        }
    }

    /// The items that select nothing among `names` (`Module.Class/method` strings).
    func unmatchedItems(in names: [String]) -> [String] {
        patterns.filter { pattern in
            !names.contains { name in
                let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
                return parts.count == 2 && pattern.matches(qualifiedClass: parts[0], method: parts[1])
            }
        }.map(\.text)
    }

    private struct Pattern {
        let text: String
        let classPart: String
        let methodPart: String?

        init(_ text: String) {
            self.text = text
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            classPart = parts[0]
            methodPart = parts.count == 2 ? parts[1] : nil
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
        var p = pattern.startIndex, t = text.startIndex
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
