/* fuzz_auditmem.c - fuzz target at speed: audit through the library (rsv_audit_module) on a
 * module held in memory, with no file and no command line.  The input's parts, split at form
 * feeds, are main.tf, other.tf, main.tf.json and tests/main.tftest.hcl, read under OpenTofu
 * 1.10 and the fix tests' new release (the current language, a root symbols and a
 * meta-argument enabled); both specs are loaded once.  Its invariants: the audit never fails
 * on what the module holds; every impact, span and diagnostic lies in a file of the module,
 * the impacts in file order, each impact's edits in its file and in order, there when it has a
 * rewrite (a prefix: one insertion before the place); when every file is
 * well-formed UTF-8, so is every text of the results; and the diagnostics render as
 * well-formed UTF-8 (one input in eight: rendering costs more than the audit). */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "rsv_audit.h"
#include "spec.h"

const char fuzz_name[] = "auditmem";

static const char *const names[] = {"main.tf", "other.tf", "main.tf.json", "tests/main.tftest.hcl"};
enum { NFILES = sizeof names / sizeof names[0] };

/* The two releases and their changes: loaded once, kept for the whole run. */
static spec_loaded *kept[2];
static const spec_lang *old_lang, *new_lang;
static spec_diff *diff;

static const spec_lang *load(const char *path, spec_loaded **keep)
{
	*keep = spec_load(path);
	if (!*keep || spec_loaded_errors(*keep))
		fuzz_fail(__FILE__, __LINE__, "a spec of the audit does not load");
	return spec_loaded_lang(*keep);
}

static void load_specs(void)
{
	const spec_change_note *notes = NULL;
	old_lang = load(FUZZ_SRCDIR "/spec/history/tofu-1.10.hcl", &kept[0]);
	new_lang = load(FUZZ_SRCDIR "/tests/data/fix/specs/new.hcl", &kept[1]);
	unsigned nnotes = spec_loaded_changes(kept[1], &notes);
	diff = spec_diff_new(old_lang, new_lang);
	if (!diff || spec_diff_annotate(diff, notes, nnotes) != 0)
		fuzz_fail(__FILE__, __LINE__, "out of memory");
}

/* The index of file f in m, or m->nfiles. */
static uint32_t file_index(const rsv_module *m, const hcl_file *f)
{
	uint32_t i = 0;
	while (i < m->nfiles && m->files[i].f != f)
		i++;
	return i;
}

/* Whether s is NULL or well-formed UTF-8. */
static int utf8(const char *s)
{
	return !s || fuzz_utf8(s, strlen(s));
}

static void check_impacts(const rsv_module *m, const rsv_audit *a, int clean)
{
	uint32_t last = 0;
	for (uint32_t i = 0; i < a->nimpacts; i++) {
		const rsv_impact *p = &a->impacts[i];
		uint32_t fi = file_index(m, p->file);
		FUZZ_CHECK(fi < m->nfiles && fi >= last, "the impacts are in file order, each in a file of the module");
		last = fi;
		FUZZ_CHECK(p->start <= p->end && p->end <= p->file->len, "an impact lies in its file");
		FUZZ_CHECK(p->text != NULL, "an impact has its text");
		FUZZ_CHECK(p->nedits <= 2, "an impact has at most two edits");
		FUZZ_CHECK((p->rewrite == RSV_REWRITE_NONE) == (p->nedits == 0), "an impact has edits when it has a rewrite");
		FUZZ_CHECK(p->rewrite != RSV_REWRITE_PREFIX || (p->nedits == 1 && p->edits[0].start == p->start &&
								 p->edits[0].end == p->start && p->replacement),
			   "a prefix is one insertion before the place");
		for (unsigned k = 0; k < p->nedits; k++) {
			const rsv_edit *e = &p->edits[k];
			FUZZ_CHECK(e->start <= e->end && e->end <= p->file->len && e->text, "an edit lies in its file");
			FUZZ_CHECK(k == 0 || p->edits[k - 1].end <= e->start, "an impact's edits are in file order");
		}
		FUZZ_CHECK(!clean || (utf8(p->text) && utf8(p->old_meaning) && utf8(p->new_meaning) &&
				      utf8(p->replacement) && utf8(p->why)),
			   "an impact of a module of well-formed UTF-8 says it in well-formed UTF-8");
	}
	for (uint32_t i = 0; i < a->nspans; i++) {
		const rsv_audit_span *s = &a->spans[i];
		FUZZ_CHECK(file_index(m, s->file) < m->nfiles, "a span is in a file of the module");
		FUZZ_CHECK(s->start <= s->end && s->end <= s->file->len, "a span lies in its file");
	}
}

static void check_diags(const rsv_module *m, const rsv_audit_diag *d, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		FUZZ_CHECK(file_index(m, d[i].file) < m->nfiles && d[i].d, "a diagnostic is of a file of the module");
		FUZZ_CHECK(d[i].d->start <= d[i].d->end && d[i].d->end <= d[i].file->len, "a diagnostic lies in its file");
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hcl_reuse *reuse; /* kept for the whole run */
	if (!diff) {
		load_specs();
		reuse = hcl_reuse_new();
	}
	if (size > 65536)
		return 0;
	rsv_module *m = fuzz_module_mem(old_lang, data, size, names, NFILES, reuse);
	if (!m)
		return 0;
	rsv_audit a;
	FUZZ_CHECK(rsv_audit_module(m, new_lang, diff, &a) == 0, "the audit runs, whatever the module holds");
	int clean = 1;
	for (uint32_t i = 0; i < m->nfiles; i++)
		clean = clean && fuzz_utf8(m->files[i].f->src, m->files[i].f->len);
	check_impacts(m, &a, clean);
	check_diags(m, a.only_old, a.nonly_old);
	check_diags(m, a.only_new, a.nonly_new);
	fuzz_diags_in_files(m);
	for (uint32_t i = 0; size % 8 == 0 && i < m->nfiles; i++) {
		hcl_buf out = {0};
		hcl_render_diags(&out, m->files[i].f, 0);
		FUZZ_CHECK(out.oom || fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
		hcl_buf_free(&out);
	}
	rsv_audit_free(&a);
	rsv_module_free(m);
	return 0;
}
