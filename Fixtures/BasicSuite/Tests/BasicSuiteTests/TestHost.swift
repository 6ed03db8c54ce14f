/// A type of the suite's own that happens to be named `TestHost` (the server the tests talk
/// to, say). It is not an `ApplicationTestHost`, so it declares nothing: the bundle must run
/// as a library bundle, exactly as on the toolchain's XCTest.
struct TestHost {
    var address = "127.0.0.1"
    var port = 8080
}
