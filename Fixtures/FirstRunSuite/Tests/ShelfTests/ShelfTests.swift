import Shelf
import Testing

@Suite struct ShelfTests {
    @Test func addingKeepsOrder() {
        var shelf = Shelf(titles: ["Dune"])
        shelf.add("Solaris", price: 9)
        #expect(shelf.titles == ["Dune", "Solaris"])
    }

    @Test func emptyShelfHasNoLetters() {
        #expect(Shelf(titles: []).letters == 0)
    }
}
