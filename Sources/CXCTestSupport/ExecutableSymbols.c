// Finds functions of the main executable by name in its ELF symbol table (`.symtab`), hidden
// ones included, for when a weak reference cannot bind to them.
//
// The LLVM profile runtime is linked statically into an instrumented executable, and its
// functions have hidden visibility: the static linker binds weak references of objects in the
// same link (Harness's XCTest adopted by a package), but a shared library loaded beside it
// (Harness's `libHarnessXCTest.so`, which an unmodified package is built against) sees none of
// them, and neither does `dlsym`. Their addresses are still in the executable's own symbol
// table, which a debug build keeps: one read of the file, after a look at its section headers
// shows it is instrumented at all (an uninstrumented executable costs the headers only).
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // dl_iterate_phdr
#endif
#include "ExecutableSymbols.h"

#if defined(__linux__) && defined(__LP64__)
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// The first object `dl_iterate_phdr` visits is the main program: its load bias.
static int cxct_main_program_bias(struct dl_phdr_info *info, size_t size, void *bias) {
    (void)size;
    *(uintptr_t *)bias = (uintptr_t)info->dlpi_addr;
    return 1;
}

// Whether `[offset, offset + length)` lies inside a file of `size` bytes.
static int cxct_inside(uint64_t offset, uint64_t length, size_t size) {
    return offset <= size && length <= size - offset;
}

// The section named `name`, or NULL; `names` is the section-name string table.
static const Elf64_Shdr *cxct_section(const Elf64_Shdr *sections, size_t count, const char *names, size_t namesSize,
                                      const char *name) {
    for (size_t index = 0; index < count; index++) {
        if (sections[index].sh_name < namesSize
            && strncmp(names + sections[index].sh_name, name, namesSize - sections[index].sh_name) == 0) {
            return &sections[index];
        }
    }
    return NULL;
}

static size_t cxct_lookup(const unsigned char *file, size_t size, const char *requiredSection,
                          const char *const *names, size_t count, void **addresses) {
    if (size < sizeof(Elf64_Ehdr) || memcmp(file, ELFMAG, SELFMAG) != 0 || file[EI_CLASS] != ELFCLASS64) return 0;
    const Elf64_Ehdr *header = (const Elf64_Ehdr *)file;
    if (header->e_shentsize != sizeof(Elf64_Shdr) || header->e_shstrndx >= header->e_shnum
        || !cxct_inside(header->e_shoff, (uint64_t)header->e_shnum * sizeof(Elf64_Shdr), size)) {
        return 0;
    }
    const Elf64_Shdr *sections = (const Elf64_Shdr *)(file + header->e_shoff);
    const Elf64_Shdr *nameTable = &sections[header->e_shstrndx];
    if (!cxct_inside(nameTable->sh_offset, nameTable->sh_size, size)) return 0;
    const char *sectionNames = (const char *)file + nameTable->sh_offset;
    if (requiredSection != NULL
        && cxct_section(sections, header->e_shnum, sectionNames, nameTable->sh_size, requiredSection) == NULL) {
        return 0;
    }
    const Elf64_Shdr *symbols = cxct_section(sections, header->e_shnum, sectionNames, nameTable->sh_size, ".symtab");
    if (symbols == NULL || symbols->sh_type != SHT_SYMTAB || symbols->sh_link >= header->e_shnum) return 0;
    const Elf64_Shdr *strings = &sections[symbols->sh_link];
    if (!cxct_inside(symbols->sh_offset, symbols->sh_size, size)
        || !cxct_inside(strings->sh_offset, strings->sh_size, size)) {
        return 0;
    }
    uintptr_t bias = 0;
    dl_iterate_phdr(cxct_main_program_bias, &bias);
    const Elf64_Sym *symbol = (const Elf64_Sym *)(file + symbols->sh_offset);
    const Elf64_Sym *end = symbol + symbols->sh_size / sizeof(Elf64_Sym);
    const char *text = (const char *)file + strings->sh_offset;
    size_t found = 0;
    for (; symbol < end && found < count; symbol++) {
        if (ELF64_ST_TYPE(symbol->st_info) != STT_FUNC || symbol->st_shndx == SHN_UNDEF
            || symbol->st_name >= strings->sh_size) {
            continue;
        }
        const char *name = text + symbol->st_name;
        size_t room = strings->sh_size - symbol->st_name;
        for (size_t index = 0; index < count; index++) {
            if (addresses[index] == NULL && strncmp(name, names[index], room) == 0) {
                addresses[index] = (void *)(bias + symbol->st_value);
                found++;
                break;
            }
        }
    }
    return found;
}

size_t cxct_executable_functions(const char *requiredSection, const char *const *names, size_t count,
                                 void **addresses) {
    for (size_t index = 0; index < count; index++) addresses[index] = NULL;
    int descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    struct stat status;
    size_t found = 0;
    if (fstat(descriptor, &status) == 0 && status.st_size > 0) {
        size_t size = (size_t)status.st_size;
        void *file = mmap(NULL, size, PROT_READ, MAP_PRIVATE, descriptor, 0);
        if (file != MAP_FAILED) {
            found = cxct_lookup(file, size, requiredSection, names, count, addresses);
            munmap(file, size);
        }
    }
    close(descriptor);
    return found;
}

#else

size_t cxct_executable_functions(const char *requiredSection, const char *const *names, size_t count,
                                 void **addresses) {
    (void)requiredSection;
    (void)names;
    for (size_t index = 0; index < count; index++) addresses[index] = NULL;
    return 0;
}

#endif
