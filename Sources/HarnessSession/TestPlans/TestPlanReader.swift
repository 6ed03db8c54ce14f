import Foundation
import HarnessWire

/// Reads Xcode's `.xctestplan` JSON into ``TestPlan``: every key Harness applies is checked
/// (a wrong type or value is one ``TestPlanError`` naming the key), every other key is listed
/// in ``TestPlanSettings/ignoredKeys`` so the run can say once what it did not apply.
///
/// ```swift
/// do {
///     let plan = try TestPlanReader.read(path: "CI.xctestplan")
/// } catch {
///     print(error)   // CI.xctestplan: error: key 'testTargets[0].target.name': expected a string, found a number
/// }
/// ```
package enum TestPlanReader {
    /// The newest plan format version Harness understands.
    package static let supportedVersion = 1

    /// Reads and parses the plan at `path`.
    package static func read(path: String) throws(TestPlanError) -> TestPlan {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw TestPlanError(
                path: path, key: "",
                problem: "cannot be read (\(error.localizedDescription)); check the path given to --test-plan")
        }
        return try parse(data, path: path)
    }

    /// Parses a plan's bytes; `path` names it in errors and notices.
    package static func parse(_ data: Data, path: String) throws(TestPlanError) -> TestPlan {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw TestPlanError(path: path, key: "", problem: "is not valid JSON (\(Self.reason(error)))")
        }
        var walker = TestPlanWalker(path: path)
        return try walker.plan(from: root)
    }

    private static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return underlying ?? context.debugDescription
        }
        return "\(error)"
    }
}
