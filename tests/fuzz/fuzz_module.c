/* fuzz_module.c - fuzz target at speed: a module of several files checked
 * from buffers through the library, with no file and no command line.  The
 * input's parts, split at form feeds, are main.tf, variables.tf,
 * main_override.tf, other.tf.json and tests/main.tftest.hcl; each is parsed
 * (rsv_parse, the JSON syntax for the .json one), the module is checked as
 * `reserve check` checks it (rsv_check_module_cycles), once with the parses'
 * memory kept from the run before (hcl_reuse) and once without, and the two
 * must find the same diagnostics.  Every diagnostic must lie in its file and
 * render (hcl_render_diags) as well-formed UTF-8. */
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

/* Checks the module made of the parts; appends "FILE:START-END CODE" for
 * each diagnostic to sig. */
static void check(const uint8_t *data, size_t size, hcl_reuse *r, hcl_buf *sig)
{
	rsv_module *m = rsv_module_new_reusing(&tofu_spec, "fuzz", r);
	if (!m)
		return;
	size_t at = 0;
	for (int i = 0; i < NFILES && at <= size; i++) {
		const uint8_t *ff = memchr(data + at, '\f', size - at);
		size_t n = ff ? (size_t)(ff - (data + at)) : size - at;
		int testing = strncmp(names[i], "tests/", 6) == 0;
		char *buf = malloc(n + 1);
		if (!buf)
			break;
		memcpy(buf, data + at, n);
		buf[n] = '\0';
		hcl_file *f = rsv_parse_reusing(&tofu_spec, r, names[i], buf, n, testing);
		if (f && rsv_module_add(m, f, testing) != 0)
			hcl_file_free(f);
		at += n + 1;
		if (!ff)
			break;
	}
	rsv_check_module_cycles(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		for (const hcl_diag *d = f->diags; d; d = d->next) {
			FUZZ_CHECK(d->start <= d->end && d->end <= f->len, "a diagnostic lies in its file");
			hcl_buf_printf(sig, "%s:%u-%u %s\n", f->name, d->start, d->end, d->code ? d->code : "-");
		}
		hcl_buf out = {0};
		hcl_render_diags(&out, f, 0);
		FUZZ_CHECK(out.oom || fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
		hcl_buf_free(&out);
	}
	rsv_module_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hcl_reuse *r = hcl_reuse_new();
	hcl_buf a = {0}, b = {0};
	check(data, size, r, &a);
	check(data, size, r, &b); /* the memory of the first run reused */
	FUZZ_CHECK(a.oom || b.oom || (a.n == b.n && (a.n == 0 || memcmp(a.p, b.p, a.n) == 0)),
		   "the same diagnostics with the parses' memory reused");
	hcl_buf_free(&a);
	hcl_buf_free(&b);
	hcl_reuse_free(r);
	return 0;
}
