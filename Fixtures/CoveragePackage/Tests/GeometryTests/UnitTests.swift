import Geometry
import Testing

/// A Swift Testing function: under `--coverage per-test` its worker runs it in-process, so it
/// has a record of its own, like an XCTest method.
@Suite struct UnitTests {
    @Test func unitIsCentimetres() {
        #expect(Shapes.unitName() == "cm")
    }
}
