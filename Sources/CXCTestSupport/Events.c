// Small wrappers the Swift side cannot reach through Glibc's module (eventfd, stdio globals).
#include "CXCTestSupport.h"
#include <stdio.h>

#if defined(__linux__)
#include <sys/eventfd.h>

int cxct_event_create(void) {
    return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

void cxct_event_signal(int fd) {
    eventfd_write(fd, 1);
}

int cxct_event_consume(int fd) {
    eventfd_t value = 0;
    return eventfd_read(fd, &value) == 0 ? 1 : 0;
}
#else
int cxct_event_create(void) { return -1; }
void cxct_event_signal(int fd) { (void)fd; }
int cxct_event_consume(int fd) { (void)fd; return 0; }
#endif

void cxct_flush_stdio(void) {
    fflush(stdout);
    fflush(stderr);
}

void cxct_line_buffer_stdout(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

void cxct_write_stdout(const char *text, size_t length) {
    if (text != NULL && length > 0) {
        fwrite(text, 1, length, stdout);
    }
    fflush(stdout);
}
