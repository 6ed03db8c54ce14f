// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Harness",
    platforms: [.macOS(.v13)],
    products: [
        // The drop-in framework: a test target that depends on this product gets Harness's
        // `XCTest` module in place of the toolchain's, with `import XCTest` unchanged.
        .library(name: "XCTest", targets: ["XCTest"]),
        // The same module as a shared library, so that an unmodified package can be built
        // against Harness with compiler and linker flags alone (see Scripts/run-unmodified.sh).
        .library(name: "HarnessXCTest", type: .dynamic, targets: ["XCTest"]),
        .library(name: "HarnessWire", targets: ["HarnessWire"]),
        // What an application links to run its lifecycle through `ApplicationMain` (never XCTest);
        // a test bundle that declares a `TestHost` runs inside that application's launch.
        .library(name: "AppHost", targets: ["AppHost"]),
        .library(name: "HarnessBaselines", targets: ["HarnessBaselines"]),
        // Functional tests: launch the package's own programs from a test (XCTest on Harness or
        // the toolchain, Swift Testing) and drive them from outside (Documentation/Functional.md).
        .library(name: "HarnessLaunch", targets: ["HarnessLaunch"]),
        // The model, the engine, the reports, the run history and the session as libraries, for
        // tools built on them (and Benchmarks/history).
        .library(name: "HarnessModel", targets: ["HarnessModel"]),
        .library(name: "HarnessRunner", targets: ["HarnessRunner"]),
        .library(name: "HarnessReports", targets: ["HarnessReports"]),
        .library(name: "HarnessHistory", targets: ["HarnessHistory"]),
        .library(name: "HarnessSession", targets: ["HarnessSession"]),
        .executable(name: "harness", targets: ["harness"]),
        // `harness ui`'s navigator: a program of its own, so a build of `harness` (every CI job's)
        // compiles no web server; `harness ui` runs it from beside itself.
        .executable(name: "harness-ui", targets: ["harness-ui"]),
        // `swift package harness test …`: builds and runs the harness tool, nothing to install.
        .plugin(name: "HarnessPlugin", targets: ["HarnessPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `harness ui`'s HTTP server and WebSocket: Swift concurrency over BSD sockets, no
        // SwiftNIO (what it adds to a fresh build: Documentation/UI.md).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "HarnessWire"),
        // Child processes and signals, once for every module: the spawner, the line reader, the
        // exit watcher and the signal relay. Glibc and Foundation only, so that AppHost, the
        // framework and HarnessLaunch (built into users' test targets) can use it.
        .target(name: "HarnessProcess"),
        // Performance baselines: the file format, machine configurations and the comparison
        // decisions, shared by the framework and the runner without linking XCTest.
        .target(name: "HarnessBaselines", dependencies: ["HarnessWire", "HarnessProcess"]),
        .target(name: "CXCTestSupport"),
        // Links neither XCTest nor Testing, so any test target can depend on it.
        .target(name: "CHarnessLaunch"),
        .target(name: "HarnessLaunch", dependencies: ["HarnessWire", "HarnessProcess", "CHarnessLaunch"]),
        // Per-test coverage names functions by the MD5 of their profile name (LLVM's NameRef):
        // the system's libcrypto (Debian's libssl-dev) gives it with no compile of its own.
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "AppHost", dependencies: ["HarnessWire", "HarnessProcess"]),
        .target(
            name: "XCTest",
            dependencies: ["HarnessWire", "HarnessBaselines", "CXCTestSupport", "AppHost", "HarnessProcess"],
            // XCTest and Swift Testing report each other's failures through the fallback event
            // handler that the toolchain's lib_TestingInterop keeps (Sources/XCTest/Interop).
            linkerSettings: [.linkedLibrary("_TestingInterop", .when(platforms: [.linux]))]
        ),
        // Plain data every module above shares: results, events, plan, request, configuration,
        // filters, partitions, history facts. No I/O.
        .target(name: "HarnessModel", dependencies: ["HarnessWire"]),
        // The engine: list → plan → execute → dispatch. No SwiftPM, llvm-cov, git or terminal.
        .target(name: "HarnessRunner", dependencies: ["HarnessModel", "HarnessWire", "HarnessProcess"]),
        // Every report format: console, the XCTest console format, JUnit, JSON lines, HTML.
        // The navigator's page script is JavaScript in Navigator/Script, compiled in as
        // `NavigatorPage.script` by NavigatorScriptPlugin (Documentation/UI.md).
        .target(
            name: "HarnessReports",
            dependencies: ["HarnessModel", "HarnessWire"],
            exclude: ["Navigator/Script"],
            plugins: ["NavigatorScriptPlugin"]
        ),
        .executableTarget(name: "navigator-script-embedder"),
        .plugin(
            name: "NavigatorScriptPlugin",
            capability: .buildTool(),
            dependencies: ["navigator-script-embedder"]
        ),
        // The run history: every run's tests and attempts in SQLite (GRDB), read back as the
        // model's plain planning data (estimates, what failed last), so the engine never links
        // a database.
        .target(
            name: "HarnessHistory",
            dependencies: [
                "HarnessModel", "HarnessWire", "HarnessBaselines", "HarnessProcess",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for binding a run's result rows without GRDB's per-value boxing.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The one pipeline every front end drives: build → list → select → plan → engine →
        // coverage → history, and the tool drivers it needs (SwiftPM, llvm-cov, git, inotify,
        // terminal).
        .target(
            name: "HarnessSession",
            dependencies: [
                "HarnessModel", "HarnessRunner", "HarnessReports", "HarnessHistory", "HarnessBaselines", "HarnessWire",
                "HarnessProcess", "CLibCrypto",
            ]
        ),
        // `harness ui`: the navigator in a browser, served on 127.0.0.1, driving the one
        // pipeline (HarnessSession) and showing its events live.
        .target(
            name: "HarnessUI",
            dependencies: [
                "HarnessSession", "HarnessModel", "HarnessReports", "HarnessHistory", "HarnessRunner", "HarnessWire",
                "HarnessProcess", .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The option groups and the exit-code mapping both command-line programs share.
        .target(
            name: "HarnessCommandOptions",
            dependencies: [
                "HarnessSession", "HarnessModel", "HarnessRunner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "harness",
            dependencies: [
                "HarnessCommandOptions",
                "HarnessSession",
                "HarnessModel",
                "HarnessRunner",
                "HarnessReports",
                "HarnessBaselines",
                "HarnessHistory",
                "HarnessProcess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "harness-ui",
            dependencies: [
                "HarnessCommandOptions", "HarnessUI", "HarnessSession", "HarnessModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "HarnessPlugin",
            capability: .command(
                intent: .custom(verb: "harness", description: "Run the harness test runner (test, list, baseline …)."),
                permissions: [
                    .writeToPackageDirectory(reason: "harness test builds the package's tests and writes reports.")
                ]
            ),
            dependencies: ["harness", "harness-ui"]
        ),
        // Harness's own tests use Swift Testing only. One of them still depends on `XCTest`:
        // SwiftPM's generated runner always does `import XCTest`, and in this package that name
        // is Harness's module, so the test product must link it (it runs zero XCTest tests).
        .testTarget(name: "HarnessWireTests", dependencies: ["HarnessWire", "XCTest"]),
        .testTarget(name: "HarnessProcessTests", dependencies: ["HarnessProcess"]),
        // A test target per module with logic, each named after it. HarnessTestSupport holds the
        // helpers more than one of them uses (a temporary folder, captured toolchain output, a
        // sample finished run); it has no tests of its own.
        .testTarget(name: "HarnessTestSupport", dependencies: ["HarnessModel", "HarnessWire"]),
        .testTarget(name: "HarnessModelTests", dependencies: ["HarnessModel", "HarnessWire", "HarnessTestSupport"]),
        // The engine's tests; a few read its results as the console prints them (HarnessReports).
        // Resources/ holds the toolchain's captured console log, read through #filePath.
        .testTarget(
            name: "HarnessRunnerTests",
            dependencies: [
                "HarnessRunner", "HarnessModel", "HarnessWire", "HarnessProcess", "HarnessReports",
                "HarnessTestSupport",
            ],
            exclude: ["Resources"]),
        // Resources/ holds the JUnit schema and golden reports, read through #filePath.
        .testTarget(
            name: "HarnessReportsTests",
            dependencies: ["HarnessReports", "HarnessModel", "HarnessWire", "HarnessTestSupport"],
            exclude: ["Resources"]),
        .testTarget(
            name: "HarnessSessionTests",
            dependencies: [
                "HarnessSession", "HarnessRunner", "HarnessReports", "HarnessModel", "HarnessWire", "HarnessProcess",
                "HarnessTestSupport",
            ]),
        // The framework's pure parts (names, selection, expectations …) through
        // `@testable import XCTest`, which is Harness's module in this package.
        .testTarget(name: "HarnessXCTestTests", dependencies: ["XCTest", "HarnessWire"]),
        // The command line's parsing, through `@testable import harness` (an executable target).
        .testTarget(
            name: "HarnessCLITests",
            dependencies: [
                "harness", "HarnessCommandOptions", "HarnessModel", "HarnessSession", "HarnessWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "AppHostTests", dependencies: ["AppHost", "HarnessWire"]),
        .testTarget(name: "HarnessLaunchTests", dependencies: ["HarnessLaunch", "HarnessWire", "HarnessProcess"]),
        // harness ui's access rule, routes, model and server (a real one on 127.0.0.1).
        .testTarget(
            name: "HarnessUITests",
            dependencies: [
                "HarnessUI", "HarnessBaselines", "HarnessHistory", "HarnessModel", "HarnessReports", "HarnessSession",
                "HarnessWire", "HarnessProcess",
            ]),
        .testTarget(name: "HarnessBaselinesTests", dependencies: ["HarnessBaselines"]),
        .testTarget(
            name: "HarnessHistoryTests",
            dependencies: [
                "HarnessHistory", "HarnessModel", "HarnessWire", "HarnessBaselines", "HarnessTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["HarnessWire", "HarnessModel", "HarnessRunner", "HarnessReports", "HarnessSession"],
            // Browser/ holds the Playwright driver of harness ui's page (UIEndToEndTests runs it).
            exclude: ["README.md", "Browser"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
