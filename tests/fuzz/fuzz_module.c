/* fuzz_module.c - fuzz target at speed: a module of several files checked
 * from buffers through the library, with no file and no command line.  The
 * input's parts, split at form feeds, are main.tf, variables.tf,
 * main_override.tf, other.tf.json and tests/main.tftest.hcl (the rest of
 * the input, form feeds and all: fuzz_module_mem); each is parsed
 * (rsv_parse, the JSON syntax for the .json one) with the memory of the run
 * before (hcl_reuse, as a thread of reserve keeps it), and the module is
 * checked as `reserve check` checks it (rsv_check_module_cycles).  Every
 * diagnostic must lie in its file, and a file's diagnostics must render
 * (hcl_render_diags) as well-formed UTF-8: rendering costs more than the
 * check, so it is done for one input in eight (the deep `check` target
 * renders every one in every format). */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "rsv.h"
#include "rsv_graph.h"
#include "spec.h"

const char fuzz_name[] = "module";

static const char *const names[] = {"main.tf", "variables.tf", "main_override.tf", "other.tf.json",
				    "tests/main.tftest.hcl"};
enum { NFILES = sizeof names / sizeof names[0] };

/* Checks the module made of the parts (rendering the diagnostics when
 * render is set). */
static void check(const uint8_t *data, size_t size, hcl_reuse *r, int render)
{
	rsv_module *m = fuzz_module_mem(&tofu_spec, data, size, names, NFILES, r);
	if (!m)
		return;
	rsv_check_module_cycles(m);
	fuzz_diags_in_files(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		if (!render || !f->diags)
			continue;
		hcl_buf out = {0};
		hcl_render_diags(&out, f, 0);
		FUZZ_CHECK(out.oom || fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
		hcl_buf_free(&out);
	}
	rsv_module_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hcl_reuse *reuse; /* kept for the whole run */
	if (!reuse)
		reuse = hcl_reuse_new();
	check(data, size, reuse, size % 8 == 0);
	return 0;
}
