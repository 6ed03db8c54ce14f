import HarnessSession

/// What the UI's session loop waits for (in an ``Inbox``, as watch mode's loop does): the
/// page's requests and saved files, posted by the server's tasks and the file watcher's thread.
package enum UIInput: Hashable, Sendable {
    case run(UIRunRequest)
    /// Watch mode switched on or off from the page.
    case watch(Bool)
    /// A file saved, moved or deleted; `created` when this event created it.
    case fileChanged(String, created: Bool)
    /// Ctrl-C or a signal: the loop ends.
    case quit
}
