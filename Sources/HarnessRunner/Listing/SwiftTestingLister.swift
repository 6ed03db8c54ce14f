import Foundation
import HarnessModel
import HarnessProcess
import HarnessWire

/// Lists a bundle's Swift Testing tests through Swift Testing's own event stream: the bundle
/// runs with `--testing-library swift-testing --list-tests` and writes one test record a line
/// to a file, which is read here. Its console output is never read.
///
/// ```swift
/// let suites = try SwiftTestingLister().suites(ofBundleAt: path, workingDirectory: root)
/// suites.map(\.qualifiedName)   // ["MathTests.Outer", "MathTests.Outer.Inner", "MathTests"]
/// ```
struct SwiftTestingLister: Sendable {
    /// The listing process's environment; nil is the runner's own.
    var environment: [String: String]?

    /// A bundle's Swift Testing tests, grouped into suites, and the stream version it writes.
    struct Listing: Sendable {
        var suites: [TestClass]
        var version: SwiftTestingStreamVersion
    }

    /// Runs the listing and groups the functions into suites, in source order; nil when the
    /// bundle has no Swift Testing entry point.
    ///
    /// A bundle whose `main` is the package's own `XCTMain` call (`Tests/LinuxMain.swift`)
    /// never hands its arguments to Swift Testing: its `XCTMain`, the toolchain's or Harness's,
    /// runs no test for them, exits 0 and writes no stream. Swift Testing always creates the
    /// stream's file, even with nothing to list.
    ///
    /// The newest stream version is asked for first (``SwiftTestingStreamVersion/preferred``):
    /// a Swift Testing that does not know it exits with an error, and the next is asked; one
    /// that writes another says so in each record's `version`, which is the bundle's then.
    func suites(ofBundleAt path: String, workingDirectory: String) throws(BundleLister.Failure) -> Listing? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        var refusals: [String] = []
        for version in SwiftTestingStreamVersion.preferred {
            let streamPath = FileManager.default.temporaryDirectory
                .appendingPathComponent("harness-list-\(getpid())-\(UUID().uuidString.prefix(8)).jsonl").path
            // A stream left in the temporary folder is read by nothing.
            defer { try? FileManager.default.removeItem(atPath: streamPath) }
            let output: ProcessOutput
            do {
                output = try ProcessOutput.run(
                    path, arguments: SwiftTestingCommandLine.listing(streamPath: streamPath, version: version),
                    workingDirectory: workingDirectory,
                    environment: (environment ?? ProcessInfo.processInfo.environment).merging(version.environment) {
                        $1
                    })
            } catch {
                throw BundleLister.Failure(description: "cannot list the Swift Testing tests of \(name): \(error)")
            }
            let stream = FileManager.default.contents(atPath: streamPath)
            if output.status == SwiftTestingCommandLine.noTestsFoundStatus, stream?.isEmpty != false {
                return Listing(suites: [], version: version)
            }
            guard output.status == 0 else {
                let reason = output.standardError.split(separator: "\n").last.map(String.init) ?? "no message"
                refusals.append("version \(version.rawValue): status \(output.status), \(reason)")
                continue
            }
            guard let stream else { return nil }
            do {
                let written = SwiftTestingRecord.streamVersion(ofFirstLineIn: stream) ?? version
                return Listing(suites: try Self.suites(fromStream: stream), version: written)
            } catch {
                throw BundleLister.Failure(description: "cannot read the Swift Testing test list of \(name): \(error)")
            }
        }
        throw BundleLister.Failure(
            description: """
                cannot list the Swift Testing tests of \(name): it refused each event stream version Harness \
                reads (\(refusals.joined(separator: "; "))); Harness needs Swift 6.0 or later
                """)
    }

    /// The suite path of a function (`Outer.Inner`, empty at the top level), read off its
    /// identifier (`Module.Outer/Inner/name()/File.swift:14:26`, `Module.name()/File.swift:17:2`),
    /// or nil when the identifier has another shape. The listing holds records only for suites
    /// declared with `@Suite`: a plain type holding `@Test` functions (an implicit suite) has none,
    /// and its functions must not pass for top-level ones.
    static func suitePath(ofFunction function: SwiftTestingRecord.Test, module: String) -> String? {
        guard let locationStart = function.id.lastIndex(of: "/") else { return nil }
        let withoutLocation = function.id[..<locationStart]
        for separator in ["/", "."] where withoutLocation.hasSuffix(separator + function.name) {
            let owner = withoutLocation.dropLast(separator.count + function.name.count)
            if owner == module { return "" }
            guard owner.hasPrefix(module + ".") else { return nil }
            return owner.dropFirst(module.count + 1).replacingOccurrences(of: "/", with: ".")
        }
        return nil
    }

    /// Groups a listing stream's function records by their innermost suite, with the traits the
    /// stream leaves out read from the declarations' source (``SwiftTestingSourceTraits``):
    /// each suite's outermost `.serialized` suite, and each function's `.timeLimit` (the shortest
    /// of its own and its suites'). `readSource` gives a file's text, nil when it cannot be read.
    static func suites(
        fromStream stream: Data,
        // A file that cannot be read (an archive run without sources): the stream's traits alone.
        readSource: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) throws -> [TestClass] {
        var suites: [SwiftTestingRecord.Test] = []
        var functions: [SwiftTestingRecord.Test] = []
        for line in stream.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard case .test(let test) = try SwiftTestingRecord.decode(line: Data(line)) else { continue }
            if test.isSuite { suites.append(test) } else { functions.append(test) }
        }
        functions.sort { lhs, rhs in
            let left = lhs.sourceLocation
            let right = rhs.sourceLocation
            return (left.fileID, left.line, left.column) < (right.fileID, right.line, right.column)
        }
        // A suite contains a test when the test's identifier continues the suite's after a
        // slash; the innermost such suite is the longest, and the names of all of them, from
        // the outermost in, are the suite path.
        func enclosing(_ id: String) -> [SwiftTestingRecord.Test] {
            suites.filter { id.hasPrefix($0.id + "/") }.sorted { $0.id.count < $1.id.count }
        }
        var sources: [String: String?] = [:]
        func traits(of test: SwiftTestingRecord.Test) -> SwiftTestingSourceTraits {
            let path = test.sourceLocation.path
            if sources[path] == nil { sources[path] = .some(readSource(path)) }
            guard let text = sources[path] ?? nil else { return SwiftTestingSourceTraits() }
            return SwiftTestingSourceTraits.read(
                source: text, line: test.sourceLocation.line, column: test.sourceLocation.column,
                attribute: test.isSuite ? "@Suite" : "@Test")
        }
        let suiteTraits = Dictionary(uniqueKeysWithValues: suites.map { ($0.id, traits(of: $0)) })
        var order: [String] = []
        var grouped:
            [String: (module: String, path: String, serializedSuite: String?, functions: [SwiftTestingFunction])] = [:]
        for function in functions {
            let module = function.sourceLocation.module
            let key: String
            let path: String
            if let fromID = suitePath(ofFunction: function, module: module) {
                (key, path) = (fromID.isEmpty ? module : "\(module).\(fromID)", fromID)
            } else {
                let suitesOfFunction = enclosing(function.id)
                (key, path) = (
                    suitesOfFunction.last?.id ?? module, suitesOfFunction.map(\.name).joined(separator: ".")
                )
            }
            let chain = enclosing(function.id)
            if grouped[key] == nil {
                order.append(key)
                // The outermost `.serialized` suite: its tests and its nested suites' stay in one worker.
                let serialized = chain.firstIndex { suiteTraits[$0.id]?.isSerialized == true }.map { last in
                    ([module] + chain[...last].map(\.name)).joined(separator: ".")
                }
                grouped[key] = (module, path, serialized, [])
            }
            let limits =
                ([function.timeLimit, traits(of: function).timeLimit] + chain.map { suiteTraits[$0.id]?.timeLimit })
                .compactMap { $0 }
            grouped[key]?.functions.append(
                SwiftTestingFunction(
                    name: function.name, streamID: function.id, displayName: function.displayName,
                    location: SourceLocation(file: function.sourceLocation.path, line: function.sourceLocation.line),
                    column: function.sourceLocation.column, tags: function.tagNames,
                    isParameterized: function.isParameterized ?? false, timeLimit: limits.min(),
                    cases: function.testCases?.map { $0.displayName ?? $0.id ?? "" },
                    suites: chain.map { suite in suite.displayName.map { "\"\($0)\"" } ?? suite.name }))
        }
        return order.compactMap { key in
            grouped[key].map {
                TestClass(
                    module: $0.module, suite: $0.path, functions: $0.functions, serializedSuite: $0.serializedSuite)
            }
        }
    }
}
