import Foundation
import Testing

@testable import HarnessRunner

/// The pattern handed to `llvm-cov -ignore-filename-regex` leaves out exactly the files the
/// filter does not keep. Checked with the C library's POSIX extended expressions, the syntax
/// llvm-cov's own matcher follows (matched anywhere in the path, as llvm-cov does).
struct CoverageIgnorePatternTests {
    static let paths = [
        "/p/Sources/Lib/Math.swift", "/p/Sources/Lib/Generated/Table.swift", "/p/Sources/CLib/shim.c",
        "/p/Tests/LibTests/MathTests.swift", "/p/.build/checkouts/dep/Sources/Dep/Dep.swift",
        "/p/.build/debug/PTests.derived/runner.swift", "/p/Package.swift", "/p", "/p/", "/pkg/Sources/A.swift",
        "/q/Sources/Lib/Math.swift", "/", "p/Sources/Lib/Math.swift", "/work/Harness/Sources/XCTest/Core/A.swift",
        "/p/Sources/Lib/a?b.swift", "/p/Sources/Lib/[x].swift", "/p/Sources/Lib/Math.swiftx",
    ]

    static let filters = [
        CoverageFileFilter(packageRoot: "/p"),
        CoverageFileFilter(packageRoot: "/p/"),
        CoverageFileFilter(packageRoot: "/p", excludes: ["*/Generated/*"]),
        CoverageFileFilter(packageRoot: "/p", excludes: ["Sources/CLib"]),
        CoverageFileFilter(packageRoot: "/p", excludes: ["Sources/Lib/"]),
        CoverageFileFilter(packageRoot: "/p", excludes: ["*.c", "Sources/Lib/[!M]*.swift"]),
        CoverageFileFilter(packageRoot: "/p", excludes: ["Sources/Lib/a\\?b.swift", "Sources/Lib/[x"]),
        CoverageFileFilter(packageRoot: "/p", excludes: ["/p/Sources/Lib/Math.swift"]),
    ]

    @Test(arguments: filters)
    func thePatternIgnoresWhatTheFilterLeavesOut(filter: CoverageFileFilter) throws {
        let pattern = try #require(CoverageIgnorePattern.regex(for: filter))
        for path in Self.paths {
            #expect(try Self.matches(pattern, path) == !filter.keeps(path), "\(path) against \(pattern)")
        }
    }

    @Test func aPackageRootWithSpecialCharactersIsMatchedLiterally() throws {
        let filter = CoverageFileFilter(packageRoot: "/a+b/c.d]^x")
        let pattern = try #require(CoverageIgnorePattern.regex(for: filter))
        for path in [
            "/a+b/c.d]^x/Sources/A.swift", "/aab/c.d]^x/Sources/A.swift", "/a+b/cxd]^x/Sources/A.swift",
            "/a+b/c.d]^x/Tests/T.swift", "/a+b/c.d]^y/Sources/A.swift",
        ] {
            #expect(try Self.matches(pattern, path) == !filter.keeps(path), "\(path)")
        }
    }

    @Test func includesAreNamedOneByOne() throws {
        let filter = CoverageFileFilter(packageRoot: "/p", includes: ["Sources/Lib"])
        #expect(CoverageIgnorePattern.regex(for: filter) == nil)
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
