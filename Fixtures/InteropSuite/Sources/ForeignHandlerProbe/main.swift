import Foundation
import XCTest

// Stands in for a Swift Testing that installs its fallback event handler (the toolchains after
// 6.3.1 do; 6.3.1 does not): installs a handler that prints every record it receives, then fails
// an XCTest assertion outside any XCTest test, as a helper called from a @Test would.

typealias FallbackEventHandler = @convention(c) (UnsafePointer<CChar>, UnsafeRawPointer, Int, UnsafeRawPointer?) -> Void
typealias InstallFallbackEventHandler = @convention(c) (FallbackEventHandler) -> Bool

let printRecord: FallbackEventHandler = { version, bytes, count, _ in
    let json = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
    print("\(String(cString: version)) \(json)")
}

guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "_swift_testing_installFallbackEventHandler") else {
    print("lib_TestingInterop is not loaded")
    exit(2)
}
let install = unsafeBitCast(symbol, to: InstallFallbackEventHandler.self)
guard install(printRecord) else {
    print("a fallback event handler was already installed")
    exit(3)
}
XCTAssertEqual(1 + 1, 3, "outside any XCTest test") // @L:probe
