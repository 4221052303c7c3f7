#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>

/// Whether this build counts heap allocations (Linux with glibc: the benchmark executable
/// defines malloc and its kin over glibc's own, so every allocation in the process passes
/// through them).
bool malloc_counter_is_available(void);

/// How many blocks were allocated (malloc, calloc, realloc of NULL, aligned allocations)
/// since the process started.
unsigned long malloc_counter_allocations(void);

/// How many bytes of heap blocks are in use now (glibc's mallinfo2).
unsigned long malloc_counter_bytes_in_use(void);

#endif
