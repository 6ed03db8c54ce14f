/// Every test of `Fixtures/ShardSuite`, as `harness` names them: three slow classes of ten
/// methods whose names say how long each sleeps, ten quick tests of one class, and twenty small
/// classes (the first three of four tests, the others of three; `Feature07Tests/testFlag` fails
/// while `SHARD_SUITE_FAIL` is set).
enum ShardSuiteModel {
    static let module = "ShardSuiteTests"

    /// The slow classes' sleeps, in milliseconds, by method.
    static let sleeps: [(className: String, milliseconds: [Int])] = [
        ("UploadTests", [20, 25, 30, 35, 40, 45, 50, 55, 60, 65]),
        ("SyncTests", [10, 15, 20, 25, 30, 35, 40, 20, 25, 30]),
        ("IndexTests", [5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
    ]

    /// The failing test while `SHARD_SUITE_FAIL` is set.
    static let flag = "\(module).Feature07Tests/testFlag"

    /// `Module.Class/method` of all 103 tests.
    static let tests: Set<String> = {
        var tests: [String] = []
        for (className, milliseconds) in sleeps {
            for (index, sleep) in milliseconds.enumerated() {
                let number = index < 10 ? "0\(index)" : "\(index)"
                tests.append("\(module).\(className)/testStep\(number)Sleeps\(sleep)")
            }
        }
        tests += (0..<10).map { "\(module).QuickTests/testQuick\($0)" }
        for feature in 0..<20 {
            let name = feature < 10 ? "Feature0\(feature)Tests" : "Feature\(feature)Tests"
            for index in 0..<(feature < 3 ? 4 : 3) {
                tests.append(
                    feature == 7 && index == 0 ? flag : "\(module).\(name)/testCase\(index)")
            }
        }
        return Set(tests)
    }()

    /// The slow class a shard should split when the shards are balanced.
    static let uploadTests = tests.filter { $0.hasPrefix("\(module).UploadTests/") }
}
