import Foundation
import Ledger
import XCTest

// Sixteen classes of five quick tests each (80 XCTest tests): enough classes for three shards
// to hold several each. Each test posts its own numbers, so none depends on another.

final class Ledger01Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(1 * 100 + 1)
        XCTAssertEqual(ledger.balance, 1 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(1 * 100 + 2)
        XCTAssertEqual(ledger.balance, 1 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(1 * 100 + 3)
        XCTAssertEqual(ledger.balance, 1 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(1 * 100 + 4)
        XCTAssertEqual(ledger.balance, 1 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(1 * 100 + 5)
        XCTAssertEqual(ledger.balance, 1 * 100 + 5)
    }
}

final class Ledger02Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(2 * 100 + 1)
        XCTAssertEqual(ledger.balance, 2 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(2 * 100 + 2)
        XCTAssertEqual(ledger.balance, 2 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(2 * 100 + 3)
        XCTAssertEqual(ledger.balance, 2 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(2 * 100 + 4)
        XCTAssertEqual(ledger.balance, 2 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(2 * 100 + 5)
        XCTAssertEqual(ledger.balance, 2 * 100 + 5)
    }
}

final class Ledger03Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(3 * 100 + 1)
        XCTAssertEqual(ledger.balance, 3 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(3 * 100 + 2)
        XCTAssertEqual(ledger.balance, 3 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(3 * 100 + 3)
        XCTAssertEqual(ledger.balance, 3 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(3 * 100 + 4)
        XCTAssertEqual(ledger.balance, 3 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(3 * 100 + 5)
        XCTAssertEqual(ledger.balance, 3 * 100 + 5)
    }
}

final class Ledger04Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(4 * 100 + 1)
        XCTAssertEqual(ledger.balance, 4 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(4 * 100 + 2)
        XCTAssertEqual(ledger.balance, 4 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(4 * 100 + 3)
        XCTAssertEqual(ledger.balance, 4 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(4 * 100 + 4)
        XCTAssertEqual(ledger.balance, 4 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(4 * 100 + 5)
        XCTAssertEqual(ledger.balance, 4 * 100 + 5)
    }
}

final class Ledger05Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(5 * 100 + 1)
        XCTAssertEqual(ledger.balance, 5 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(5 * 100 + 2)
        XCTAssertEqual(ledger.balance, 5 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(5 * 100 + 3)
        XCTAssertEqual(ledger.balance, 5 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(5 * 100 + 4)
        XCTAssertEqual(ledger.balance, 5 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(5 * 100 + 5)
        XCTAssertEqual(ledger.balance, 5 * 100 + 5)
    }
}

final class Ledger06Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(6 * 100 + 1)
        XCTAssertEqual(ledger.balance, 6 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(6 * 100 + 2)
        XCTAssertEqual(ledger.balance, 6 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(6 * 100 + 3)
        XCTAssertEqual(ledger.balance, 6 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(6 * 100 + 4)
        XCTAssertEqual(ledger.balance, 6 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(6 * 100 + 5)
        XCTAssertEqual(ledger.balance, 6 * 100 + 5)
    }
}

final class Ledger07Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(7 * 100 + 1)
        XCTAssertEqual(ledger.balance, 7 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(7 * 100 + 2)
        XCTAssertEqual(ledger.balance, 7 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(7 * 100 + 3)
        XCTAssertEqual(ledger.balance, 7 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(7 * 100 + 4)
        XCTAssertEqual(ledger.balance, 7 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(7 * 100 + 5)
        XCTAssertEqual(ledger.balance, 7 * 100 + 5)
    }
}

final class Ledger08Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(8 * 100 + 1)
        XCTAssertEqual(ledger.balance, 8 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(8 * 100 + 2)
        XCTAssertEqual(ledger.balance, 8 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(8 * 100 + 3)
        XCTAssertEqual(ledger.balance, 8 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(8 * 100 + 4)
        XCTAssertEqual(ledger.balance, 8 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(8 * 100 + 5)
        XCTAssertEqual(ledger.balance, 8 * 100 + 5)
    }
}

final class Ledger09Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(9 * 100 + 1)
        XCTAssertEqual(ledger.balance, 9 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(9 * 100 + 2)
        XCTAssertEqual(ledger.balance, 9 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(9 * 100 + 3)
        XCTAssertEqual(ledger.balance, 9 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(9 * 100 + 4)
        XCTAssertEqual(ledger.balance, 9 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(9 * 100 + 5)
        XCTAssertEqual(ledger.balance, 9 * 100 + 5)
    }
}

final class Ledger10Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(10 * 100 + 1)
        XCTAssertEqual(ledger.balance, 10 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(10 * 100 + 2)
        XCTAssertEqual(ledger.balance, 10 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(10 * 100 + 3)
        XCTAssertEqual(ledger.balance, 10 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(10 * 100 + 4)
        XCTAssertEqual(ledger.balance, 10 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(10 * 100 + 5)
        XCTAssertEqual(ledger.balance, 10 * 100 + 5)
    }
}

final class Ledger11Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(11 * 100 + 1)
        XCTAssertEqual(ledger.balance, 11 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(11 * 100 + 2)
        XCTAssertEqual(ledger.balance, 11 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(11 * 100 + 3)
        XCTAssertEqual(ledger.balance, 11 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(11 * 100 + 4)
        XCTAssertEqual(ledger.balance, 11 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(11 * 100 + 5)
        XCTAssertEqual(ledger.balance, 11 * 100 + 5)
    }
}

final class Ledger12Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(12 * 100 + 1)
        XCTAssertEqual(ledger.balance, 12 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(12 * 100 + 2)
        XCTAssertEqual(ledger.balance, 12 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(12 * 100 + 3)
        XCTAssertEqual(ledger.balance, 12 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(12 * 100 + 4)
        XCTAssertEqual(ledger.balance, 12 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(12 * 100 + 5)
        XCTAssertEqual(ledger.balance, 12 * 100 + 5)
    }
}

final class Ledger13Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(13 * 100 + 1)
        XCTAssertEqual(ledger.balance, 13 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(13 * 100 + 2)
        XCTAssertEqual(ledger.balance, 13 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(13 * 100 + 3)
        XCTAssertEqual(ledger.balance, 13 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(13 * 100 + 4)
        XCTAssertEqual(ledger.balance, 13 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(13 * 100 + 5)
        XCTAssertEqual(ledger.balance, 13 * 100 + 5)
    }
}

final class Ledger14Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(14 * 100 + 1)
        XCTAssertEqual(ledger.balance, 14 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(14 * 100 + 2)
        XCTAssertEqual(ledger.balance, 14 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(14 * 100 + 3)
        XCTAssertEqual(ledger.balance, 14 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(14 * 100 + 4)
        XCTAssertEqual(ledger.balance, 14 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(14 * 100 + 5)
        XCTAssertEqual(ledger.balance, 14 * 100 + 5)
    }
}

final class Ledger15Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(15 * 100 + 1)
        XCTAssertEqual(ledger.balance, 15 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(15 * 100 + 2)
        XCTAssertEqual(ledger.balance, 15 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(15 * 100 + 3)
        XCTAssertEqual(ledger.balance, 15 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(15 * 100 + 4)
        XCTAssertEqual(ledger.balance, 15 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(15 * 100 + 5)
        XCTAssertEqual(ledger.balance, 15 * 100 + 5)
    }
}

final class Ledger16Tests: XCTestCase {
    func testPost1() {
        var ledger = Ledger()
        ledger.post(16 * 100 + 1)
        XCTAssertEqual(ledger.balance, 16 * 100 + 1)
    }
    func testPost2() {
        var ledger = Ledger()
        ledger.post(16 * 100 + 2)
        XCTAssertEqual(ledger.balance, 16 * 100 + 2)
    }
    func testPost3() {
        var ledger = Ledger()
        ledger.post(16 * 100 + 3)
        XCTAssertEqual(ledger.balance, 16 * 100 + 3)
    }
    func testPost4() {
        var ledger = Ledger()
        ledger.post(16 * 100 + 4)
        XCTAssertEqual(ledger.balance, 16 * 100 + 4)
    }
    func testPost5() {
        var ledger = Ledger()
        ledger.post(16 * 100 + 5)
        XCTAssertEqual(ledger.balance, 16 * 100 + 5)
    }
}
