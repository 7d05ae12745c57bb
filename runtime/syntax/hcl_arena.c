/* hcl_arena.c - bump allocator: one per parsed file, freed in one go.  The
 * fast path is inline in hcl.h; here are new blocks. */
#include <stdlib.h>
#include <string.h>

#include "hcl.h"

struct hcl_arena_block {
	hcl_arena_block *next;
	size_t size;
};

enum { ARENA_CHUNK = 64 * 1024 };

void hcl_arena_init(hcl_arena *a)
{
	a->head = NULL;
	a->cur = a->end = NULL;
}

void hcl_arena_free(hcl_arena *a)
{
	hcl_arena_block *b = a->head;
	while (b) {
		hcl_arena_block *next = b->next;
#ifdef HCL_ARENA_ASAN
		ASAN_UNPOISON_MEMORY_REGION(b, b->size); /* the red zones of hcl_alloc_raw */
#endif
		free(b);
		b = next;
	}
	hcl_arena_init(a);
}

void *hcl_arena_more(hcl_arena *a, size_t need)
{
	size_t hdr = (sizeof(hcl_arena_block) + HCL_ARENA_ALIGN - 1) & ~(size_t)(HCL_ARENA_ALIGN - 1);
	size_t size = need + hdr > ARENA_CHUNK ? need + hdr : ARENA_CHUNK;
	hcl_arena_block *b = malloc(size);
	if (!b)
		abort(); /* out of memory: nothing sensible is left to do */
	b->next = a->head;
	b->size = size;
	a->head = b;
	a->cur = (char *)b + hdr + need;
	a->end = (char *)b + size;
	return (char *)b + hdr;
}

char *hcl_strndup(hcl_arena *a, const char *s, size_t n)
{
	char *d = hcl_alloc_raw(a, n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}
