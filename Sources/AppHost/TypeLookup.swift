/// Finds a top-level type by its module and name at run time, as `NSClassFromString` finds
/// classes on Apple's platforms.
///
/// Swift's runtime accepts `Module.Name` for classes only, so the lookup builds the mangled
/// name of a class, a struct and an enum in turn (`<len>Module<len>Name` + `C`, `V`, `O`).
///
/// ```swift
/// TypeLookup.type(named: "TestingAppDelegate", inModule: "NoteServerAppTests")
/// ```
package enum TypeLookup {
    /// The type `module.name`, or nil when the process has no such top-level type.
    package static func type(named name: String, inModule module: String) -> Any.Type? {
        guard isPlainIdentifier(name), isPlainIdentifier(module) else { return nil }
        let prefix = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
        for kind in ["C", "V", "O"] {
            if let type = _typeByName(prefix + kind) { return type }
        }
        return nil
    }

    /// ASCII letters, digits and underscores, not starting with a digit: what the simple
    /// mangling above is right for.
    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}
