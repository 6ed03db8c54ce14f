extension NavigatorPage {
    /// The style of a test's recent runs drawn small (navigator-history.js): a bar per run, its
    /// colour the result's (the words beside it say the same for whoever cannot see colour),
    /// and of the report's list of the files its source view holds.
    static let historyStyle = """
        #history-chart { margin: 6px 0; }
        #history-chart figcaption, #history-facts { font-size: 12px; color: #555; margin: 2px 0; }
        .history-strip { display: block; }
        .history-strip .bar { fill: #9aa5b1; }
        .history-strip .bar.passed { fill: var(--green); }
        .history-strip .bar.failed, .history-strip .bar.crashed, .history-strip .bar.timedOut,
        .history-strip .bar.hostLaunchFailed { fill: var(--red); }
        .history-strip .bar.flaky, .history-strip .bar.interrupted { fill: #b88a00; }
        #report-sources { margin: 8px 16px; }
        #report-sources h2 { font-size: 15px; margin: 0 0 4px; }
        #report-sources ul { margin: 4px 0; padding-left: 18px; }
        #report-sources .note { color: #555; font-size: 12px; }
        """
}
