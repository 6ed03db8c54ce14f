/// An `llvm-cov -ignore-filename-regex` (POSIX extended syntax, matched anywhere in a path) that
/// leaves out exactly the files a ``CoverageFileFilter`` does not keep.
///
/// With it, one export gives the report's files and nothing else: no `-summary-only` export
/// of every file first to learn which to keep, so the lcov and the JSON exports can start at
/// once. A filter with `--coverage-include` patterns cannot be written this way (a regular
/// expression cannot say "only these"); for it, the paths to leave out are named one by one.
///
/// ```swift
/// let filter = CoverageFileFilter(packageRoot: "/p", excludes: ["*/Generated/*"])
/// CoverageIgnorePattern.regex(for: filter)
/// // ^([^/]|$|/([^p]|$)|/p([^/]|$))|^/p/Tests/|^/p/\.build/|^(/p/)?.*/Generated/.*(/.*)?$
/// ```
package enum CoverageIgnorePattern {
    /// The pattern for `filter`; nil when it has includes, or a package root that is not ASCII.
    package static func regex(for filter: CoverageFileFilter) -> String? {
        guard filter.includes.isEmpty, filter.packageRoot.allSatisfy(\.isASCII) else { return nil }
        let root = filter.packageRoot
        var alternatives = [notStarting(with: root + "/")]
        alternatives += CoverageFileFilter.defaultExcludedFolders.map { "^\(escaped(root))/\(escaped($0))/" }
        alternatives += filter.excludes.map { pattern(forGlob: $0, root: root) }
        return alternatives.joined(separator: "|")
    }

    /// The pattern leaving out exactly `paths`.
    package static func regex(ignoring paths: [String]) -> String {
        // An alternative that no path matches keeps an empty list a valid expression.
        guard !paths.isEmpty else { return "^$" }
        return "^(" + paths.map(escaped).joined(separator: "|") + ")$"
    }

    /// Matches every path that does not start with `prefix`: it ends, or differs, at some
    /// character of it.
    static func notStarting(with prefix: String) -> String {
        let characters = Array(prefix)
        var alternatives: [String] = []
        for index in characters.indices {
            let before = escaped(String(characters[..<index]))
            alternatives.append("\(before)(\(notCharacter(characters[index]))|$)")
        }
        return "^(" + alternatives.joined(separator: "|") + ")"
    }

    /// A fnmatch glob (without FNM_PATHNAME: `*` and `?` match `/` too) against the path
    /// relative to `root` or the absolute path, or a folder it names.
    static func pattern(forGlob glob: String, root: String) -> String {
        let folder = glob.hasSuffix("/") ? ".*" : "(/.*)?"
        return "^(\(escaped(root))/)?\(translated(glob))\(folder)$"
    }

    /// A glob's characters as an extended regular expression.
    static func translated(_ glob: String) -> String {
        let characters = Array(glob)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*": result += ".*"
            case "?": result += "."
            case "\\" where index + 1 < characters.count:
                index += 1
                result += escaped(String(characters[index]))
            case "[":
                // A bracket expression carries over ("!" negates in a glob, "^" in a regex);
                // an unclosed "[" is a literal, as in fnmatch.
                var end = index + 1
                if end < characters.count, characters[end] == "!" || characters[end] == "^" { end += 1 }
                if end < characters.count, characters[end] == "]" { end += 1 }
                while end < characters.count, characters[end] != "]" { end += 1 }
                guard end < characters.count else {
                    result += "\\["
                    break
                }
                var body = String(characters[(index + 1)..<end])
                if body.hasPrefix("!") { body = "^" + body.dropFirst() }
                result += "[\(body)]"
                index = end
            default: result += escaped(String(character))
            }
            index += 1
        }
        return result
    }

    /// `text` with every character special to an extended regular expression escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\.[]{}()*+?^$|".contains(character) { result += "\\" }
            result.append(character)
        }
        return result
    }

    /// A bracket expression for any character but `character` (inside brackets a backslash is
    /// literal, "]" must come first and "^" not first).
    static func notCharacter(_ character: Character) -> String {
        switch character {
        case "]": return "[^]]"
        case "^": return "[^^]"
        default: return "[^\(character)]"
        }
    }
}
