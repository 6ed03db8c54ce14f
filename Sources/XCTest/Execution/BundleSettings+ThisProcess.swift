import Foundation
internal import HarnessWire

/// The runner's settings for this process, taken out of its environment before any test runs.
///
/// What a runner hands a worker is its own business: a process a test starts (a crash test
/// re-launching this executable, a helper tool) must see the environment it would see under
/// `swift test`, and never write into this process's wire. So the first read removes every
/// consumed ``BundleVariable`` from the environment; the bundle keeps the values here.
///
/// ```swift
/// let settings = BundleSettings.thisProcess   // XCTMain reads it before anything else
/// ```
extension BundleSettings {
    static let thisProcess: BundleSettings = {
        let settings = BundleSettings(environment: ProcessInfo.processInfo.environment)
        for variable in BundleVariable.consumedByBundle {
            unsetenv(variable.name)
        }
        return settings
    }()
}
