import HarnessModel
import Testing

@Suite struct CoverageFileFilterTests {
    let root = "/work/p"

    @Test(
        "by default the package's own sources are kept, test targets and dependencies are not",
        arguments: [
            ("/work/p/Sources/Lib/Math.swift", true),
            ("/work/p/Sources/App/main.swift", true),
            ("/work/p/Tests/LibTests/MathTests.swift", false),
            ("/work/p/.build/checkouts/swift-log/Sources/Logging/Logger.swift", false),
            ("/work/harness/Sources/XCTest/Core/XCTestCase.swift", false),
            ("/work/pp/Sources/Other.swift", false),
        ])
    func defaults(path: String, kept: Bool) {
        #expect(CoverageFileFilter(packageRoot: root).keeps(path) == kept)
    }

    @Test("an include keeps only what it matches, inside the package or not")
    func includes() {
        let filter = CoverageFileFilter(packageRoot: root, includes: ["Sources/Lib", "/work/harness/*/XCTest/*"])
        #expect(filter.keeps("/work/p/Sources/Lib/Math.swift"))
        #expect(!filter.keeps("/work/p/Sources/App/main.swift"))
        #expect(filter.keeps("/work/harness/Sources/XCTest/Core/XCTestCase.swift"))
    }

    @Test("an exclude wins over the defaults and over an include")
    func excludes() {
        let filter = CoverageFileFilter(packageRoot: root, excludes: ["*/Generated/*", "Sources/App"])
        #expect(!filter.keeps("/work/p/Sources/Lib/Generated/Model.swift"))
        #expect(!filter.keeps("/work/p/Sources/App/main.swift"))
        #expect(filter.keeps("/work/p/Sources/Lib/Math.swift"))
        let both = CoverageFileFilter(packageRoot: root, includes: ["Sources/*"], excludes: ["*.generated.swift"])
        #expect(!both.keeps("/work/p/Sources/Lib/Model.generated.swift"))
        #expect(both.keeps("/work/p/Sources/Lib/Model.swift"))
    }

    @Test("paths are shown relative to the package root, a trailing slash on the root ignored")
    func relative() {
        let filter = CoverageFileFilter(packageRoot: "/work/p/")
        #expect(filter.relativePath(of: "/work/p/Sources/Lib/Math.swift") == "Sources/Lib/Math.swift")
        #expect(filter.relativePath(of: "/work/pp/Sources/Lib/Math.swift") == nil)
    }
}
