/* spool.c - the text of a unit of work: written in memory, moved to an
 * unnamed temporary file (tmpfile) once it passes CLI_SPOOL_MEM bytes, and
 * read back when its turn comes to be written out.  GNU parallel keeps the
 * output of each job of --keep-order in a temporary file for the same
 * reason; small texts, the common case, never touch the file system. */
#define _GNU_SOURCE 1 /* fopencookie, where the C library has it */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "spool.h"

/* Appends n bytes to t: in memory, or in its file once there is one; moves
 * the text to a file when memory would pass CLI_SPOOL_MEM (and keeps it in
 * memory when no file can be made). */
static int text_append(cli_text *t, const char *buf, size_t n)
{
	if (!t->file && t->n + n > CLI_SPOOL_MEM) {
		FILE *f = tmpfile();
		if (f && (!t->n || fwrite(t->mem, 1, t->n, f) == t->n)) {
			t->file = f;
			t->n = 0;
		} else if (f) {
			fclose(f);
		}
	}
	if (t->file) {
		if (fwrite(buf, 1, n, t->file) != n)
			return -1;
	} else {
		if (t->n + n > t->cap) {
			size_t cap = t->cap ? t->cap : 4096;
			while (cap < t->n + n)
				cap *= 2;
			char *mem = realloc(t->mem, cap);
			if (!mem)
				return -1;
			t->mem = mem;
			t->cap = cap;
		}
		memcpy(t->mem + t->n, buf, n);
		t->n += n;
	}
	t->size += n;
	return 0;
}

#if defined __GLIBC__
static ssize_t spool_write(void *cookie, const char *buf, size_t n)
{
	cli_spool *s = cookie;
	if (text_append(&s->t, buf, n) != 0) {
		s->failed = 1;
		return -1;
	}
	return (ssize_t)n;
}

/* Only ftello's question (where are we?) is answered. */
static int spool_seek(void *cookie, off64_t *pos, int whence)
{
	const cli_spool *s = cookie;
	if (whence != SEEK_CUR || *pos != 0)
		return -1;
	*pos = (off64_t)s->t.size;
	return 0;
}

int cli_spool_open(cli_spool *s)
{
	cookie_io_functions_t io = {NULL, spool_write, spool_seek, NULL};
	s->f = fopencookie(s, "w", io);
	return s->f ? 0 : -1;
}
#else
int cli_spool_open(cli_spool *s)
{
	s->f = open_memstream(&s->mb, &s->mn);
	s->memory_stream = 1;
	return s->f ? 0 : -1;
}
#endif

void cli_spool_close(cli_spool *s)
{
	if (s->f)
		fclose(s->f);
	cli_text_free(&s->t);
	free(s->mb);
	memset(s, 0, sizeof *s);
}

int cli_spool_take(cli_spool *s, cli_text *t)
{
	int failed = fflush(s->f) != 0;
	if (s->memory_stream) { /* a copy of what it holds */
		off_t at = ftello(s->f);
		size_t n = at > 0 ? (size_t)at : 0;
		failed |= n && text_append(&s->t, s->mb, n) != 0;
		failed |= fseeko(s->f, 0, SEEK_SET) != 0;
	}
	if (s->t.file)
		failed |= fflush(s->t.file) != 0;
	*t = s->t;
	memset(&s->t, 0, sizeof s->t);
	/* The text waits in memory until its turn to be written, while the
	 * thread goes on with other units: an exact copy, and the buffer (grown
	 * by doubling) stays for the next unit.  Handed over as it was, the
	 * buffers of waiting texts left holes that grew the heap as units went
	 * by (peak RSS of check -j 2 over four copies of the corpus against
	 * one: 1.15 with them, 1.08 with copies). */
	if (!t->file && t->n) {
		char *copy = malloc(t->n);
		if (copy) {
			memcpy(copy, t->mem, t->n);
			s->t.mem = t->mem;
			s->t.cap = t->cap;
			t->mem = copy;
			t->cap = t->n;
		}
	}
	failed |= s->failed;
	s->failed = 0;
	return failed ? -1 : 0;
}

int cli_text_write(const cli_text *t, uint64_t from, uint64_t to, FILE *out)
{
	if (to > t->size)
		to = t->size;
	if (from >= to)
		return 0;
	if (!t->file) { /* from < to: mem is not NULL */
		fwrite(t->mem + from, 1, (size_t)(to - from), out);
		return 0;
	}
	char buf[65536];
	if (fseeko(t->file, (off_t)from, SEEK_SET) != 0)
		return -1;
	while (from < to) {
		size_t want = to - from < sizeof buf ? (size_t)(to - from) : sizeof buf;
		size_t got = fread(buf, 1, want, t->file);
		if (!got)
			return -1;
		fwrite(buf, 1, got, out);
		from += got;
	}
	return 0;
}

void cli_text_free(cli_text *t)
{
	if (t->file)
		fclose(t->file);
	free(t->mem);
	memset(t, 0, sizeof *t);
}
