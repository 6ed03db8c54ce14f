import Foundation
import HarnessWire

/// What watch mode needs from a package's description (`swift package dump-package`'s JSON):
/// each target's folder and the targets it depends on, and the folders of the local (path)
/// dependencies, so that a changed file can be mapped to the test targets it can affect.
///
/// ```swift
/// let targets = try PackageTargets(manifestJSON: json, root: "/p")
/// targets.owner(of: "Sources/Shapes/Area.swift")          // "Shapes"
/// targets.dependentTestTargets(of: ["Shapes"])             // ["ShapesTests", "AppTests"]
/// ```
package struct PackageTargets: Hashable, Sendable {
    package struct Target: Hashable, Sendable {
        package var name: String
        /// Its folder, relative to the package's root (`Sources/Shapes`, or its `path:`).
        package var folder: String
        package var isTest: Bool
        /// The targets of this package it depends on (products of other packages are left out).
        package var dependencies: [String]
    }

    /// Why a description could not be read.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    package var targets: [Target]
    /// Absolute folders of the dependencies given by `path:` (their sources are watched too).
    package var localDependencies: [String]

    package init(targets: [Target], localDependencies: [String] = []) {
        self.targets = targets
        self.localDependencies = localDependencies
    }

    /// Reads `dump-package`'s JSON; `root` makes the local dependencies' paths absolute.
    package init(manifestJSON: Data, root: String) throws(Problem) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: manifestJSON)
        } catch {
            throw Problem(description: "cannot read the package's description: \(error)")
        }
        guard case .object(let manifest) = value, case .array(let targetValues)? = manifest["targets"] else {
            throw Problem(description: "cannot read the package's description: it has no list of targets")
        }
        var targets: [Target] = []
        let names = Set(targetValues.compactMap { Self.string($0, "name") })
        for case .object(let target) in targetValues {
            guard case .string(let name)? = target["name"] else { continue }
            let type = Self.string(.object(target), "type") ?? "regular"
            let isTest = type == "test"
            let folder = Self.string(.object(target), "path") ?? "\(isTest ? "Tests" : "Sources")/\(name)"
            var dependencies: [String] = []
            if case .array(let entries)? = target["dependencies"] {
                for case .object(let entry) in entries {
                    // {"byName": ["Name", null]} or {"target": ["Name", null]}; a byName that
                    // names no target is a product.
                    for key in ["byName", "target"] {
                        if case .array(let parts)? = entry[key], case .string(let dependency)? = parts.first,
                            names.contains(dependency)
                        {
                            dependencies.append(dependency)
                        }
                    }
                }
            }
            targets.append(Target(name: name, folder: Self.trimmed(folder), isTest: isTest, dependencies: dependencies))
        }
        var local: [String] = []
        if case .array(let dependencies)? = manifest["dependencies"] {
            for case .object(let dependency) in dependencies {
                guard case .array(let details)? = dependency["fileSystem"], let first = details.first,
                    let path = Self.string(first, "path")
                else { continue }
                let base = URL(fileURLWithPath: root, isDirectory: true)
                local.append(URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path)
            }
        }
        self.init(targets: targets, localDependencies: local)
    }

    /// The target whose folder holds `relativePath` (the deepest one), or nil.
    package func owner(of relativePath: String) -> String? {
        targets.filter { relativePath.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }?.name
    }

    /// The test targets that are in `changed` or depend on one of them, directly or not.
    package func dependentTestTargets(of changed: Set<String>) -> Set<String> {
        var reached = changed
        var grew = true
        while grew {
            grew = false
            for target in targets where !reached.contains(target.name) {
                if target.dependencies.contains(where: reached.contains) {
                    reached.insert(target.name)
                    grew = true
                }
            }
        }
        return Set(targets.filter { $0.isTest && reached.contains($0.name) }.map(\.name))
    }

    /// The folders to watch, relative to the root: every target's folder.
    package var targetFolders: [String] { targets.map(\.folder) }

    /// A target's module name, as its tests are named (`my-target` → `my_target`).
    package static func moduleName(of target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static func string(_ value: JSONValue, _ key: String) -> String? {
        guard case .object(let members) = value, case .string(let text)? = members[key] else { return nil }
        return text
    }

    private static func trimmed(_ folder: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}
