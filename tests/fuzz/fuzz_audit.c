/* fuzz_audit.c - fuzz target: `reserve audit` from OpenTofu 1.10 to the fix tests' new release (the current language, a root symbols and a meta-argument enabled) over a small module (the input's parts, split at form feeds: main.tf, other.tf, main.tf.json and tests/main.tftest.hcl), in one of its four formats picked by the input's length: it never fails on what the module holds, its output is well-formed UTF-8, and its JSON is a JSON document. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../cli/cli.h" /* the CLI's own header, beside its sources */
#include "fuzz.h"
#include "hcl.h"
#include "hcl_json.h"

const char fuzz_name[] = "audit";

static const char *const files[] = {"main.tf", "other.tf", "main.tf.json", "tests/main.tftest.hcl"};
enum { NFILES = sizeof files / sizeof files[0] };

static const char old_spec[] = FUZZ_SRCDIR "/spec/history/tofu-1.10.hcl";
static const char new_spec[] = FUZZ_SRCDIR "/tests/data/fix/specs/new.hcl";
static const char *const formats[] = {"human", "markdown", "json", "sarif"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char dir[256];
	hcl_buf out = {0};
	if (size > 65536)
		return 0;
	fuzz_module(data, size, files, NFILES);
	snprintf(dir, sizeof dir, "%s", fuzz_dir());
	const char *format = formats[size % 4];
	const char *argv[] = {"audit", "-j", "1", "--format", format, old_spec, new_spec, dir, NULL};
	int status = fuzz_run(cli_audit, (char **)argv, &out, 1);
	FUZZ_CHECK(status == CLI_OK || status == CLI_FOUND_ERRORS, "audit runs, whatever the module holds");
	if (strcmp(format, "json") == 0 || strcmp(format, "sarif") == 0) {
		hcl_json_file *jf = hcl_json_parse("audit.json", out.p ? out.p : "", out.n);
		FUZZ_CHECK(!out.oom && jf && jf->file.nerrors == 0, "audit's JSON is a JSON document");
		hcl_json_free(jf);
	}
	hcl_buf_free(&out);
	return 0;
}
