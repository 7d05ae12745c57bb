/* fuzz_fix.c - fuzz target: `reserve fix` on a small module (the input's parts, split at form feeds: main.tf, other.tf, main.tf.json and tests/main.tftest.hcl) from the built-in release to the fix tests' new one (a root symbols and a meta-argument enabled of resources and module calls), with its invariants: it never fails on what the module holds, a file it rewrites that parsed clean still does, and a second run rewrites nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../cli/cli.h" /* the CLI's own header, beside its sources */
#include "fuzz.h"
#include "hcl.h"
#include "hcl_json.h"

const char fuzz_name[] = "fix";

static const char *const files[] = {"main.tf", "other.tf", "main.tf.json", "tests/main.tftest.hcl"};
enum { NFILES = sizeof files / sizeof files[0] };

static const char new_spec[] = FUZZ_SRCDIR "/tests/data/fix/specs/new.hcl";

/* Runs reserve fix MODE [--trim] on the module; returns its exit status,
 * which must be 0 or 1 (nothing here is a usage or I/O error).  What it
 * prints is well-formed UTF-8, but for a diff. */
static int fix(const char *mode, int trim)
{
	char dir[256];
	const char *argv[] = {"fix", "-j", "1", "--to", new_spec, mode, dir, NULL, NULL};
	snprintf(dir, sizeof dir, "%s", fuzz_dir());
	if (trim) {
		argv[7] = dir;
		argv[6] = "--trim";
	}
	int status = fuzz_run(cli_fix, (char **)argv, NULL, strcmp(mode, "--diff") != 0);
	FUZZ_CHECK(status == CLI_OK || status == CLI_FOUND_ERRORS, "fix runs, whatever the module holds");
	return status;
}

/* How many errors hcl finds in the text of file i (in a JSON file, those
 * of the templates in its strings too). */
static unsigned errors(int i, const hcl_buf *text)
{
	size_t n = strlen(files[i]);
	int json = n > 5 && strcmp(files[i] + n - 5, ".json") == 0;
	hcl_json_file *jf = json ? hcl_json_parse(files[i], text->p ? text->p : "", text->n) : NULL;
	hcl_file *f = json ? (jf ? &jf->file : NULL)
			   : hcl_parse(files[i], text->p ? text->p : "", text->n, HCL_MODE_CONFIG);
	unsigned e = (f ? f->nerrors : 0) + (jf ? jf->nterrors : 0);
	if (jf)
		hcl_json_free(jf);
	else
		hcl_file_free(f);
	return e;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hcl_buf before[NFILES] = {{0}}, after = {0};
	if (size > 65536)
		return 0;
	fuzz_module(data, size, files, NFILES);
	fix(size % 2 ? "--check" : "--diff", size % 3 == 0);
	for (int i = 0; i < NFILES; i++)
		fuzz_read(files[i], &before[i]);
	fix("--write", 0);
	for (int i = 0; i < NFILES; i++) {
		fuzz_read(files[i], &after);
		int same = after.n == before[i].n && (after.n == 0 || memcmp(after.p, before[i].p, after.n) == 0);
		if (!same && errors(i, &before[i]) == 0)
			FUZZ_CHECK(errors(i, &after) == 0, "a file fix rewrites that parsed clean still does");
		hcl_buf_reset(&before[i]);
		hcl_buf_put(&before[i], after.p ? after.p : "", after.n);
	}
	fix("--write", 0);
	for (int i = 0; i < NFILES; i++) {
		fuzz_read(files[i], &after);
		FUZZ_CHECK(after.n == before[i].n && (after.n == 0 || memcmp(after.p, before[i].p, after.n) == 0),
			   "a second fix --write rewrites nothing");
		hcl_buf_free(&before[i]);
	}
	hcl_buf_free(&after);
	return 0;
}
