import HarnessModel

/// A parsed Xcode test plan (`.xctestplan`): its settings for each of its configurations.
///
/// Xcode runs every configuration of a plan in turn; Harness runs one per run, the first by
/// default or the one named (`harness test --test-plan CI.xctestplan --configuration Linux`).
///
/// ```swift
/// let plan = try TestPlanReader.read(path: "CI.xctestplan")
/// let settings = try plan.settings(configuration: nil)   // the first configuration
/// ```
package struct TestPlan: Hashable, Sendable {
    /// The plan's path, as given.
    package var path: String
    /// The merged settings of each configuration, in file order (one unnamed entry when the
    /// plan has no configuration).
    package var configurations: [TestPlanSettings]

    package init(path: String, configurations: [TestPlanSettings]) {
        self.path = path
        self.configurations = configurations
    }

    /// The settings of the configuration named `name`, or of the first when nil.
    package func settings(configuration name: String?) throws(TestPlanError) -> TestPlanSettings {
        guard let name else {
            return configurations.first ?? TestPlanSettings(planPath: path)
        }
        guard let found = configurations.first(where: { $0.configurationName == name }) else {
            let known = configurations.compactMap(\.configurationName).map { "'\($0)'" }.joined(separator: ", ")
            throw TestPlanError(
                path: path, key: "configurations",
                problem: "no configuration named '\(name)'; the plan has \(known.isEmpty ? "none" : known)")
        }
        return found
    }
}
