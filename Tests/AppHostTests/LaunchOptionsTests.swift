import Testing

@testable import AppHost

@Suite struct LaunchOptionsTests {
    @Test(
        arguments: [
            (["app", "--port", "8080"], "8080"),
            (["app", "--port=8080"], "8080"),
            (["app", "--port=1", "--port", "2"], "2"),
            (["app", "--port"], nil),
            (["app", "--port", "--verbose"], nil),
            (["app", "--", "--port", "9"], nil),
            (["app"], nil),
        ] as [([String], String?)])
    func optionValues(commandLine: [String], expected: String?) {
        #expect(LaunchOptions(commandLine: commandLine, environment: [:])["port"] == expected)
    }

    @Test func flagsStopAtTheSeparator() {
        let options = LaunchOptions(commandLine: ["app", "--verbose", "--", "--quiet"], environment: [:])
        #expect(options.contains(flag: "verbose"))
        #expect(!options.contains(flag: "quiet"))
    }

    @Test func keepsTheExecutableArgumentsAndEnvironment() {
        let options = LaunchOptions(commandLine: ["/usr/bin/app", "a"], environment: ["K": "V"])
        #expect(options.executablePath == "/usr/bin/app")
        #expect(options.arguments == ["a"])
        #expect(options.environment == ["K": "V"])
    }

    @Test(
        arguments: [
            (nil, 20_000), ("0.5", 500), ("3", 3_000), ("0", 20_000), ("-1", 20_000), ("soon", 20_000), ("inf", 20_000),
        ] as [(String?, Int64)])
    func launchAllowanceOverride(value: String?, milliseconds: Int64) {
        let environment = value.map { [LaunchAllowance.environmentVariable: $0] } ?? [:]
        #expect(
            LaunchAllowance.resolve(declared: .seconds(20), environment: environment) == .milliseconds(milliseconds))
    }
}
