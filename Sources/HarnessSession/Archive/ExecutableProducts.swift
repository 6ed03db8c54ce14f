import Foundation
import HarnessModel
import HarnessRunner
import HarnessWire

/// The executable products of a package, by the names SwiftPM gives their files, read from
/// its description (`swift package dump-package`'s JSON). Functional tests (`HarnessLaunch`)
/// launch them from beside the test bundle, so an archive carries them in `products/`.
///
/// A root package has the executable products it declares, and one more for every executable
/// target no declared executable product names (SwiftPM's implicit products: a package that
/// declares no products, as most do, still builds each `.executableTarget` under its own name).
///
/// ```swift
/// try ExecutableProducts.names(in: description)     // ["Beacon", "chatter"]
/// ```
package enum ExecutableProducts {
    /// The products' names, declared ones first, each once.
    package static func names(in description: Data) throws(HarnessFailure) -> [String] {
        // Said by the throw below.
        guard case .object(let manifest)? = try? JSONDecoder().decode(JSONValue.self, from: description) else {
            throw HarnessFailure(
                "cannot read the package's executable products: its description is not a JSON object",
                code: RunnerExitCode.internalError)
        }
        var names: [String] = []
        var declaredTargets: Set<String> = []
        if case .array(let products)? = manifest["products"] {
            // {"name": "calc", "targets": ["calc"], "type": {"executable": null}}
            for case .object(let product) in products {
                guard case .string(let name)? = product["name"], case .object(let type)? = product["type"],
                    type.keys.contains("executable")
                else { continue }
                if !names.contains(name) { names.append(name) }
                if case .array(let targets)? = product["targets"] {
                    for case .string(let target) in targets { declaredTargets.insert(target) }
                }
            }
        }
        if case .array(let targets)? = manifest["targets"] {
            for case .object(let target) in targets {
                guard case .string(let name)? = target["name"], case .string("executable")? = target["type"],
                    !declaredTargets.contains(name), !names.contains(name)
                else { continue }
                names.append(name)
            }
        }
        return names
    }
}
