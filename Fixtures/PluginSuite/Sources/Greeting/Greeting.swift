/// A greeting for `name`, the one function the plugin fixture's tests exercise.
public func greeting(for name: String) -> String {
    name.isEmpty ? "Hello!" : "Hello, \(name)!"
}
