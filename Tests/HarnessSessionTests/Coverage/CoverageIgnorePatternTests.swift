import Foundation
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// The fallback pattern handed to `llvm-cov -ignore-filename-regex` leaves out exactly the
/// files named (those the filter does not keep), special characters included. Checked with the
/// C library's POSIX extended expressions, the syntax llvm-cov's own matcher follows (matched
/// anywhere in the path, as llvm-cov does).
struct CoverageIgnorePatternTests {
    static let paths = [
        "/p/Sources/Lib/Math.swift", "/p/Sources/Lib/Generated/Table.swift", "/p/Sources/CLib/shim.c",
        "/p/Tests/LibTests/MathTests.swift", "/p/.build/checkouts/dep/Sources/Dep/Dep.swift",
        "/p/.build/debug/PTests.derived/runner.swift", "/p/Package.swift", "/p", "/p/", "/pkg/Sources/A.swift",
        "/q/Sources/Lib/Math.swift", "/", "p/Sources/Lib/Math.swift", "/work/Harness/Sources/XCTest/Core/A.swift",
        "/p/Sources/Lib/a?b.swift", "/p/Sources/Lib/[x].swift", "/p/Sources/Lib/Math.swiftx", "/a+b/c.d]^x/A.swift",
    ]

    @Test func thePathsNamedAreLeftOutExactly() throws {
        let filter = CoverageFileFilter(packageRoot: "/p", includes: ["Sources/Lib"])
        let leftOut = Self.paths.filter { !filter.keeps($0) }
        let pattern = CoverageIgnorePattern.regex(ignoring: leftOut)
        for path in Self.paths {
            #expect(try Self.matches(pattern, path) == !filter.keeps(path), "\(path)")
        }
        #expect(try !Self.matches(CoverageIgnorePattern.regex(ignoring: []), "/p/Sources/Lib/Math.swift"))
    }

    /// Whether the POSIX extended expression `pattern` matches anywhere in `path`.
    static func matches(_ pattern: String, _ path: String) throws -> Bool {
        var expression = regex_t()
        let status = regcomp(&expression, pattern, REG_EXTENDED | REG_NOSUB)
        try #require(status == 0, "\(pattern) does not compile (\(status))")
        defer { regfree(&expression) }
        return regexec(&expression, path, 0, nil, 0) == 0
    }
}
