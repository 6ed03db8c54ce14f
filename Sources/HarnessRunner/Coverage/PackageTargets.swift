import Foundation

/// The package's targets as its description says (`swift package dump-package`): where each
/// one's files are and which targets depend on which, so that a change no coverage maps is
/// widened to the changed target and every test target that depends on it.
///
/// ```swift
/// let targets = try PackageTargets(manifestJSON: data)
/// targets.target(containing: "Sources/Geometry/New.swift")   // "Geometry"
/// targets.testTargets(dependingOn: "Geometry")               // ["GeometryTests"]
/// ```
public struct PackageTargets: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var isTest: Bool
        /// The folder relative to the package root (`Sources/<name>`, `Tests/<name>`, or its `path`).
        public var path: String
        /// The targets of this package it depends on.
        public var dependencies: [String]
    }

    public var targets: [Target]

    public init(targets: [Target]) {
        self.targets = targets
    }

    public struct FormatError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(manifestJSON: Data) throws(FormatError) {
        struct Manifest: Decodable {
            struct TargetEntry: Decodable {
                var name: String
                var type: String
                var path: String?
                var dependencies: [[String: [JSONScalar?]]]
            }
            var targets: [TargetEntry]
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestJSON)
        } catch {
            throw FormatError(description: "the package description could not be read: \(error)")
        }
        let names = Set(manifest.targets.map(\.name))
        targets = manifest.targets.map { entry in
            let isTest = entry.type == "test"
            let dependencies = entry.dependencies.compactMap { dependency -> String? in
                guard let key = dependency.keys.first(where: { $0 == "byName" || $0 == "target" }),
                    case .string(let name)? = dependency[key]?.first ?? nil, names.contains(name)
                else { return nil }
                return name
            }
            return Target(
                name: entry.name, isTest: isTest, path: entry.path ?? "\(isTest ? "Tests" : "Sources")/\(entry.name)",
                dependencies: dependencies)
        }
    }

    /// The target whose folder holds `relativePath`, if any.
    public func target(containing relativePath: String) -> String? {
        targets.filter { relativePath.hasPrefix($0.path + "/") }.max { $0.path.count < $1.path.count }?.name
    }

    /// The test targets that are `name` or depend on it, directly or not.
    public func testTargets(dependingOn name: String) -> [String] {
        var reached: Set<String> = [name]
        var changed = true
        while changed {
            changed = false
            for target in targets where !reached.contains(target.name) {
                if target.dependencies.contains(where: reached.contains) {
                    reached.insert(target.name)
                    changed = true
                }
            }
        }
        return targets.filter { $0.isTest && reached.contains($0.name) }.map(\.name).sorted()
    }
}

/// A JSON scalar in the description's dependency arrays (names, nulls, conditions).
enum JSONScalar: Decodable, Equatable {
    case string(String)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) { self = .string(text) } else { self = .other }
    }
}
