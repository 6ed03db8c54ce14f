import Foundation
import HarnessProcess
import HarnessRunner

/// The toolchain's `llvm-profdata` and `llvm-cov`, found beside the `swift` that builds the
/// package (its profiles are in their format), else on `PATH`.
///
/// ```swift
/// let tools = try CoverageTools.locate(swift: settings.swift, environment: settings.environment)
/// try tools.merge(["/p/w-1.profraw"], into: "/p/merged.profdata")
/// ```
package struct CoverageTools: Sendable {
    package var profdata: String
    package var cov: String

    package init(profdata: String, cov: String) {
        self.profdata = profdata
        self.cov = cov
    }

    /// Why a coverage step could not be done; a one-line message.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    /// Finds both tools, beside `swift` or on the `PATH` of `environment` (the session's); the
    /// message says where it looked.
    package static func locate(swift: String, environment: [String: String]) throws(Failure) -> CoverageTools {
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().path
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        func find(_ name: String) throws(Failure) -> String {
            for folder in [resolved] + path {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            throw Failure(
                "cannot find \(name) beside \(swift) or on PATH: "
                    + "coverage needs the toolchain's llvm-profdata and llvm-cov"
            )
        }
        return CoverageTools(profdata: try find("llvm-profdata"), cov: try find("llvm-cov"))
    }

    /// What a merge made of its inputs.
    package struct Merge: Sendable, Equatable {
        /// The profiles llvm-profdata could not read, each with its reason.
        package var unreadable: [(path: String, reason: String)]

        package static func == (lhs: Merge, rhs: Merge) -> Bool {
            lhs.unreadable.map(\.path) == rhs.unreadable.map(\.path)
        }
    }

    /// Merges raw profiles into one indexed profile. A profile that cannot be read is left out
    /// (`--failure-mode=warn`) and named in the result; none readable throws.
    package func merge(_ profiles: [String], into output: String) throws(Failure) -> Merge {
        // Failure ignored: llvm-profdata writes the output anew, and says if it cannot.
        try? FileManager.default.removeItem(atPath: output)
        let arguments = ["merge", "-sparse", "--failure-mode=warn", "-o", output] + profiles
        let result = try run(profdata, arguments)
        let unreadable = Self.unreadableProfiles(warnings: result.standardError, inputs: profiles)
        guard result.status == 0, unreadable.count < profiles.count, FileManager.default.fileExists(atPath: output)
        else {
            throw Failure("llvm-profdata could not merge the profiles: \(Self.firstLine(result.standardError))")
        }
        return Merge(unreadable: unreadable)
    }

    /// `llvm-cov export` of `objects` with `profile`, restricted to `sources` when given, and
    /// without the files `ignoring` (an `-ignore-filename-regex`) matches.
    ///
    /// `skipFunctions` leaves out the JSON's `functions` list, which llvm-cov fills with every
    /// function of the objects whatever the sources or the ignored files (the test targets' and
    /// the dependencies' too); the kept files' functions stay counted in their summaries and
    /// listed in the lcov report.
    package func export(
        objects: [String], profile: String, format: String, summaryOnly: Bool = false, sources: [String] = [],
        ignoring: String? = nil, skipFunctions: Bool = false
    ) throws(Failure) -> Data {
        guard let first = objects.first else { throw Failure("no instrumented bundle to read coverage from") }
        var arguments = ["export", "-format=\(format)", "-instr-profile=\(profile)", first]
        for object in objects.dropFirst() { arguments += ["-object", object] }
        if summaryOnly { arguments.append("-summary-only") }
        if skipFunctions { arguments.append("-skip-functions") }
        if let ignoring { arguments.append("-ignore-filename-regex=\(ignoring)") }
        arguments += sources
        let result = try run(cov, arguments)
        guard result.status == 0 else {
            throw Failure("llvm-cov export failed: \(Self.firstLine(result.standardError))")
        }
        return result.standardOutput
    }

    /// The inputs named in llvm-profdata's warnings (`warning: <path>: <reason>`).
    static func unreadableProfiles(warnings: String, inputs: [String]) -> [(path: String, reason: String)] {
        var found: [(path: String, reason: String)] = []
        for line in warnings.split(separator: "\n") {
            guard line.contains("warning:") || line.contains("error:") else { continue }
            guard let input = inputs.first(where: { line.contains("\($0):") }) else { continue }
            guard !found.contains(where: { $0.path == input }) else { continue }
            let reason = line.components(separatedBy: "\(input):").last ?? String(line)
            found.append((input, reason.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    private static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? "no message"
    }

    private func run(_ tool: String, _ arguments: [String]) throws(Failure) -> ProcessOutput {
        do {
            return try ProcessOutput.run(tool, arguments: arguments)
        } catch {
            throw Failure("cannot run \(tool): \(error)")
        }
    }
}
