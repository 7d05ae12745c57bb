/* fuzz_common.c - the helpers of every fuzz target: invariant failures, UTF-8 checks, quiet CLI runs and scratch files. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"
#include "hcl.h"

/* The sanitizers' runtime, when linked: where their reports go. */
extern void __sanitizer_set_report_fd(void *fd) __attribute__((weak));

static int saved_err = -1, saved_out = -1;

void fuzz_fail(const char *file, int line, const char *what)
{
	char msg[512];
	int n = snprintf(msg, sizeof msg, "%s:%d: fuzz invariant broken: %s\n", file, line, what);
	if (write(saved_err >= 0 ? saved_err : 2, msg, n > 0 && (size_t)n < sizeof msg ? (size_t)n : strlen(msg)) < 0)
		abort();
	abort();
}

int fuzz_utf8(const char *s, size_t n)
{
	if (!n)
		return 1;
	const unsigned char *p = (const unsigned char *)s, *e = p + n;
	while (p < e) {
		uint32_t cp;
		int k = *p < 0x80 ? 1 : hcl_utf8_wellformed(p, e, &cp);
		if (!k)
			return 0;
		p += k;
	}
	return 1;
}

void fuzz_quiet(void)
{
	int null;
	fflush(stdout);
	fflush(stderr);
	if (saved_err < 0) {
		saved_err = dup(2);
		saved_out = dup(1);
		if (saved_err >= 0 && __sanitizer_set_report_fd)
			__sanitizer_set_report_fd((void *)(intptr_t)saved_err);
	}
	if ((null = open("/dev/null", O_WRONLY)) >= 0) {
		dup2(null, 1);
		if (!getenv("FUZZ_VERBOSE"))
			dup2(null, 2);
		close(null);
	}
}

void fuzz_loud(void)
{
	fflush(stdout);
	fflush(stderr);
	if (saved_out >= 0)
		dup2(saved_out, 1);
	if (saved_err >= 0)
		dup2(saved_err, 2);
}

/* The scratch folder and what was made in it, removed at exit (folders
 * after the files in them: made later, removed first). */
static char dir[64];
static char made[16][128];
static int nmade;

static void clean_up(void)
{
	char path[256];
	while (nmade > 0) {
		snprintf(path, sizeof path, "%s/%s", dir, made[--nmade]);
		if (unlink(path) != 0)
			rmdir(path);
	}
	rmdir(dir);
}

static void remember(const char *name)
{
	for (int i = 0; i < nmade; i++)
		if (strcmp(made[i], name) == 0)
			return;
	if (nmade == 16 || strlen(name) >= sizeof made[0])
		fuzz_fail(__FILE__, __LINE__, "too many scratch files");
	strcpy(made[nmade++], name);
}

const char *fuzz_dir(void)
{
	if (!dir[0]) {
		const char *tmp = getenv("TMPDIR");
		snprintf(dir, sizeof dir, "%s/reserve-fuzz-XXXXXX", tmp && strlen(tmp) < 32 ? tmp : "/tmp");
		if (!mkdtemp(dir))
			fuzz_fail(__FILE__, __LINE__, "mkdtemp");
		atexit(clean_up);
	}
	return dir;
}

const char *fuzz_mkdir(const char *name)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", fuzz_dir(), name);
	if (mkdir(path, 0700) != 0 && errno != EEXIST)
		fuzz_fail(__FILE__, __LINE__, "cannot make a scratch folder");
	remember(name);
	return path;
}

const char *fuzz_write(const char *name, const void *data, size_t n)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", fuzz_dir(), name);
	remember(name);
	FILE *f = fopen(path, "wb");
	if (!f || (n && fwrite(data, 1, n, f) != n) || fclose(f) != 0)
		fuzz_fail(__FILE__, __LINE__, "cannot write a scratch file");
	return path;
}

void fuzz_module(const uint8_t *data, size_t size, const char *const *names, int n)
{
	const char *p = (const char *)data, *end = p + size;
	for (int i = 0; i < n; i++) {
		const char *slash = strchr(names[i], '/');
		if (slash) {
			char folder[64];
			snprintf(folder, sizeof folder, "%.*s", (int)(slash - names[i]), names[i]);
			fuzz_mkdir(folder);
		}
		const char *ff = p < end ? memchr(p, '\f', (size_t)(end - p)) : NULL;
		const char *stop = i == n - 1 || !ff ? end : ff;
		fuzz_write(names[i], p, p < end ? (size_t)(stop - p) : 0);
		p = stop < end ? stop + 1 : end;
	}
}

rsv_module *fuzz_module_mem(const spec_lang *l, const uint8_t *data, size_t size, const char *const *names, int n,
			    hcl_reuse *r)
{
	rsv_module *m = rsv_module_new_reusing(l, "fuzz", r);
	size_t at = 0;
	for (int i = 0; m && i < n && at <= size; i++) {
		const uint8_t *ff = at < size ? memchr(data + at, '\f', size - at) : NULL;
		size_t len = i == n - 1 || !ff ? size - at : (size_t)(ff - (data + at));
		int testing = strncmp(names[i], "tests/", 6) == 0;
		char *buf = malloc(len + 1);
		if (!buf)
			break;
		if (len)
			memcpy(buf, data + at, len);
		buf[len] = '\0';
		hcl_file *f = rsv_parse_reusing(l, r, names[i], buf, len, testing);
		if (f && rsv_module_add(m, f, testing) != 0)
			hcl_file_free(f);
		at += len + 1;
	}
	return m;
}

void fuzz_diags_in_files(const rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		const hcl_file *f = m->files[i].f;
		for (const hcl_diag *d = f->diags; d; d = d->next)
			FUZZ_CHECK(d->start <= d->end && d->end <= f->len, "a diagnostic lies in its file");
	}
}

/* Appends the whole of the file at path to out; 0 when it cannot be read. */
static int slurp(const char *path, hcl_buf *out)
{
	FILE *f = fopen(path, "rb");
	char chunk[4096];
	size_t n;
	if (!f)
		return 0;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		hcl_buf_put(out, chunk, n);
	fclose(f);
	return 1;
}

int fuzz_read(const char *name, hcl_buf *out)
{
	char path[256];
	snprintf(path, sizeof path, "%s/%s", fuzz_dir(), name);
	hcl_buf_reset(out);
	return slurp(path, out);
}

int fuzz_run(int (*command)(int, char **), char **argv, hcl_buf *out, int utf8)
{
	char path[256];
	int argc = 0;
	while (argv[argc])
		argc++;
	snprintf(path, sizeof path, "%s", fuzz_write("out.txt", "", 0));
	fuzz_quiet();
	int fd = open(path, O_WRONLY | O_TRUNC);
	if (fd >= 0) {
		dup2(fd, 1);
		close(fd);
	}
	int status = command(argc, argv);
	fflush(stdout);
	fuzz_loud();
	hcl_buf text = {0};
	slurp(path, &text);
	FUZZ_CHECK(!utf8 || text.oom || fuzz_utf8(text.p, text.n), "the output is well-formed UTF-8");
	if (out)
		hcl_buf_put(out, text.p ? text.p : "", text.n);
	hcl_buf_free(&text);
	return status;
}
