import Foundation

/// How a package's tests get Harness's `XCTest`: through its own dependency on Harness's
/// `XCTest` product, or, unmodified, through compiler and linker flags.
///
/// Decided from `swift package dump-package`: a test target that depends on a product named
/// `XCTest` adopted Harness; otherwise the package is built unmodified.
///
/// ```swift
/// let adopts = try PackageKind.dependsOnHarnessXCTest(manifestJSON: data)
/// ```
package enum PackageKind {
    /// Whether any test target of the dumped manifest depends on a product named `XCTest`.
    package static func dependsOnHarnessXCTest(manifestJSON: Data) throws -> Bool {
        let manifest = try JSONDecoder().decode(Manifest.self, from: manifestJSON)
        return manifest.targets.contains { target in
            target.type == "test" && (target.dependencies ?? []).contains { $0.productName == "XCTest" }
        }
    }

    private struct Manifest: Decodable {
        var targets: [Target]
    }

    private struct Target: Decodable {
        var type: String
        var dependencies: [Dependency]?
    }

    /// `{"product": ["XCTest", "Harness", null, null]}` or `{"byName": […]}`; only products matter.
    private struct Dependency: Decodable {
        var product: [String?]?
        var productName: String? { product?.first ?? nil }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            // Another shape (`byName`, `target`) names no product, which is all this reads.
            product = try? container.decode([String?].self, forKey: .product)
        }

        enum Key: String, CodingKey { case product }
    }
}
