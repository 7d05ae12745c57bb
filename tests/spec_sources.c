/* spec_sources: the spec loader from memory (spec_load_sources) reads what spec_load reads
 * from files: spec/tofu.hcl and the releases it extends, given as sources, load to the same
 * tables; an `extends` resolves among the sources alone, never to a file (one that exists
 * on disk but is not given cannot be read); and a cycle among sources is reported. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "spec.h"
#include "tap.h"

/* Whether file f of a loaded spec has a problem whose summary is summary. */
static int has_problem(const hcl_file *f, const char *summary)
{
	for (const hcl_diag *d = f ? f->diags : NULL; d; d = d->next)
		if (d->summary && strcmp(d->summary, summary) == 0)
			return 1;
	return 0;
}

/* spec/tofu.hcl from files, then from the texts of the files it read. */
static void same_as_files(const char *top)
{
	char path[4096];
	spec_source src[16];
	unsigned n = 0;
	snprintf(path, sizeof path, "%s/spec/tofu.hcl", top);
	spec_loaded *s = spec_load(path);
	if (!ok(s && spec_loaded_errors(s) == 0, "spec/tofu.hcl loads from its files")) {
		spec_loaded_free(s);
		return;
	}
	for (hcl_file *f; n < 16 && (f = spec_loaded_file(s, n)) != NULL; n++)
		src[n] = (spec_source){f->name, f->src, f->len};
	ok(n > 1, "it extends other releases (%u files)", n);
	spec_loaded *m = spec_load_sources(src, n);
	ok(m && spec_loaded_errors(m) == 0, "the same texts load from memory without problems");
	if (m) {
		const spec_lang *a = spec_loaded_lang(s), *b = spec_loaded_lang(m);
		unsigned i = 0;
		while (spec_loaded_file(m, i) && i < n && strcmp(spec_loaded_file(m, i)->name, src[i].name) == 0)
			i++;
		ok(i == n && !spec_loaded_file(m, n), "from memory, the files are read in the same order");
		is_str(b->name, a->name, "the same language");
		int same = 1;
#define SPEC_INDEX_FIELD(table, type, key) same &= a->n##table == b->n##table;
#include "spec_fields.h"
		ok(same, "the same number of rows in every table");
	}
	spec_loaded_free(m);
	/* the spec alone: its base exists on disk, but is not one of the sources */
	m = spec_load_sources(src, 1);
	ok(m && spec_loaded_errors(m) > 0 && has_problem(spec_loaded_file(m, 0), "Cannot read spec"),
	   "an extends that names no source is not read from disk: a problem");
	ok(m && !spec_loaded_file(m, 1), "and no other file is read");
	spec_loaded_free(m);
	spec_loaded_free(s);
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	same_as_files(top ? top : ".");

	static const char a[] = "language \"a\" {\n  extends = \"b.hcl\"\n}\n";
	static const char b[] = "language \"b\" {\n  extends = \"a.hcl\"\n}\n";
	const spec_source cycle[] = {{"dir/a.hcl", a, sizeof a - 1}, {"dir/b.hcl", b, sizeof b - 1}};
	spec_loaded *s = spec_load_sources(cycle, 2);
	ok(s && has_problem(spec_loaded_file(s, 1), "Spec extends cycle"),
	   "two sources that extend each other: a cycle, reported");
	spec_loaded_free(s);
	ok(spec_load_sources(cycle, 0) == NULL, "no source: NULL");
	return done_testing();
}
