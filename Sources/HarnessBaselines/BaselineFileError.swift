/// Why a baseline file cannot be used, in one line that names the file and the key.
///
/// The run goes on without comparing against that file, and nothing writes over it: a user
/// who hand-edited it into nonsense gets it back as they left it, with the place to fix.
///
/// ```swift
/// let error = BaselineFileError(path: "/p/Tests/T/PerformanceBaselines.json",
///                               key: "version", problem: "3 is newer than this Harness reads (1)")
/// print(error)  // /p/Tests/T/PerformanceBaselines.json: error: key 'version': 3 is newer …
/// ```
public struct BaselineFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Where in the file, as a path of keys (`tests."M.C/testA"."cfg".average`); empty when
    /// the problem is the file as a whole.
    public var key: String
    /// What is wrong there.
    public var problem: String

    /// Creates an error.
    public init(path: String, key: String, problem: String) {
        self.path = path
        self.key = key
        self.problem = problem
    }

    /// `FILE: error: key 'K': PROBLEM`, the shape compilers use, so editors can jump to it.
    public var description: String {
        key.isEmpty ? "\(path): error: \(problem)" : "\(path): error: key '\(key)': \(problem)"
    }
}
