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
