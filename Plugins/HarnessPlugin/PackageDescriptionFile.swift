import Foundation
import PackagePlugin

/// The package's description from the plugin context, written in the shape of
/// `swift package dump-package`'s JSON as far as `harness` reads it (the name; each target's
/// name, type and dependencies), for `harness … --package-description`: `dump-package` itself
/// would wait for the `.build` lock that the outer `swift package` holds.
///
/// ```swift
/// try PackageDescriptionFile(package: context.package).write(to: workDirectory.appendingPathComponent("package.json"))
/// ```
struct PackageDescriptionFile {
    let package: Package

    func write(to url: URL) throws {
        let description = Description(name: package.displayName, targets: package.targets.map(describe))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(description).write(to: url, options: .atomic)
    }

    private func describe(_ target: Target) -> Description.Target {
        let type: String
        switch (target as? SourceModuleTarget)?.kind {
        case .test?: type = "test"
        case .executable?: type = "executable"
        case .macro?: type = "macro"
        case .generic?, .snippet?: type = "regular"
        default: type = target is BinaryArtifactTarget ? "binary" : "system"
        }
        let dependencies = target.dependencies.map { dependency -> Description.Dependency in
            switch dependency {
            case .product(let product):
                let owner = package.dependencies.first { $0.package.products.contains { $0.id == product.id } }
                return Description.Dependency(
                    product: [product.name, owner?.package.displayName, nil, nil], byName: nil)
            case .target(let target):
                return Description.Dependency(product: nil, byName: [target.name, nil])
            @unknown default:
                return Description.Dependency(product: nil, byName: nil)
            }
        }
        return Description.Target(name: target.name, type: type, dependencies: dependencies)
    }

    private struct Description: Encodable {
        var name: String
        var targets: [Target]

        struct Target: Encodable {
            var name: String
            var type: String
            var dependencies: [Dependency]
        }

        /// `{"product": ["XCTest", "Harness", null, null]}` or `{"byName": ["Lib", null]}`.
        struct Dependency: Encodable {
            var product: [String?]?
            var byName: [String?]?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                if let product { try container.encode(product, forKey: .product) }
                if let byName { try container.encode(byName, forKey: .byName) }
            }

            enum Key: String, CodingKey { case product, byName }
        }
    }
}
