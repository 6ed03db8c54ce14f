import Foundation

/// Formats numbers for a ten-digit display: integers without a decimal point, others with
/// at most as many decimals as fit.
public enum DisplayFormatter {
    /// The digits a display can show.
    public static let width = 10

    /// `3.0` → `"3"`, `0.1 + 0.2` → `"0.3"`, `1e12` → `"1e+12"`.
    public static func string(for number: Double) -> String {
        if number.isNaN { return "Error" }
        if number == number.rounded(), abs(number) < 1e10 { return String(Int(number)) }
        let integerDigits = max(1, String(Int(abs(number).rounded(.down))).count)
        guard abs(number) < 1e10 else { return scientific(number) }
        let decimals = max(0, width - integerDigits)
        var text = String(format: "%.\(decimals)f", number)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func scientific(_ number: Double) -> String {
        String(format: "%.3g", number)
    }
}
