/* fuzz_fixmem.c - fuzz target at speed: fix through the library (rsv_fix_module) on a module
 * held in memory, with no file and no command line.  The input's parts, split at form feeds,
 * are main.tf, other.tf, main.tf.json and tests/main.tftest.hcl, written for the built-in
 * release and fixed for the fix tests' new one (a root symbols and a meta-argument enabled of
 * resources and module calls), with --trim's rewrites when the input's length is a multiple
 * of 3.  Its invariants (doc/fix.md): fix never fails on what the module holds; its changes
 * and problems lie in their files, the changes in file order; a rewritten file that was
 * well-formed UTF-8 still is, and one that parsed clean still does; and fixing the fixed
 * module again changes nothing. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "hcl_json.h"
#include "rsv_fix.h"
#include "spec.h"

const char fuzz_name[] = "fixmem";

static const char *const names[] = {"main.tf", "other.tf", "main.tf.json", "tests/main.tftest.hcl"};
enum { NFILES = sizeof names / sizeof names[0] };

/* The release fixed for, and its changes from the built-in one: loaded once. */
static spec_loaded *s;
static const spec_lang *to;
static spec_diff *diff;

static void load_new(void)
{
	s = spec_load(FUZZ_SRCDIR "/tests/data/fix/specs/new.hcl");
	if (!s || spec_loaded_errors(s))
		fuzz_fail(__FILE__, __LINE__, "the fix tests' new release does not load");
	const spec_change_note *notes = NULL;
	unsigned n = spec_loaded_changes(s, &notes);
	to = spec_loaded_lang(s);
	diff = spec_diff_new(&tofu_spec, to);
	if (!diff || spec_diff_annotate(diff, notes, n) != 0)
		fuzz_fail(__FILE__, __LINE__, "out of memory");
}

/* How many errors hcl finds in text, as the syntax of file name reads it
 * (in a JSON file, those of the templates in its strings too). */
static unsigned errors(const char *name, const char *text, size_t len)
{
	if (rsv_json_name(name)) {
		hcl_json_file *jf = hcl_json_parse(name, text, len);
		unsigned e = jf ? jf->file.nerrors + jf->nterrors : 0;
		hcl_json_free(jf);
		return e;
	}
	hcl_file *f = hcl_parse(name, text, len, HCL_MODE_CONFIG);
	unsigned e = f ? f->nerrors : 0;
	hcl_file_free(f);
	return e;
}

/* The invariants of one fix, x of module m: what it reports lies in its files. */
static void check_results(const rsv_module *m, const rsv_fix *x)
{
	FUZZ_CHECK(x->nfiles == m->nfiles, "a result per file");
	for (uint32_t i = 0; i < x->nfiles; i++) {
		const rsv_fix_file *ff = &x->files[i];
		FUZZ_CHECK(ff->file == m->files[i].f, "the results are in the module's order");
		FUZZ_CHECK(!ff->text || !ff->refused, "a refused file is not rewritten");
		FUZZ_CHECK(!ff->refused || ff->refused_at <= ff->file->len, "a refusal lies in its file");
		FUZZ_CHECK(!ff->text || ff->text[ff->len] == '\0', "a new text ends in a NUL");
	}
	uint32_t fi = 0, at = 0;
	for (uint32_t i = 0; i < x->nchanges; i++) {
		const rsv_fix_change *c = &x->changes[i];
		while (fi < m->nfiles && m->files[fi].f != c->file)
			fi++, at = 0;
		FUZZ_CHECK(fi < m->nfiles, "the changes are in file order, each in a file of the module");
		FUZZ_CHECK(c->start >= at && c->start <= c->end && c->end <= c->file->len,
			   "a change lies in its file, after the one before it");
		FUZZ_CHECK(c->text && c->replacement, "a change says what it does");
		at = c->start;
	}
	for (uint32_t i = 0; i < x->nproblems; i++) {
		const rsv_fix_problem *p = &x->problems[i];
		FUZZ_CHECK(p->start <= p->end && p->end <= p->file->len, "a problem lies in its file");
		FUZZ_CHECK(p->text && p->why, "a problem says why");
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hcl_reuse *reuse; /* kept for the whole run */
	if (!to) {
		load_new();
		reuse = hcl_reuse_new();
	}
	if (size > 65536)
		return 0;
	unsigned flags = size % 3 == 0 ? RSV_FIX_TRIM : 0;
	rsv_module *m = fuzz_module_mem(&tofu_spec, data, size, names, NFILES, reuse);
	if (!m)
		return 0;
	rsv_fix x;
	FUZZ_CHECK(rsv_fix_module(m, to, diff, flags, &x) == 0, "fix runs, whatever the module holds");
	check_results(m, &x);
	fuzz_diags_in_files(m);
	/* the fixed module: each file's new text, or its own */
	hcl_buf fixed = {0};
	for (uint32_t i = 0; i < m->nfiles; i++) {
		const rsv_fix_file *ff = &x.files[i];
		const hcl_file *f = ff->file;
		if (ff->text) {
			FUZZ_CHECK(!fuzz_utf8(f->src, f->len) || fuzz_utf8(ff->text, ff->len),
				   "a rewritten file that was well-formed UTF-8 still is");
			if (errors(f->name, f->src, f->len) == 0)
				FUZZ_CHECK(errors(f->name, ff->text, ff->len) == 0, "a rewritten file that parsed clean still does");
		}
		if (i)
			hcl_buf_put(&fixed, "\f", 1);
		hcl_buf_put(&fixed, ff->text ? ff->text : f->src, ff->text ? ff->len : f->len);
	}
	/* split again, the parts are the same files when each is where its name says and no
	 * part but the last holds a form feed */
	int whole = !fixed.oom, rewrote = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		rewrote |= x.files[i].text != NULL;
	for (uint32_t i = 0; whole && i < m->nfiles; i++) {
		const rsv_fix_file *ff = &x.files[i];
		whole = strcmp(ff->file->name, names[i]) == 0 &&
			(i == NFILES - 1 || !memchr(ff->text ? ff->text : ff->file->src, '\f',
						    ff->text ? ff->len : ff->file->len));
	}
	rsv_fix_free(&x);
	rsv_module_free(m);
	if (whole && rewrote) { /* (nothing rewritten: the same module, the same fix) */
		rsv_fix y;
		rsv_module *m2 = fuzz_module_mem(&tofu_spec, (const uint8_t *)(fixed.p ? fixed.p : ""), fixed.n, names,
						 NFILES, reuse);
		FUZZ_CHECK(m2 && rsv_fix_module(m2, to, diff, flags, &y) == 0, "fix runs on the fixed module");
		for (uint32_t i = 0; i < y.nfiles; i++) {
			const rsv_fix_file *ff = &y.files[i];
			FUZZ_CHECK(!ff->text || (ff->len == ff->file->len && memcmp(ff->text, ff->file->src, ff->len) == 0),
				   "fixing the fixed module again changes nothing");
		}
		rsv_fix_free(&y);
		rsv_module_free(m2);
	}
	hcl_buf_free(&fixed);
	return 0;
}
