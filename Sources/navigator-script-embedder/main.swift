import Foundation

// The navigator's script, written in JavaScript files of its own (Sources/HarnessReports/
// Navigator/Script), as the Swift source HarnessReports compiles: `NavigatorPage.script`, the
// files' text in order, byte for byte, in a raw string literal. Run by NavigatorScriptPlugin
// at build time, so the script lives in the binary (`harness test --html` and `harness ui` read
// no file at run time, wherever the programs are copied).
//
//     navigator-script-embedder OUTPUT.swift navigator-helpers.js navigator.js

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: navigator-script-embedder OUTPUT.swift SCRIPT.js…\n".utf8))
    exit(64)
}
let output = arguments[0]
var script = ""
for input in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: input), let text = String(data: data, encoding: .utf8)
    else {
        FileHandle.standardError.write(Data("navigator-script-embedder: cannot read '\(input)' as UTF-8 text\n".utf8))
        exit(1)
    }
    script += text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
}
// The page inlines the script in a script element, which the first `</script` would end.
guard script.range(of: "</script", options: .caseInsensitive) == nil else {
    FileHandle.standardError.write(
        Data("navigator-script-embedder: the script contains '</script', which would end the page's element\n".utf8))
    exit(1)
}
// One more `#` than the longest run in the script, so no text in it ends the literal or escapes.
var longestRun = 0
var run = 0
for character in script {
    run = character == "#" ? run + 1 : 0
    longestRun = max(longestRun, run)
}
let hashes = String(repeating: "#", count: longestRun + 1)
let names = arguments.dropFirst().map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " and ")
// A multi-line literal drops the newline before its closing delimiter: the script's last one.
let source = """
    // Generated at build time by navigator-script-embedder from \(names): edit those.
    extension NavigatorPage {
        /// The page's script: the helpers, then the page (bundle → class or suite → nested suite →
        /// test → case, the filter, the rows on screen, the detail, and live, the channel).
        static let script = \(hashes)\"\"\"
    \(script)\"\"\"\(hashes)
    }

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("navigator-script-embedder: cannot write '\(output)': \(error)\n".utf8))
    exit(1)
}
