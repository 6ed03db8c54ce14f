/// One of a launched program's two output streams.
public enum ProgramStream: String, Hashable, Sendable, CaseIterable {
    case standardOutput = "stdout"
    case standardError = "stderr"
}
