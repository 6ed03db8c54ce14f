import HarnessModel

/// A model made again from a new listing keeps what this session saw happen: the latest
/// result of each test it ran, and which tests a stopped run left without a verdict.
///
/// ```swift
/// var fresh = NavigatorModel(inventory: listed, history: history, packageRoot: root)
/// fresh.keepSession(of: model, results: results.values)   // `model`: the one it replaces
/// ```
extension NavigatorModel {
    /// Applies this session's `results` to the tests this model lists (a test the listing no
    /// longer has stays out), then marks "interrupted" what `previous` had so. The history's
    /// facts the model was made with stay unless a result says otherwise (a pass ends a
    /// failing streak).
    package mutating func keepSession(of previous: NavigatorModel, results: some Sequence<TestResult>) {
        for result in results where contains(result.id.description) {
            apply(.testFinished(result))
            // The cases as the session showed them: after a case ran alone, its function's
            // other cases with their earlier status, which the result alone does not hold.
            if let shown = previous.test(named: result.id.description)?.cases, !shown.isEmpty {
                update(result.id.description) { $0.cases = shown }
            }
        }
        for test in previous.tests where test.interrupted {
            update(test.id) { fresh in
                fresh.interrupted = true
                fresh.seconds = test.seconds
            }
        }
    }
}
