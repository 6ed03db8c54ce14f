// CHarnessLaunch is its header (include/CHarnessLaunch.h): a weak reference to Harness's XCTest
// test-end hook. SwiftPM needs one source file in a C target.
#include "CHarnessLaunch.h"
