import HarnessModel

/// What a front end asks its ``SessionLoop`` for: a run of the session for a selection, or
/// only a build and listing (the navigator's first look at the package); with the run
/// configuration to use, and the words the front end shows for it.
///
/// ```swift
/// control.ask(.watch(.all, root: "/p"))                                  // watch mode's `a`
/// control.ask(LoopRequest(.run(.tests(ids)), label: "clicked"), onlyWhenIdle: true)   // the page's Run
/// ```
package struct LoopRequest: Hashable, Sendable {
    package enum Action: Hashable, Sendable {
        /// Build and list the tests; nothing runs.
        case list
        /// One run of the session's pipeline for this selection.
        case run(TestSelection)
    }

    package var action: Action
    /// What asked for it, as a front end shows it ("start", "a: all tests", "changed: …").
    package var label: String
    /// This run's configuration; nil: the one the loop started with.
    package var configuration: RunConfiguration?

    package init(_ action: Action, label: String, configuration: RunConfiguration? = nil) {
        self.action = action
        self.label = label
        self.configuration = configuration
    }

    /// A watch trigger's run (``WatchSelection`` chooses its tests), named as watch mode names it.
    package static func watch(_ trigger: WatchTrigger, root: String) -> LoopRequest {
        LoopRequest(.run(.watch(trigger)), label: trigger.label(root: root))
    }

    /// The saved files whose burst asked for this run; empty when no save did.
    var savedFiles: [String] {
        if case .run(.watch(.changes(let paths))) = action { paths } else { [] }
    }
}

/// What a ``SessionLoop`` waits for, posted by the file watcher's thread, a front end's threads
/// (keys, the page's requests) and the signals' thread.
package enum LoopInput: Hashable, Sendable {
    /// A file saved, moved or deleted; `created` when this event created it.
    case fileChanged(String, created: Bool)
    /// A run (or listing) asked for (``LoopControl/ask(_:onlyWhenIdle:)``).
    case run(LoopRequest)
    /// Watching switched on or off (the page's switch).
    case watch(Bool)
    /// Stop and end the loop (``LoopControl/quit(code:)``).
    case quit
}
