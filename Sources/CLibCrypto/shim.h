// The system's OpenSSL libcrypto, for the one digest Harness needs: per-test coverage names
// functions by the MD5 of their profile name (LLVM's NameRef). Linking the system library costs
// no compile, where a vendored crypto library cost most of a fresh build of `harness`.
#include <openssl/evp.h>
