/// Adds two numbers: the code under test.
public func add(_ left: Int, _ right: Int) -> Int { left + right }
