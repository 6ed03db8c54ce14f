#include "CXCTestSupport.h"

// The Swift runtime finds a class method's implementation in a class's vtable from the
// method's descriptor and the descriptor of the class that declares it; resilient callers
// dispatch through it. The descriptors are the XCTest module's own symbols (this target is
// only ever linked with it), named by their mangled names.
// Mach-O symbols carry a leading underscore that ELF ones do not.
#if defined(__APPLE__)
#define CXCT_SWIFT_SYMBOL(name) "_" name
#else
#define CXCT_SWIFT_SYMBOL(name) name
#endif

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);
extern const char cxct_xctest_class_descriptor __asm__(CXCT_SWIFT_SYMBOL("$s6XCTestAACMn"));
extern const char cxct_async_setup_descriptor __asm__(CXCT_SWIFT_SYMBOL("$s6XCTestAAC5setUpyyYaKFTq"));
extern const char cxct_async_teardown_descriptor __asm__(CXCT_SWIFT_SYMBOL("$s6XCTestAAC8tearDownyyYaKFTq"));

static int overrides(const void *classMetadata, const void *baseMetadata, const void *method) {
    const void *own = swift_lookUpClassMethod(classMetadata, method, &cxct_xctest_class_descriptor);
    const void *base = swift_lookUpClassMethod(baseMetadata, method, &cxct_xctest_class_descriptor);
    return own != base;
}

int cxct_async_lifecycle_overrides(const void *classMetadata, const void *baseMetadata) {
    return overrides(classMetadata, baseMetadata, &cxct_async_setup_descriptor)
        | (overrides(classMetadata, baseMetadata, &cxct_async_teardown_descriptor) << 1);
}
