import Foundation
import Temperature

/// One named check of the suite's own little test library.
public struct Check {
    public let name: String
    public let body: () -> String?

    /// Runs every check, prints one line each and a summary; returns the exit status.
    public static func runAll(_ checks: [Check]) -> Int32 {
        var failures = 0
        for check in checks {
            if let failure = check.body() {
                failures += 1
                print("  ✗ \(check.name): \(failure)")
            } else {
                print("  ✓ \(check.name)")
            }
        }
        print("\(checks.count - failures) passes and \(failures) failures")
        return failures == 0 ? 0 : 1
    }
}

/// The suite's checks. `OWNMAIN_BREAK=1` breaks one, so that the failing run can be seen too.
public func temperatureChecks() -> [Check] {
    let broken = ProcessInfo.processInfo.environment["OWNMAIN_BREAK"] == "1"
    return [
        Check(name: "freezing") { fahrenheit(celsius: 0) == 32 ? nil : "0 °C is not 32 °F" },
        Check(name: "boiling") { fahrenheit(celsius: 100) == (broken ? 213 : 212) ? nil : "100 °C is not 212 °F" },
        Check(name: "body") { abs(fahrenheit(celsius: 37) - 98.6) < 0.01 ? nil : "37 °C is not 98.6 °F" },
    ]
}
