/// Where a session's run is, for front ends that show it (watch mode's screen).
///
/// ```swift
/// session.phaseChanged = { phase in if case .selected(let why) = phase { print("running \(why)") } }
/// ```
package enum SessionPhase: Hashable, Sendable {
    case building
    case listing
    /// The tests are chosen: what runs and why, in one line.
    case selected(String)
    case running
}
