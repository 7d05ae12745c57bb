/* fuzz.h - what the fuzz targets share: the libFuzzer entry points they define, the checks of their outputs and quiet runs of the CLI. */
#ifndef RESERVE_TESTS_FUZZ_H
#define RESERVE_TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "hcl_buf.h"
#include "rsv.h"

/* Each target defines these two; replay.c (make check) or libFuzzer
 * (--enable-fuzzing) provides main. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern const char fuzz_name[]; /* the target, and its corpus folder's name */

/* Stops the run with a message (on the saved standard error) when cond is
 * false: an invariant of the code under test broke. */
#define FUZZ_CHECK(cond, what) ((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, what))
void fuzz_fail(const char *file, int line, const char *what);

/* Whether s[0, n) is well-formed UTF-8 (RFC 3629). */
int fuzz_utf8(const char *s, size_t n);

/* Standard output and error to /dev/null until fuzz_loud (with FUZZ_VERBOSE
 * set in the environment, standard error is left alone); sanitizer reports
 * still reach the real standard error. */
void fuzz_quiet(void);
void fuzz_loud(void);

/* A folder of its own for the run (made once, removed at exit with what
 * is made in it), and a file in it with n bytes of data; returns the
 * file's path (static storage, until the next call). */
const char *fuzz_dir(void);
const char *fuzz_write(const char *name, const void *data, size_t n);
/* A folder in it (the path, static storage); made once. */
const char *fuzz_mkdir(const char *name);

/* The parts of data split at form feeds, written in the scratch folder as
 * the n files named (a name may have one folder, made first: "tests/x"). */
void fuzz_module(const uint8_t *data, size_t size, const char *const *names, int n);

/* The module of l made of the parts of data split at form feeds (the last
 * one the rest of data), as the n files named, as many as there are parts
 * (one under "tests/" is a test file, one ending in ".json" is
 * read with the JSON syntax), parsed from memory: no file is written.  r is
 * the memory the parses reuse (hcl.h), or NULL.  NULL when out of memory. */
rsv_module *fuzz_module_mem(const spec_lang *l, const uint8_t *data, size_t size, const char *const *names, int n,
			    hcl_reuse *r);

/* Fails the run unless every diagnostic of every file of m lies in its file. */
void fuzz_diags_in_files(const rsv_module *m);

/* Runs command(argc, argv) (argv NULL-terminated), quiet, its standard
 * output in a scratch file whose text is appended to out; returns its exit
 * status.  With utf8 set, the text must be well-formed UTF-8 (a diff is
 * not: it carries the files' bytes as they are). */
int fuzz_run(int (*command)(int, char **), char **argv, hcl_buf *out, int utf8);

/* A file of the scratch folder, whole, into out (emptied first); 0 when
 * it cannot be read. */
int fuzz_read(const char *name, hcl_buf *out);

#endif
