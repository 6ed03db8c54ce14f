import PackagePlugin

/// `swift package shelf-report`: lists the package's targets. It is here because SwiftPM compiles
/// every plugin of a package when it builds, keyed by the command's environment: the first run's
/// test checks that `harness test` and `swift test` each find it already compiled.
@main
struct ShelfReport: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        for target in context.package.targets { print(target.name) }
    }
}
