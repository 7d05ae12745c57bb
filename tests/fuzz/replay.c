/* replay.c - the main of a fuzz target outside libFuzzer (make check, any compiler): replays the target's committed corpus, tests/fuzz/corpus/NAME under $top_srcdir, or the files and folders given, and reports in TAP. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"
#include "hcl.h"

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs the target on the file at path; returns 1, or 0 when unreadable. */
static int replay_file(const char *path)
{
	size_t len;
	int err = 0;
	char *data = hcl_read_file(path, &len, &err);
	if (!data)
		return 0;
	LLVMFuzzerTestOneInput((const uint8_t *)data, len);
	free(data);
	return 1;
}

/* Runs the target on path, or on every file of the folder path (sorted);
 * returns how many inputs ran, or -1 when path cannot be read. */
static long replay(const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return -1;
	if (!S_ISDIR(st.st_mode))
		return replay_file(path) ? 1 : -1;
	DIR *d = opendir(path);
	char **names = NULL;
	size_t n = 0, cap = 0;
	long ran = 0;
	struct dirent *e;
	if (!d)
		return -1;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.' || hcl_grow((void **)&names, &cap, n + 1, sizeof *names) != 0)
			continue;
		size_t k = strlen(path) + strlen(e->d_name) + 2;
		if ((names[n] = malloc(k)) != NULL)
			snprintf(names[n++], k, "%s/%s", path, e->d_name);
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		ran += replay_file(names[i]);
		free(names[i]);
	}
	free(names);
	return ran;
}

int main(int argc, char **argv)
{
	char corpus[1024];
	long ran = 0;
	printf("1..1\n");
	fflush(stdout);
	if (argc < 2) {
		const char *top = getenv("top_srcdir");
		snprintf(corpus, sizeof corpus, "%s/tests/fuzz/corpus/%s", top ? top : ".", fuzz_name);
		ran = replay(corpus);
	}
	for (int i = 1; i < argc && ran >= 0; i++) {
		long r = replay(argv[i]);
		ran = r < 0 ? r : ran + r;
	}
	if (ran <= 0) {
		printf("not ok 1 - %s: no corpus to replay\n", fuzz_name);
		return 1;
	}
	printf("ok 1 - %s: %ld inputs replayed without a crash or a broken invariant\n", fuzz_name, ran);
	return 0;
}
