import Testing

@testable import HarnessUI

@Suite("UIMessage: the UI's own kinds on the live channel, typed fields, no English to parse")
struct UIMessageTests {
    @Test("each kind as one line of JSON")
    func lines() {
        #expect(
            UIMessage.state(UIState(phase: .idle, watching: true)).line
                == #"{"kind":"state","phase":"idle","watching":true}"#)
        #expect(UIMessage.modelChanged.line == #"{"kind":"modelChanged"}"#)
        #expect(
            UIMessage.ignoredSaves(files: ["Sources/A/Scratch/n.txt"], folders: ["Sources/A/Scratch"]).line
                == #"{"files":["Sources\/A\/Scratch\/n.txt"],"folders":["Sources\/A\/Scratch"],"kind":"ignoredSaves"}"#)
    }
}
