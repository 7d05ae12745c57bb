/* fuzz_check.c - fuzz target: a small module of several files (the input's parts, split at form feeds: main.tf, variables.tf, main_override.tf, other.tofu and tests/main.tftest.hcl) through the commands that check it and render what they find: check (human and JSON each time; SARIF, the load and file levels, refs as text and JSON, graph as order and DOT, one of them picked by the input's length).  Every output must be well-formed UTF-8. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../cli/cli.h" /* the CLI's own header, beside its sources */
#include "fuzz.h"

const char fuzz_name[] = "check";

static const char *const files[] = {"main.tf", "variables.tf", "main_override.tf", "other.tofu",
				    "tests/main.tftest.hcl"};
enum { NFILES = sizeof files / sizeof files[0] };

/* Runs a command on the module's folder, its standard output in a scratch
 * file whose text must be well-formed UTF-8. */
static void run(int (*command)(int, char **), const char *name, const char *opt, const char *value)
{
	static char out_path[256];
	char *argv[5];
	int argc = 0;
	char dir[256];
	snprintf(dir, sizeof dir, "%s", fuzz_dir());
	argv[argc++] = (char *)name;
	if (opt) {
		argv[argc++] = (char *)opt;
		argv[argc++] = (char *)value;
	}
	argv[argc++] = dir;
	argv[argc] = NULL;
	snprintf(out_path, sizeof out_path, "%s", fuzz_write("out.txt", "", 0));
	fuzz_quiet();
	int fd = open(out_path, O_WRONLY | O_TRUNC);
	if (fd >= 0) {
		dup2(fd, 1);
		close(fd);
	}
	int status = command(argc, argv);
	fflush(stdout);
	fuzz_loud();
	FUZZ_CHECK(status == CLI_OK || status == CLI_FOUND_ERRORS, "a module is checked, whatever it holds");

	FILE *f = fopen(out_path, "rb");
	hcl_buf text = {0};
	char chunk[4096];
	size_t n;
	while (f && (n = fread(chunk, 1, sizeof chunk, f)) > 0)
		hcl_buf_put(&text, chunk, n);
	if (f)
		fclose(f);
	FUZZ_CHECK(text.oom || fuzz_utf8(text.p, text.n), "the output is well-formed UTF-8");
	hcl_buf_free(&text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data, *end = p + size;
	if (size > 65536)
		return 0;
	fuzz_mkdir("tests");
	for (int i = 0; i < NFILES; i++) {
		const char *ff = p < end ? memchr(p, '\f', (size_t)(end - p)) : NULL;
		const char *stop = i == NFILES - 1 || !ff ? end : ff;
		fuzz_write(files[i], p, p < end ? (size_t)(stop - p) : 0);
		p = stop < end ? stop + 1 : end;
	}
	/* check in the human layout and as JSON each time, one more command
	 * picked by the input's length */
	run(cli_check, "check", NULL, NULL);
	run(cli_check, "check", "--format", "json");
	switch (size % 7) {
	case 0: run(cli_check, "check", "--format", "sarif"); break;
	case 1: run(cli_check, "check", "--level", "load"); break;
	case 2: run(cli_check, "check", "--level", "file"); break;
	case 3: run(cli_refs, "refs", NULL, NULL); break;
	case 4: run(cli_refs, "refs", "--format", "json"); break;
	case 5: run(cli_graph, "graph", NULL, NULL); break;
	default: run(cli_graph, "graph", "--format", "dot"); break;
	}
	return 0;
}
