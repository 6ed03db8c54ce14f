import Foundation

/// What the check reads from SwiftPM's own files: the package's description and the workspace
/// state its last resolution left.
extension UnchangedBuildCheck {
    /// Why the inputs cannot be listed with confidence: the build runs.
    struct Doubt: Error, Hashable, CustomStringConvertible {
        var description: String
    }

    /// The dependency states whose files are known: a local folder (walked), a checkout or a
    /// registry download (pinned by `Package.resolved` and walked in the scratch folder).
    static let knownDependencyStates: Set<String> = ["fileSystem", "sourceControlCheckout", "registryDownload"]

    /// The first target (by name) of a `dump-package` description that uses a build tool
    /// plugin: its generated sources depend on what the plugin decides, not only on files.
    /// An unreadable description counts as one that does.
    static func targetUsingPlugins(in description: Data) -> String? {
        // Unreadable counts as a plugin user (above): the build runs.
        guard let object = try? JSONSerialization.jsonObject(with: description) as? [String: Any],
            let targets = object["targets"] as? [[String: Any]]
        else { return "(unreadable package description)" }
        return targets.filter { target in
            guard let usages = target["pluginUsages"] as? [Any] else { return false }
            return !usages.isEmpty
        }.compactMap { $0["name"] as? String }.sorted().first
    }

    /// The folders of the local (path) dependencies SwiftPM resolved, from the content of its
    /// `workspace-state.json`; a doubt when a dependency is in a state whose files are unknown
    /// (`edited`, a custom container) or the file is not what SwiftPM writes.
    static func localDependencies(inWorkspaceState data: Data) -> Result<[String], Doubt> {
        // Said as the doubt below: the build then runs.
        guard let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let object = state["object"] as? [String: Any],
            let dependencies = object["dependencies"] as? [[String: Any]]
        else { return .failure(Doubt(description: "SwiftPM's workspace-state.json is not readable")) }
        var paths: [String] = []
        for dependency in dependencies {
            let reference = dependency["packageRef"] as? [String: Any]
            let name = (reference?["identity"] as? String) ?? "?"
            let dependencyState = dependency["state"] as? [String: Any]
            let kind = (dependencyState?["name"] as? String) ?? "?"
            guard knownDependencyStates.contains(kind) else {
                return .failure(Doubt(description: "the dependency '\(name)' is in state '\(kind)'"))
            }
            guard kind == "fileSystem" else { continue }
            guard let path = (dependencyState?["path"] as? String) ?? (reference?["location"] as? String) else {
                return .failure(Doubt(description: "the local dependency '\(name)' names no folder"))
            }
            paths.append(path)
        }
        return .success(paths.sorted())
    }
}
