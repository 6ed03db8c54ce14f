#ifndef CCOUNT_H
#define CCOUNT_H
/// The number of characters of `text` that are not spaces.
int ccount_letters(const char *text);
#endif
