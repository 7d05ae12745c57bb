/* fuzz_check.c - fuzz target: a small module of several files (the input's parts, split at form feeds: main.tf, variables.tf, main_override.tf, other.tofu and tests/main.tftest.hcl) through the commands that check it and render what they find: check (human and JSON each time; SARIF, the load and file levels, refs as text and JSON, graph as order and DOT, one of them picked by the input's length).  Every output must be well-formed UTF-8. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../cli/cli.h" /* the CLI's own header, beside its sources */
#include "fuzz.h"

const char fuzz_name[] = "check";

static const char *const files[] = {"main.tf", "variables.tf", "main_override.tf", "other.tofu",
				    "tests/main.tftest.hcl"};
enum { NFILES = sizeof files / sizeof files[0] };

/* Runs a command on the module's folder: a module is checked, whatever it
 * holds. */
static void run(int (*command)(int, char **), const char *name, const char *opt, const char *value)
{
	char dir[256];
	char *argv[5] = {(char *)name};
	int argc = 1;
	snprintf(dir, sizeof dir, "%s", fuzz_dir());
	if (opt) {
		argv[argc++] = (char *)opt;
		argv[argc++] = (char *)value;
	}
	argv[argc++] = dir;
	argv[argc] = NULL;
	int status = fuzz_run(command, argv, NULL, 1);
	FUZZ_CHECK(status == CLI_OK || status == CLI_FOUND_ERRORS, "a module is checked, whatever it holds");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 65536)
		return 0;
	fuzz_module(data, size, files, NFILES);
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
