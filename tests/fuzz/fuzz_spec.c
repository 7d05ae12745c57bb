/* fuzz_spec.c - fuzz target at speed: the spec loader on a spec held in memory (spec_load_sources,
 * no file read: "spec.hcl", beside a complete base spec, "base.hcl", that it may extend), its
 * problems lying in their files and rendered as well-formed UTF-8; a spec that loads is then
 * used to read references and check a small module. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "rsv.h"
#include "spec.h"

const char fuzz_name[] = "spec";

/* Every problem lies in its file, and the file's problems render as well-formed UTF-8. */
static void check_rendering(hcl_file *f)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		FUZZ_CHECK(d->start <= d->end && d->end <= f->len, "a problem lies in its file");
	hcl_buf out = {0};
	hcl_render_diags(&out, f, 0);
	FUZZ_CHECK(out.oom || fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
	hcl_buf_free(&out);
}

/* A few references and a module read with the loaded language. */
static void use(const spec_lang *l)
{
	static const char *const refs[] = {"var.x", "local.y.z", "aws_instance.web[0].id", "module.m.out",
					   "data.a.b", "resource.x.y", "self", "count.index", "each.key",
					   "path.module", "terraform.workspace", "x"};
	static const char module[] = "variable \"x\" {}\nlocals {\n  y = var.x\n}\n"
				     "resource \"aws_instance\" \"web\" {\n  count = 2\n  ami = local.y\n}\n";
	for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
		rsv_ref r;
		hcl_file *f = NULL;
		rsv_parse_ref_str(l, refs[i], NULL, &r, &f);
		hcl_file_free(f);
		f = NULL;
		rsv_parse_ref_str_testing(l, refs[i], NULL, &r, &f);
		hcl_file_free(f);
	}
	rsv_module *m = rsv_module_new(l, "fuzz");
	hcl_file *f = hcl_parse("main.tf", module, sizeof module - 1, HCL_MODE_CONFIG);
	if (m && f && rsv_module_add(m, f, 0) == 0) {
		rsv_check_module(m);
		check_rendering(f);
	} else {
		hcl_file_free(f);
	}
	if (m)
		rsv_module_free(m);
}

/* base.hcl: a language, a fallback and a diagnostic for every role the
 * reference reader needs (spec_words.h). */
static void make_base(hcl_buf *b)
{
	int code = 1;
	hcl_buf_puts(b, "language \"base\" {\n  display = \"Base\"\n  c_prefix = \"base\"\n  version = \"1\"\n}\n"
			"fallback {\n  mode = \"managed\"\n  what = \"a resource type\"\n}\n"
			"root \"var\" {\n  form = name\n  subject = \"InputVariable\"\n}\n");
#define SPEC_READER_ROLE(NAME, word, when, params) \
	hcl_buf_printf(b, "diagnostic \"%s\" {\n  code = \"B%d\"\n  role = \"%s\"\n  summary = \"%s\"\n}\n", \
		       #word, code++, #word, #NAME);
#include "spec_words.h"
	if (b->oom)
		fuzz_fail(__FILE__, __LINE__, "out of memory");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hcl_buf base; /* kept for the whole run */
	if (!base.n)
		make_base(&base);
	/* spec.hcl, and base.hcl beside it (extends = "base.hcl"); a spec that
	 * extends one of its own folder's other names reads nothing */
	const spec_source sources[] = {{"fuzz/spec.hcl", (const char *)data, size}, {"fuzz/base.hcl", base.p, base.n}};
	spec_loaded *s = spec_load_sources(sources, 2);
	if (!s)
		return 0;
	for (unsigned i = 0; spec_loaded_file(s, i); i++)
		check_rendering(spec_loaded_file(s, i));
	if (spec_loaded_errors(s) == 0)
		use(spec_loaded_lang(s));
	spec_loaded_free(s);
	return 0;
}
