/// Groups the steps of a long test into named activities, which are shown with any failure
/// recorded inside them.
///
/// ```swift
/// XCTContext.runActivity(named: "Log in") { activity in
///     XCTAssertTrue(session.logIn(user: "ada"))
///     activity.add(XCTAttachment(string: session.transcript))
/// }
/// ```
public final class XCTContext {
    @TaskLocal static var currentActivities: [String] = []

    /// Names of the activities open on this task or thread, outermost first.
    static var activityPath: [String] { currentActivities }

    private init() {}

    /// Runs `block` as an activity named `name`, nested inside any activity already open.
    public class func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows
        -> Result
    {
        let activity = Activity(name: name)
        return try $currentActivities.withValue(currentActivities + [name]) {
            try block(activity)
        }
    }

    /// Runs the asynchronous `block` as an activity named `name`.
    public class func runActivity<Result>(named name: String, block: (any XCTActivity) async throws -> Result)
        async rethrows -> Result
    {
        let activity = Activity(name: name)
        return try await $currentActivities.withValue(currentActivities + [name]) {
            try await block(activity)
        }
    }

    private final class Activity: XCTActivity {
        let name: String
        init(name: String) { self.name = name }

        func add(_ attachment: XCTAttachment) {
            AttachmentRecorder.record(attachment)
        }
    }
}

/// A named step of a test, created by ``XCTContext/runActivity(named:block:)-…``.
public protocol XCTActivity: AnyObject {
    /// The activity's name.
    var name: String { get }
    /// Attaches data to the activity (and so to its test).
    func add(_ attachment: XCTAttachment)
}
