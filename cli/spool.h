/* spool.h - the text a unit of work writes while it waits its turn to be
 * written out (spool.c): in memory while it is small, in an unnamed
 * temporary file past CLI_SPOOL_MEM bytes, so that the output of a large
 * module does not hold memory in proportion to it. */
#ifndef RESERVE_CLI_SPOOL_H
#define RESERVE_CLI_SPOOL_H

#include <stdint.h>
#include <stdio.h>

enum { CLI_SPOOL_MEM = 256 * 1024 };

/* A finished text: in mem, or, once it grew past CLI_SPOOL_MEM, all of it
 * in file. */
typedef struct cli_text {
	char *mem;
	size_t n, cap;  /* bytes in mem; its size */
	FILE *file;     /* the temporary file, or NULL */
	uint64_t size;  /* bytes in all */
} cli_text;

/* A stream f that writes into a cli_text.  Where the C library cannot make
 * such a stream (no fopencookie), f is a memory stream and the text stays
 * in memory whatever its size. */
typedef struct cli_spool {
	FILE *f;
	cli_text t;
	int failed;     /* out of memory, or the temporary file failed */
	int memory_stream; /* no fopencookie: f is a memory stream on mb */
	char *mb;
	size_t mn;
} cli_spool;

/* Opens s (zeroed by the caller); 0, or -1 without memory. */
int cli_spool_open(cli_spool *s);
void cli_spool_close(cli_spool *s);
/* Moves what was written to s since the last take into *t, and starts s
 * empty again.  Returns 0, or -1 when some of the text was lost (out of
 * memory or the temporary file failed): *t has what could be kept. */
int cli_spool_take(cli_spool *s, cli_text *t);
/* Writes bytes [from, to) of t on out; -1 when its file cannot be read
 * back. */
int cli_text_write(const cli_text *t, uint64_t from, uint64_t to, FILE *out);
void cli_text_free(cli_text *t);

#endif
