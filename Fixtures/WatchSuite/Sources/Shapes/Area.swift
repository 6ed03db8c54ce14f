/// The area of a rectangle.
public func area(width: Int, height: Int) -> Int {
    width * height
}

/// The perimeter of a rectangle.
public func perimeter(width: Int, height: Int) -> Int {
    2 * (width + height)
}
