import Foundation

/// What an application was launched with: its command line and its environment.
///
/// The Linux counterpart of UIKit's launch options dictionary. Options follow the usual
/// `--name value` and `--name=value` forms; the last occurrence wins.
///
/// ```swift
/// func application(_ app: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws -> Bool {
///     let port = options["port"].flatMap(Int.init) ?? 8080        // --port 8080 or --port=8080
///     let verbose = options.contains(flag: "verbose")             // --verbose
///     let dataFolder = options.environment["NOTESERVER_DATA"] ?? "/var/lib/noteserver"
///     return true
/// }
/// ```
public struct LaunchOptions: Sendable, Hashable {
    /// The path the executable was started with (`argv[0]`).
    public var executablePath: String
    /// The command-line arguments after the executable.
    public var arguments: [String]
    /// The process environment at launch.
    public var environment: [String: String]

    /// Creates launch options from a full command line (executable first) and an environment.
    ///
    /// - Parameters:
    ///   - commandLine: `argv`, as `CommandLine.arguments` gives it.
    ///   - environment: the variables, as `ProcessInfo.processInfo.environment` gives them.
    public init(commandLine: [String], environment: [String: String]) {
        executablePath = commandLine.first ?? ""
        arguments = Array(commandLine.dropFirst())
        self.environment = environment
    }

    /// The options of the current process.
    public static var current: LaunchOptions {
        LaunchOptions(commandLine: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
    }

    /// The value of `--name value` or `--name=value`, the last one given; nil when absent.
    public subscript(option: String) -> String? {
        let flag = "--\(option)"
        var value: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument.hasPrefix(flag + "=") {
                value = String(argument.dropFirst(flag.count + 1))
            } else if argument == flag, index + 1 < arguments.endIndex, !arguments[index + 1].hasPrefix("--") {
                value = arguments[index + 1]
                index += 1
            }
            index += 1
        }
        return value
    }

    /// Whether `--name` appears on the command line (before any `--`).
    public func contains(flag name: String) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--\(name)")
    }
}
