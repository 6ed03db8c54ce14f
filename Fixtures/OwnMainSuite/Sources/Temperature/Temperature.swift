/// Degrees Fahrenheit for `celsius`.
public func fahrenheit(celsius: Double) -> Double {
    celsius * 9 / 5 + 32
}
