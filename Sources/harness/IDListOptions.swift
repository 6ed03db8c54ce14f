import ArgumentParser
import Foundation
import HarnessModel
import HarnessSession

/// `harness test --ids-from FILE|-`: exactly the tests a list of IDs names, in its order (the
/// list `harness list --format ids` prints and CI services' test splitters hand back).
///
/// ```sh
/// harness list --format ids | split -n r/3 - shard-      # three lists
/// harness test --ids-from shard-aa
/// circleci tests run --command="harness test --ids-from -"
/// ```
struct IDListOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Run exactly the tests this file lists (one ID per line, as 'harness list --format ids' prints them; "
                + "- reads standard input), in its order; an unknown or repeated ID is an error.",
            valueName: "file"))
    var idsFrom: String?

    /// The session's selection for `--ids-from`, read before anything is built: a file that
    /// cannot be read, or a line that is no ID, costs no build; nil without the option.
    func selection() throws(HarnessFailure) -> TestSelection? {
        guard let idsFrom else { return nil }
        let data: Data?
        if idsFrom == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: idsFrom)
        }
        guard let data, let text = String(data: data, encoding: .utf8) else {
            throw HarnessFailure(
                "cannot read the ID list '\(idsFrom)': pass a UTF-8 file with one test ID per line, or - for "
                    + "standard input",
                code: RunnerExitCode.badInput)
        }
        let source = idsFrom == "-" ? "standard input" : idsFrom
        let ids = try TestIDList.parse(text, source: source)
        guard !ids.isEmpty else {
            throw HarnessFailure(
                "the ID list '\(idsFrom)' names no test: list them with 'harness list --format ids'",
                code: RunnerExitCode.badInput)
        }
        return .tests(ids, from: source)
    }
}
