import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessSession

/// XCTest methods found in their target's sources (the file that declares the class or an
/// extension of it first), Swift Testing functions from the listing.
struct TestSourceLocatorTests {
    @Test("a method is found in the file declaring its class, before a same-named method elsewhere")
    func findsDeclarations() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Tests/My-Tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        import XCTest
        // func testA() in a comment is not a declaration
        final class OtherTests: XCTestCase {
            func testA() {}
        }
        """.write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try """
        import XCTest

        final class LoginTests: XCTestCase {
            override func setUp() {}
            func testA() throws {
            }
        }
        extension LoginTests {
            func testB() async throws {}
        }
        final class SecondTests: XCTestCase {
            func testA() {}
        }
        """.write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let targets = PackageTargets(targets: [
            .init(name: "My-Tests", folder: "Tests/My-Tests", isTest: true, dependencies: [])
        ])
        let function = SwiftTestingFunction(
            name: "adds()", streamID: "My_Tests.adds()", location: SourceLocation(file: "/x/Adds.swift", line: 4))
        let inventory = TestInventory(bundles: [
            TestBundle(
                name: "P", path: "/p",
                classes: [
                    TestClass(module: "My_Tests", name: "LoginTests", methods: ["testA", "testB", "testGone"]),
                    TestClass(module: "My_Tests", name: "SecondTests", methods: ["testA"]),
                    TestClass(module: "My_Tests", suite: "", functions: [function]),
                ])
        ])
        let locations = TestSourceLocator(root: root.path, targets: targets).locations(of: inventory)
        let b = folder.appendingPathComponent("B.swift").standardizedFileURL.path
        #expect(
            locations[TestIdentifier(module: "My_Tests", className: "LoginTests", method: "testA")]
                == SourceLocation(file: b, line: 5))
        #expect(
            locations[TestIdentifier(module: "My_Tests", className: "LoginTests", method: "testB")]
                == SourceLocation(file: b, line: 9))
        #expect(locations[TestIdentifier(module: "My_Tests", className: "LoginTests", method: "testGone")] == nil)
        #expect(locations[TestIdentifier(module: "My_Tests", className: "", method: "adds()")]?.line == 4)
        // Same-named methods of two classes in one file: each in its own class's body.
        #expect(
            locations[TestIdentifier(module: "My_Tests", className: "SecondTests", method: "testA")]
                == SourceLocation(file: b, line: 12))
    }
}
