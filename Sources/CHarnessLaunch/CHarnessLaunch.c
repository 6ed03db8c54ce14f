// CHarnessLaunch is mostly its header (include/CHarnessLaunch.h): a weak reference to Harness's
// XCTest test-end hook, and the one socket query Swift cannot spell on Linux.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CHarnessLaunch.h"

#include <sys/socket.h>

int harness_launch_socket_peer(int descriptor) {
#if defined(__linux__)
    struct ucred peer;
    socklen_t size = sizeof(peer);
    if (getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &peer, &size) != 0 || size != sizeof(peer)) {
        return -1;
    }
    return peer.pid;
#else
    (void)descriptor;
    return -1;
#endif
}
