internal import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// `harness_xctest_at_test_end`, the C hook HarnessLaunch reaches Harness's XCTest by (its
/// header, `CHarnessLaunch.h`, declares it weak): registers `action` for the end of the test
/// the calling task runs (``TestEndActions``) and returns that test's identifier, `malloc`ed;
/// NULL when no test runs. A C symbol, not a Swift type: under `harness test` an unmodified
/// package's HarnessLaunch and this library each have their own copy of `HarnessWire`.
///
/// Public only so that the symbol is exported from the library; not an API.
@_cdecl("harness_xctest_at_test_end")
public func _harnessXCTestAtTestEnd(
    _ action: @convention(c) (UnsafeMutableRawPointer?, Bool) -> UnsafeMutablePointer<CChar>?,
    _ context: UnsafeMutableRawPointer?
) -> UnsafeMutablePointer<CChar>? {
    guard let actions = TestEndActions.current else { return nil }
    let address = context.map { UInt(bitPattern: $0) }
    actions.add { failed in
        guard let failure = action(address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }, failed) else {
            return []
        }
        defer { free(failure) }
        return [String(cString: failure)]
    }
    return strdup(actions.test.description)
}
