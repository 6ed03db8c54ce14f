#if canImport(Testing)
    import Testing
#endif

/// Where a test launched a program: the `launch()` call's own file and line, which a warning
/// about that program points at (a program left running names the line that started it, not
/// HarnessLaunch's code).
///
/// ```swift
/// let site = LaunchSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
struct LaunchSite: Hashable, Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int

    #if canImport(Testing)
        /// The site as Swift Testing's source location.
        var sourceLocation: SourceLocation {
            SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    #endif
}
