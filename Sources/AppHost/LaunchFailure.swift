/// Why an application's launch failed; its ``message`` is the one line the process prints.
///
/// ```swift
/// let failure = LaunchFailure.declined(
///     delegate: "NoteServer.NoteServerDelegate", callback: "application(_:didFinishLaunchingWithOptions:)")
/// failure.message
/// // "NoteServer.NoteServerDelegate returned false from application(_:didFinishLaunchingWithOptions:)"
/// failure.exitStatus   // 69
/// ```
public enum LaunchFailure: Error, Sendable, Hashable {
    /// A launching callback returned false.
    case declined(delegate: String, callback: String)
    /// A launching callback threw.
    case threw(delegate: String, callback: String, error: String)
    /// The launching callbacks together took longer than the allowance.
    case exceededAllowance(delegate: String, allowance: Duration)
    /// A test bundle's `TestingAppDelegate` exists but cannot be used.
    case unusableTestingDelegate(type: String, reason: String)

    /// The failure as one line, without the application's name: reads after "failed to launch: ".
    public var message: String {
        switch self {
        case .declined(let delegate, let callback):
            "\(delegate) returned false from \(callback)"
        case .threw(let delegate, let callback, let error):
            "\(delegate) threw from \(callback): \(error)"
        case .exceededAllowance(let delegate, let allowance):
            "\(delegate) did not finish launching within its allowance of \(Self.seconds(allowance)) "
                + "(APPHOST_LAUNCH_ALLOWANCE=<seconds> changes it)"
        case .unusableTestingDelegate(let type, let reason):
            "\(type) cannot be the testing delegate: \(reason)"
        }
    }

    /// The exit status: sysexits(3) meanings, so supervisors can tell the cases apart.
    public var exitStatus: Int32 {
        switch self {
        case .declined: ApplicationExit.Status.launchDeclined
        case .threw: ApplicationExit.Status.launchThrew
        case .exceededAllowance: ApplicationExit.Status.launchTimedOut
        case .unusableTestingDelegate: ApplicationExit.Status.launchThrew
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
