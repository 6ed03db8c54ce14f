/// What one assertion found.
enum AssertionResult {
    case success
    /// Failed, with optional details (`("1") is not equal to ("2")`).
    case failure(String?)
    /// The asserted expression threw.
    case thrown(any Error)
}

/// The one evaluator behind every assertion: runs the check, words the failure exactly as
/// the toolchain's XCTest does (`NAME failed: DETAILS - MESSAGE`, `NAME threw error "E" - MESSAGE`)
/// and records it.
enum AssertionEvaluator {
    static func evaluate(
        _ name: String?,
        message: () -> String,
        file: StaticString,
        line: UInt,
        _ check: () throws -> AssertionResult
    ) {
        let result: AssertionResult
        do {
            result = try check()
        } catch {
            result = .thrown(error)
        }
        let explanation: String
        switch result {
        case .success:
            return
        case .failure(let details?):
            explanation = "failed: \(details)"
        case .failure(nil):
            explanation = "failed"
        case .thrown(let error):
            explanation = "threw error \"\(error)\""
        }
        let description = "\(name.map { "\($0) \(explanation)" } ?? explanation) - \(message())"
        if case .thrown(let error) = result {
            IssueRecorder.recordThrownInAssertion(description, error: error, file: file, line: line)
        } else {
            IssueRecorder.recordAssertionFailure(description, file: file, line: line)
        }
    }
}
