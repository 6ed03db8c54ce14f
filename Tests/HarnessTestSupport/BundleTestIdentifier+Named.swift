import HarnessModel

extension BundleTestIdentifier {
    /// A test named by its text (`Bundle/Module.Class/method`), for tests that write their
    /// expectations as the history stores them; a text that is no test stops the test run.
    package static func named(_ text: String) -> BundleTestIdentifier {
        guard let test = BundleTestIdentifier(parsing: text) else { preconditionFailure("'\(text)' names no test") }
        return test
    }
}
