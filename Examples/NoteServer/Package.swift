// swift-tools-version: 6.0
import PackageDescription

// NoteServer: a small Linux server application whose lifecycle runs through AppHost, with the
// three kinds of test bundle the seeds describe:
//
// - NoteKitTests           a library bundle: no host, just the NoteKit library.
// - NoteServerAppTests     an application bundle: its tests run inside NoteServer, launched
//                          with the bare TestingAppDelegate (nearly free).
// - NoteServerLaunchTests  an application bundle that asks for the production delegate: the
//                          real launch (store migration, configuration over HTTP, background work).
// - NoteKitPerformanceTests performance tests (`measure`) of NoteKit's store, a library bundle.
// - NoteServerFunctionalTests functional tests (Swift Testing + HarnessLaunch): the built server
//                          launched as users run it, driven over HTTP, killed and relaunched.
//
// A test target depends on the `NoteServer` executable target to `@testable import` it; the
// app links AppHost only, never XCTest.
let package = Package(
    name: "NoteServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Harness", path: "../.."),
    ],
    targets: [
        .target(name: "NoteKit"),
        .executableTarget(
            name: "NoteServer",
            dependencies: ["NoteKit", .product(name: "AppHost", package: "Harness")]
        ),
        .testTarget(
            name: "NoteKitTests",
            dependencies: ["NoteKit", .product(name: "XCTest", package: "Harness")]
        ),
        // Performance tests (`measure`): a library bundle, so no launch is in the numbers.
        .testTarget(
            name: "NoteKitPerformanceTests",
            dependencies: ["NoteKit", .product(name: "XCTest", package: "Harness")]
        ),
        .testTarget(
            name: "NoteServerAppTests",
            dependencies: [
                "NoteServer",
                .product(name: "AppHost", package: "Harness"),
                .product(name: "XCTest", package: "Harness"),
            ]
        ),
        .testTarget(
            name: "NoteServerLaunchTests",
            dependencies: [
                "NoteServer",
                .product(name: "AppHost", package: "Harness"),
                .product(name: "XCTest", package: "Harness"),
            ]
        ),
        // Links neither NoteServer nor XCTest: the server is launched from outside.
        .testTarget(
            name: "NoteServerFunctionalTests",
            dependencies: [.product(name: "HarnessLaunch", package: "Harness")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
