/// A JSON document as plain values, so that a reader can walk it key by key and name every
/// problem by its exact key path (`JSONDecoder` alone stops at the first surprise, with a
/// coding path users cannot read). Test plans and baseline files are read through it.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: data)
/// guard case .object(let members) = value else { throw … "found \(value.typeDescription)" }
/// ```
package enum JSONValue: Decodable, Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Each kind tried in turn: a failure only says "not this one"; an object, last, throws.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value's type as a message says it: "a string", "an object".
    package var typeDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The value itself where it is short, as a message says it: `the string "x"`,
    /// `the number 3.0`, `true`; containers by their type.
    package var valueDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "the string \"\(text)\""
        case .number(let number): "the number \(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }
}
