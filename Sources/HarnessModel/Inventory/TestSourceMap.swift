import HarnessWire

/// Where the listed tests are declared, and the root their paths are written relative to: what
/// a JUnit `<testcase>`'s `file` and `line` name (CircleCI reruns failed tests by `file`,
/// relative to the repository; GitLab and GitHub annotate by both).
///
/// ```swift
/// let map = TestSourceMap(root: "/src/app", declarations: [id: SourceLocation(file: "/src/app/Tests/T/A.swift", line: 8)])
/// map.relative("/src/app/Tests/T/A.swift")   // "Tests/T/A.swift"
/// map.relative("/elsewhere/B.swift")         // "/elsewhere/B.swift"
/// ```
public struct TestSourceMap: Hashable, Codable, Sendable {
    /// The package's root as the recorded paths name it (the build machine's, for an archive
    /// run without `--workspace-remap`).
    public var root: String
    /// Each test's declaration, absolute, where it could be found.
    public var declarations: [TestIdentifier: SourceLocation]

    public init(root: String, declarations: [TestIdentifier: SourceLocation]) {
        self.root = root
        self.declarations = declarations
    }

    /// `path` relative to ``root`` when it lies under it; else as it is.
    public func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The place a test's `<testcase>` names: its declaration, at its first failing
    /// assertion's line when that is in the same file (annotations then point at the
    /// failure, and reruns by file still find the test); the failure's place when the
    /// declaration is unknown.
    public func location(of test: TestIdentifier, failingAt failure: SourceLocation?) -> SourceLocation? {
        guard let declared = declarations[test] else { return failure }
        if let failure, failure.file == declared.file { return failure }
        return declared
    }
}
