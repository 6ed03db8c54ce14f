import Testing

@testable import HarnessSession

@Suite("IgnoredSaves: a save git ignores is said, once per folder")
struct IgnoredSavesTests {
    @Test("the first save in a folder is said; later ones in it are not; another folder is")
    func oncePerFolder() throws {
        var said = IgnoredSaves.Said()
        let fresh = said.fresh(["/p/Sources/A/Scratch/n.txt", "/p/Sources/A/Scratch/m.txt"], root: "/p")
        let first = try #require(fresh)
        #expect(first.files == ["Sources/A/Scratch/n.txt", "Sources/A/Scratch/m.txt"])
        #expect(first.folders == ["Sources/A/Scratch"])
        #expect(
            first.line
                == "Sources/A/Scratch/n.txt and 1 more were saved in a folder git ignores: not a change, nothing runs")
        let again = said.fresh(["/p/Sources/A/Scratch/o.txt"], root: "/p")
        #expect(again == nil)
        let next = said.fresh(["/p/Sources/A/Scratch/p.txt", "/p/Tests/T/Scratch/b.txt"], root: "/p")
        let second = try #require(next)
        #expect(second == IgnoredSaves(files: ["Tests/T/Scratch/b.txt"], folders: ["Tests/T/Scratch"]))
        #expect(second.line == "Tests/T/Scratch/b.txt was saved in a folder git ignores: not a change, nothing runs")
        let none = said.fresh([], root: "/p")
        #expect(none == nil)
    }

    @Test("the package's root is a folder too; a path outside the package stays absolute")
    func rootAndOutside() throws {
        var said = IgnoredSaves.Said()
        let fresh = said.fresh(["/p/notes.txt", "/elsewhere/x.txt"], root: "/p")
        let saves = try #require(fresh)
        #expect(saves.files == ["notes.txt", "/elsewhere/x.txt"])
        #expect(saves.folders == ["", "/elsewhere"])
    }
}
