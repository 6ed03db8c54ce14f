/// A name in angle brackets.
public func label(for name: String) -> String {
    "<\(name)>"
}
