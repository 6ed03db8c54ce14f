// swift-tools-version: 6.0
import PackageDescription

// FirstRunSuite's dependency: its objects must never be compiled a second time by harness test.
let package = Package(
    name: "Dependency",
    products: [.library(name: "Ledger", targets: ["Ledger"])],
    targets: [.target(name: "Ledger")]
)
