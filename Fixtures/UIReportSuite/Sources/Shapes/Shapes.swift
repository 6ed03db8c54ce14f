/// A rectangle's area.
public func area(width: Int, height: Int) -> Int {
    width * height
}

/// A rectangle's perimeter.
public func perimeter(width: Int, height: Int) -> Int {
    2 * (width + height)
}

/// Whether a rectangle is a square: no test calls it, so the report's source view shows it missed.
public func isSquare(width: Int, height: Int) -> Bool {
    width == height
}
