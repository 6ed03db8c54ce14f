#include "ccount.h"

int ccount_letters(const char *text) {
    int count = 0;
    for (; *text; text++) {
        if (*text != ' ') count++;
    }
    return count;
}
