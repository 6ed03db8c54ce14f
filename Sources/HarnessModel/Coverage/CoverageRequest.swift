import HarnessWire

/// What `harness test --coverage` asks for: the report's kind, where it goes, which files it
/// keeps.
///
/// ```swift
/// let request = CoverageRequest(mode: .perTest, packageRoot: "/p")
/// request.outputDirectory   // /p/.build/harness/coverage
/// ```
package struct CoverageRequest: Sendable, Equatable {
    package enum Mode: String, Sendable, CaseIterable {
        /// One report for the whole run.
        case summary
        /// The report, and the lines each test executed, recorded in the run history.
        case perTest = "per-test"
    }

    /// The folder under the package where reports go unless `--coverage-output` says otherwise.
    package static let defaultOutputPath = ".build/harness/coverage"

    package var mode: Mode
    package var outputDirectory: String
    package var filter: CoverageFileFilter

    package init(mode: Mode, packageRoot: String, outputDirectory: String? = nil, filter: CoverageFileFilter? = nil) {
        self.mode = mode
        self.outputDirectory = outputDirectory ?? "\(packageRoot)/\(Self.defaultOutputPath)"
        self.filter = filter ?? CoverageFileFilter(packageRoot: packageRoot)
    }

    /// The raw profiles every process of the run writes (`%p`: its process id).
    package var profilesDirectory: String { "\(outputDirectory)/profiles" }
    /// The per-test records, one file per worker process (`--coverage per-test`).
    package var perTestDirectory: String { "\(outputDirectory)/tests" }
    /// Where listing the bundles writes its profiles: they are not the tests' coverage.
    package var listingDirectory: String { "\(outputDirectory)/listing" }

    /// The report files.
    package var lcovPath: String { "\(outputDirectory)/coverage.lcov" }
    package var jsonPath: String { "\(outputDirectory)/coverage.json" }
    package var mergedProfilePath: String { "\(outputDirectory)/coverage.profdata" }

    /// The environment of every worker: a profile per process, and the per-test folder.
    package var workerEnvironment: [String: String] {
        var environment = [BundleVariable.profileFile.name: "\(profilesDirectory)/worker-%p.profraw"]
        if mode == .perTest {
            environment[BundleVariable.coveragePerTestDirectory.name] = perTestDirectory
        }
        return environment
    }

    /// `LLVM_PROFILE_FILE` while the bundles are listed.
    package var listingProfilePattern: String { "\(listingDirectory)/list-%p.profraw" }
}
