/* hcl_arena.c - bump allocator: one per parsed file, freed in one go.  The
 * fast path is inline in hcl.h; here are new blocks, and the blocks an
 * hcl_reuse keeps from one file to the next. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_parser.h"

struct hcl_arena_block {
	hcl_arena_block *next;
	size_t size;
};

/* A block's size, unless one object needs more.  A small file's arena is
 * one block, whose pages are touched as far as it is filled: with 64 KiB
 * blocks the pages left untouched at first were touched as later, larger
 * files reused the blocks, and a run's peak RSS grew with the number of
 * files read (check -j 2: 3.8 MiB over a corpus, 4.4 MiB over four copies
 * of it with 16 KiB blocks; 4.7 and 5.9 MiB with 64 KiB). */
enum { ARENA_CHUNK = 16 * 1024 };

/* The most blocks an hcl_reuse keeps (4 MiB): what a module larger than
 * that frees beyond them goes back to malloc. */
enum { REUSE_MAX_BLOCKS = 256 };

void hcl_arena_init(hcl_arena *a)
{
	a->head = NULL;
	a->cur = a->end = NULL;
	a->reuse = NULL;
	a->oom = NULL;
}

void hcl_arena_oom(hcl_arena *a)
{
	assert(a->oom && "an arena allocated in with no hcl_oom handler set (hcl.h)");
	if (a->oom)
		hcl_oom_jump(a->oom);
	abort(); /* unreachable from the library's entry points: see hcl.h */
}

void hcl_oom_jump(hcl_oom *h)
{
	while (h->held) {
		hcl_held *x = h->held;
		h->held = x->next;
		if (x->buf)
			hcl_buf_free(x->buf);
		if (x->ptr) {
			free(*x->ptr);
			*x->ptr = NULL;
		}
		if (x->fn)
			x->fn(x->arg);
	}
	longjmp(h->jb, 1);
}

void hcl_oom_hold(hcl_arena *a, hcl_held *h, hcl_buf *buf, void **ptr)
{
	h->buf = buf;
	h->ptr = ptr;
	h->fn = NULL;
	h->arg = NULL;
	h->next = NULL;
	if (a->oom) {
		h->next = a->oom->held;
		a->oom->held = h;
	}
}

void hcl_oom_hold_fn(hcl_arena *a, hcl_held *h, void (*fn)(void *arg), void *arg)
{
	hcl_oom_hold(a, h, NULL, NULL);
	h->fn = fn;
	h->arg = arg;
}

void hcl_oom_release(hcl_arena *a, hcl_held *h)
{
	if (a->oom && a->oom->held == h)
		a->oom->held = h->next;
}

void hcl_arena_free(hcl_arena *a)
{
	hcl_reuse *r = a->reuse;
	hcl_oom *oom = a->oom;
	hcl_arena_block *b = a->head;
	while (b) {
		hcl_arena_block *next = b->next;
#ifdef HCL_ARENA_ASAN
		ASAN_UNPOISON_MEMORY_REGION(b, b->size); /* the red zones of hcl_alloc_raw */
#endif
		if (r && b->size == ARENA_CHUNK && r->nblocks < REUSE_MAX_BLOCKS) {
			b->next = r->blocks;
			r->blocks = b;
			r->nblocks++;
		} else {
			free(b);
		}
		b = next;
	}
	hcl_arena_init(a);
	a->reuse = r;
	a->oom = oom;
}

void *hcl_arena_more(hcl_arena *a, size_t need)
{
	void *p = hcl_arena_more_try(a, need);
	if (!p)
		hcl_arena_oom(a);
	return p;
}

void *hcl_arena_more_try(hcl_arena *a, size_t need)
{
	size_t hdr = (sizeof(hcl_arena_block) + HCL_ARENA_ALIGN - 1) & ~(size_t)(HCL_ARENA_ALIGN - 1);
	size_t size = need + hdr > ARENA_CHUNK ? need + hdr : ARENA_CHUNK;
	hcl_reuse *r = a->reuse;
	hcl_arena_block *b;
	if (r && r->blocks && size == ARENA_CHUNK) {
		b = r->blocks;
		r->blocks = b->next;
		r->nblocks--;
	} else if (!(b = malloc(size))) {
		return NULL;
	}
	b->next = a->head;
	b->size = size;
	a->head = b;
	a->cur = (char *)b + hdr + need;
	a->end = (char *)b + size;
	return (char *)b + hdr;
}

void hcl_arena_drop_blocks(hcl_reuse *r)
{
	while (r->blocks) {
		hcl_arena_block *next = r->blocks->next;
		free(r->blocks);
		r->blocks = next;
	}
	r->nblocks = 0;
}

char *hcl_strndup(hcl_arena *a, const char *s, size_t n)
{
	char *d = hcl_alloc_raw(a, n + 1);
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *hcl_buf_done(hcl_arena *a, hcl_buf *b)
{
	char *d = b->oom ? NULL : hcl_alloc_try(a, b->n + 1);
	if (d) {
		if (b->n)
			memcpy(d, b->p, b->n);
		d[b->n] = '\0';
	}
	hcl_buf_free(b);
	if (!d)
		hcl_arena_oom(a);
	return d;
}
