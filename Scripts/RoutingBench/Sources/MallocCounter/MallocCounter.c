// Counts heap allocations for the routing benchmarks. On Linux with glibc the executable's
// own malloc, calloc, realloc, free and aligned allocations take precedence over libc's for
// the whole process (the Swift runtime's included); each forwards to glibc's implementation
// (its exported __libc_* entry points) and counts new blocks. Elsewhere nothing is replaced
// and the benchmark prints "n/a".
#include "MallocCounter.h"

#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static unsigned long allocations;

static void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

bool malloc_counter_is_available(void) { return true; }

unsigned long malloc_counter_allocations(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

unsigned long malloc_counter_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
bool malloc_counter_is_available(void) { return false; }

unsigned long malloc_counter_allocations(void) { return 0; }

unsigned long malloc_counter_bytes_in_use(void) { return 0; }
#endif
