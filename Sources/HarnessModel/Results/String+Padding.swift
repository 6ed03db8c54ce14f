extension String {
    /// `"7".leftPadded(to: 3, with: "0")` is `"007"`: fixed-width numbers in names and columns.
    package func leftPadded(to width: Int, with pad: Character) -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
