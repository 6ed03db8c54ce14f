/// A greeting for `name`.
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}
