/// The launch allowance in force: the application's own, unless the environment overrides it.
enum LaunchAllowance {
    /// The variable that overrides an application's allowance, in seconds (`0.5`, `30`).
    static let environmentVariable = "APPHOST_LAUNCH_ALLOWANCE"

    /// `declared`, or the environment's positive number of seconds when it gives one.
    static func resolve(declared: Duration, environment: [String: String]) -> Duration {
        guard let text = environment[environmentVariable], let seconds = Double(text), seconds > 0, seconds.isFinite
        else {
            return declared
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
