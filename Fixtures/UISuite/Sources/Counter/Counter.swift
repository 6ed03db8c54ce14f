/// Twice `value`: wrong on purpose (one too many), until the UI's end-to-end test fixes it.
public func double(_ value: Int) -> Int {
    value * 2 + 1
}

/// `value` plus one.
public func increment(_ value: Int) -> Int {
    value + 1
}
