/// Finds a test bundle's `TestingAppDelegate` by name, as the seeds' `main.swift` trick does
/// with `NSClassFromString("TEST_TARGET.TestingAppDelegate")`, but with the module names
/// filled in by the caller and every way of getting it wrong reported instead of ignored.
///
/// ```swift
/// switch TestingDelegateLookup.find(inModules: ["NoteServerAppTests"]) {
/// case .success(let type?): type.init()          // the testing delegate
/// case .success(nil): nil                       // no delegate at all
/// case .failure(let failure): print(failure.message)
/// }
/// ```
package enum TestingDelegateLookup {
    /// The type name looked up in each module.
    package static let typeName = "TestingAppDelegate"

    /// The `TestingAppDelegate` of one of `modules`: nil when none defines one; a failure
    /// when one exists but does not conform to ``ApplicationDelegate``, or when several do.
    ///
    /// - Parameter lookup: finds a type by (name, module); ``TypeLookup`` unless a test
    ///   injects another.
    package static func find(
        inModules modules: [String],
        lookup: (String, String) -> Any.Type? = { TypeLookup.type(named: $0, inModule: $1) }
    ) -> Result<(any ApplicationDelegate.Type)?, LaunchFailure> {
        let found = modules.compactMap { module in lookup(typeName, module).map { (module, $0) } }
        guard let (module, type) = found.first else { return .success(nil) }
        guard found.count == 1 else {
            let names = found.map { "\($0.0).\(typeName)" }.joined(separator: ", ")
            return .failure(
                .unusableTestingDelegate(
                    type: names, reason: "one bundle may define one \(typeName), found \(found.count)"))
        }
        guard let delegateType = type as? any ApplicationDelegate.Type else {
            return .failure(
                .unusableTestingDelegate(
                    type: "\(module).\(typeName)",
                    reason:
                        "it does not conform to ApplicationDelegate (declare `final class \(typeName): "
                        + "ApplicationDelegate {}`)"
                ))
        }
        return .success(delegateType)
    }
}
