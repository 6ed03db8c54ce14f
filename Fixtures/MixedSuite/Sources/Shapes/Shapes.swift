/// The code under test: small enough that every outcome in the tests is obvious.
public enum Shapes {
    public static func area(width: Int, height: Int) -> Int { width * height }

    public static func sides(of name: String) throws -> Int {
        switch name {
        case "triangle": return 3
        case "square": return 4
        default: throw UnknownShape(name: name)
        }
    }

    public struct UnknownShape: Error, Equatable {
        public var name: String
    }
}
