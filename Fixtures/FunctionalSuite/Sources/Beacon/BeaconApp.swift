import AppHost

@main
enum BeaconApp: MainApplication {
    typealias Delegate = BeaconDelegate

    static var name: String { "Beacon" }
    static var launchAllowance: Duration { .seconds(10) }
}
