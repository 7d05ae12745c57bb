/* fault.h - fault injection for tests/nomem.c and tests/nomem_check.c:
 * forced into every source of the layers those tests build (-include), it
 * sends their malloc, calloc, realloc, free, strdup, strndup and realpath
 * through counters (tests/fault.c) that fail the Nth allocation (as
 * SQLite's NOMEM tests do) and count the blocks still held. */
#ifndef RESERVE_TESTS_FAULT_H
#define RESERVE_TESTS_FAULT_H

#include <stdlib.h>
#include <string.h>

/* The state: fail_at is the number of the allocation to fail (0: none);
 * calls counts allocations since the last reset; live the blocks held. */
typedef struct fault_state {
	unsigned long fail_at, calls, failed;
	long live;
} fault_state;

fault_state *fault(void);
void *fault_malloc(size_t n);
void *fault_calloc(size_t k, size_t n);
void *fault_realloc(void *p, size_t n);
void fault_free(void *p);
char *fault_strdup(const char *s);
char *fault_strndup(const char *s, size_t n);
char *fault_realpath(const char *path, char *resolved);

#define malloc fault_malloc
#define calloc fault_calloc
#define realloc fault_realloc
#define free fault_free
#define strdup fault_strdup
#define strndup fault_strndup
#define realpath fault_realpath

#endif
