/* fault.c - the allocator of tests/fault.h: each allocation is counted, the
 * one numbered fault()->fail_at fails (returns NULL, errno ENOMEM), and
 * fault()->live counts the blocks held, so that a test can tell a leak
 * after a failure from a clean error. */
#define _DEFAULT_SOURCE 1 /* realpath, strndup */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "fault.h"

#undef malloc
#undef calloc
#undef realloc
#undef free
#undef strdup
#undef strndup
#undef realpath

fault_state *fault(void)
{
	static fault_state st;
	return &st;
}

/* One more allocation: 1 when it is the one to fail. */
static int fault_next(void)
{
	fault_state *s = fault();
	s->calls++;
	if (s->fail_at && s->calls == s->fail_at) {
		s->failed++;
		errno = ENOMEM;
		return 1;
	}
	return 0;
}

void *fault_malloc(size_t n)
{
	void *p = fault_next() ? NULL : malloc(n);
	fault()->live += p != NULL;
	return p;
}

void *fault_calloc(size_t k, size_t n)
{
	void *p = fault_next() ? NULL : calloc(k, n);
	fault()->live += p != NULL;
	return p;
}

void *fault_realloc(void *p, size_t n)
{
	if (fault_next())
		return NULL;
	void *q = realloc(p, n);
	fault()->live += !p && q;
	return q;
}

void fault_free(void *p)
{
	fault()->live -= p != NULL;
	free(p);
}

char *fault_strdup(const char *s)
{
	return fault_strndup(s, strlen(s));
}

char *fault_strndup(const char *s, size_t n)
{
	size_t len = strnlen(s, n);
	char *d = fault_malloc(len + 1);
	if (d) {
		memcpy(d, s, len);
		d[len] = '\0';
	}
	return d;
}

char *fault_realpath(const char *path, char *resolved)
{
	if (resolved)
		return realpath(path, resolved);
	if (fault_next())
		return NULL;
	char *r = realpath(path, NULL);
	fault()->live += r != NULL;
	return r;
}
