/// Why a history file cannot be used; each reads after "the run history …".
enum HistoryProblem: Error, CustomStringConvertible {
    /// The file's `user_version` is newer than ``HistorySchema/version``.
    case newerSchema(Int)

    var description: String {
        switch self {
        case .newerSchema(let version):
            "was written by a newer harness (schema \(version), this one reads \(HistorySchema.version))"
        }
    }
}
