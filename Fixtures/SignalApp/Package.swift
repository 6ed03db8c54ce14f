// swift-tools-version: 6.0
import PackageDescription

// An application on AppHost that handles SIGTERM itself before `ApplicationMain`, as
// `SIGNALAPP_OWN` says: `handler` (its own `signal` handler, which reports and exits 42),
// `source` (its own dispatch source, which reports; `applicationWillTerminate` waits for it), or
// `none`. `AppHostSignalTests` sends it SIGTERM once it is active.
let package = Package(
    name: "SignalApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Harness", path: "../..")],
    targets: [
        .executableTarget(name: "SignalApp", dependencies: [.product(name: "AppHost", package: "Harness")])
    ]
)
