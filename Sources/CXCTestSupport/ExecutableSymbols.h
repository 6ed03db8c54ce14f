#ifndef CXCT_EXECUTABLE_SYMBOLS_H
#define CXCT_EXECUTABLE_SYMBOLS_H

#include <stddef.h>

/// Looks up the functions named `names[0..<count]` in the main executable's symbol table
/// (hidden ones too) and writes their run-time addresses to `addresses` (NULL for each not
/// found). With `requiredSection`, an executable without a section of that name is not read
/// further and nothing is found. Returns how many were found; 0 where there is no ELF symbol
/// table to read (another platform, a stripped executable).
size_t cxct_executable_functions(const char *_Nullable requiredSection, const char *_Nonnull const *_Nonnull names,
                                 size_t count, void *_Nullable *_Nonnull addresses);

#endif
