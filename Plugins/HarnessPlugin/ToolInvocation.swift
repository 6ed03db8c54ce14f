/// The arguments of `swift package harness …`, read only as far as the plugin needs: which
/// subcommand runs, and whether it builds the package's tests (and so needs the plugin to build
/// them, since the tool cannot while the outer `swift package` holds `.build`'s lock).
///
/// ```swift
/// var invocation = ToolInvocation(arguments: ["baseline", "record", "MyTests"])
/// invocation.insertAfterSubcommand(["--built-products", "/p/.build/debug"])
/// // ["baseline", "record", "--built-products", "/p/.build/debug", "MyTests"]
/// ```
struct ToolInvocation {
    /// The subcommands that build the package's tests; each takes `--built-products` and
    /// `--package-description` (Sources/harness/BuildInputOptions.swift). A new subcommand that
    /// builds is added here; until then, the tool stops at once with an error naming this file
    /// instead of waiting for the lock.
    static let building: [[String]] = [["test"], ["list"], ["baseline", "record"], ["baseline", "accept"]]

    private(set) var arguments: [String]
    /// The subcommand's words (`["baseline", "record"]`); empty when none is known.
    let subcommand: [String]

    init(arguments: [String]) {
        self.arguments = arguments
        subcommand =
            Self.building.first { Array(arguments.prefix($0.count)) == $0 }
            ?? Array(arguments.prefix { !$0.hasPrefix("-") }.prefix(1))
    }

    /// Whether the subcommand is one that builds (and not just asked for its help).
    var builds: Bool {
        Self.building.contains(subcommand) && !arguments.contains { ["-h", "--help", "-help"].contains($0) }
    }

    /// Whether the plugin should build: not when the user asked for the last build's bundles or
    /// named bundles built elsewhere. Every other run starts from the build SwiftPM makes here
    /// (`.build`, which the outer `swift package` locks, so the tool must not build there).
    var wantsPluginBuild: Bool {
        let rest = arguments.dropFirst(subcommand.count)
        let options = rest.prefix { $0 != "--" }
        return !options.contains("--skip-build")
            && !options.contains { $0 == "--built-products" || $0.hasPrefix("--built-products=") }
    }

    /// Whether the tests are to be built instrumented (`--coverage`, whatever its mode).
    var wantsCoverage: Bool {
        arguments.dropFirst(subcommand.count).prefix { $0 != "--" }.contains {
            $0 == "--coverage" || $0.hasPrefix("--coverage=")
        }
    }

    /// Puts `extra` right after the subcommand's words, before any `--`.
    mutating func insertAfterSubcommand(_ extra: [String]) {
        arguments.insert(contentsOf: extra, at: subcommand.count)
    }
}
