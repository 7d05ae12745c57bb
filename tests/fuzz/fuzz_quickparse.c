/* fuzz_quickparse.c - fuzz target at speed: the parser from a buffer and
 * nothing else around it (the deep `parse` target checks each parse against
 * slow references).  The first byte picks the mode (config, expression,
 * template) and the syntax (native, or JSON when it is odd and the mode is
 * config); the rest is parsed with the memory of the run before (hcl_reuse),
 * its traversals are taken, and every diagnostic must lie in the file. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"
#include "hcl_json.h"

const char fuzz_name[] = "quickparse";

static void on_trav(void *ctx, const hcl_traversal *t)
{
	const hcl_file *f = ctx;
	FUZZ_CHECK(t->head && t->tail && t->tail->end <= f->len, "a traversal lies in its file");
}

static void walk(const hcl_file *f, const hcl_body *b)
{
	if (!b)
		return;
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		hcl_expr_variables(a->expr, on_trav, (void *)f);
	for (const hcl_block *k = b->blocks; k; k = k->next)
		walk(f, k->body);
}

static void check_file(const hcl_file *f)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		FUZZ_CHECK(d->start <= d->end && d->end <= f->len, "a diagnostic lies in its file");
	if (f->expr)
		hcl_expr_variables(f->expr, on_trav, (void *)f);
	walk(f, f->body);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hcl_reuse *reuse; /* kept for the whole run, as a thread of reserve keeps it */
	if (!size)
		return 0;
	hcl_mode mode = (hcl_mode)(data[0] % 3);
	int json = mode == HCL_MODE_CONFIG && (data[0] & 8);
	if (!reuse)
		reuse = hcl_reuse_new();
	if (json) {
		hcl_json_file *jf = hcl_json_parse("fuzz.tf.json", (const char *)data + 1, size - 1);
		if (jf)
			check_file(&jf->file);
		hcl_json_free(jf);
		return 0;
	}
	char *buf = malloc(size);
	if (!buf)
		return 0;
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	hcl_file *f = hcl_parse_reusing(reuse, "fuzz.tf", buf, size - 1, mode);
	if (f)
		check_file(f);
	hcl_file_free(f);
	return 0;
}
