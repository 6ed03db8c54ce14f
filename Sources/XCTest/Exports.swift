// Harness's XCTest: a drop-in replacement for the toolchain's XCTest on Linux.
//
// Like the toolchain's module, it re-exports Foundation, so that test files which only
// `import XCTest` keep compiling.
@_exported import Foundation
