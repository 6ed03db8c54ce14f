/// Which files of a SwiftPM products folder (`.build/debug`) are the package's executable
/// products: what a functional test may launch by name. The launcher (`HarnessLaunch`'s
/// `ProductLocator`, naming them when a name is unknown) and the runner (the `--xctest harness`
/// overlay, linking them beside its bundles) read the folder by this one rule.
///
/// SwiftPM builds into the same folder, beside the products, what no test launches: test
/// bundles (`*.xctest`), their runners (`*-test-runner`), libraries, and the executable
/// targets a plugin runs on the host (a dependency's build-tool plugin), each named
/// `<target>-tool` beside its modules' `<module>-tool.build` folder.
///
/// ```swift
/// let names: Set = ["chatter", "chatter.build", "embedder-tool", "embedder-tool.build", "App.xctest"]
/// names.filter { ProductFolder.mayBeProduct($0, among: names) }   // ["chatter"]
/// ```
public enum ProductFolder {
    /// Whether the file `name` of a products folder holding `names` can be an executable
    /// product, by its name alone (whether it is an executable file is the caller's check).
    public static func mayBeProduct(_ name: String, among names: Set<String>) -> Bool {
        !name.contains(".") && !name.hasSuffix("-test-runner") && !isPluginTool(name, among: names)
    }

    /// Whether `name` is an executable target SwiftPM built for the host to run a plugin: it is
    /// `<target>-tool`, beside `<target's module name>-tool.build`. A product of the package's
    /// own named `x-tool` is not one: its modules are in `x_tool.build`.
    public static func isPluginTool(_ name: String, among names: Set<String>) -> Bool {
        guard name.hasSuffix(hostSuffix) else { return false }
        let target = name.dropLast(hostSuffix.count)
        let module = String(target.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return names.contains(module + hostSuffix + ".build")
    }

    /// The suffix SwiftPM gives what it builds for the host beside the products.
    static let hostSuffix = "-tool"
}
