/* gen_drift_spec.c - the facts a spec states, in the shape reserve-srcfacts
 * gives a source's (doc/drift.md): what drift compares.  Facts of judgement
 * (codes, roles, argument forms other than constant, since) are not facts
 * here. */
#include <stdio.h>
#include <string.h>

#include "gen_drift.h"

/* The names of n joined by sep, in the arena. */
static const char *join(drift_facts *fs, const spec_names *n, const char *sep)
{
	hcl_buf b = {0};
	for (uint16_t i = 0; i < n->n; i++) {
		if (i)
			hcl_buf_puts(&b, sep);
		hcl_buf_puts(&b, n->v[i]);
	}
	const char *s = drift_str(fs, b.p ? b.p : "");
	fs->oom |= b.oom;
	hcl_buf_free(&b);
	return s;
}

static int has_name(const spec_names *n, const char *name)
{
	for (uint16_t i = 0; i < n->n; i++)
		if (strcmp(n->v[i], name) == 0)
			return 1;
	return 0;
}

/* A block's test_file flag is its outermost block's. */
static int in_test_file(const spec_lang *l, int i)
{
	while (l->blocks[i].parent >= 0)
		i = l->blocks[i].parent;
	return l->blocks[i].test_file;
}

/* "module/resource/lifecycle" for block i; "module" or "test" for -1
 * (then test says which). */
static void path_of(hcl_buf *b, const spec_lang *l, int i, int test)
{
	if (i < 0) {
		hcl_buf_puts(b, test ? "test" : "module");
		return;
	}
	path_of(b, l, l->blocks[i].parent, in_test_file(l, i));
	hcl_buf_printf(b, "/%s", l->blocks[i].type);
}

static const char *block_path(drift_facts *fs, const spec_lang *l, int i, int test)
{
	hcl_buf b = {0};
	path_of(&b, l, i, test);
	const char *s = drift_str(fs, b.p ? b.p : "");
	fs->oom |= b.oom;
	hcl_buf_free(&b);
	return s;
}

static void names_as(drift_facts *fs, const char *kind, const char *where, const spec_names *n,
		     const char *value)
{
	for (uint16_t i = 0; i < n->n; i++)
		drift_add(fs, kind, where, n->v[i], value);
}

/* The arguments a reserved-names label may not be: everything the block
 * that declares module calls reads. */
static void reserved_labels(drift_facts *fs, const spec_lang *l, const char *where)
{
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *k = &l->blocks[i];
		if (k->parent >= 0 || k->declares != SPEC_DECL_MODULE)
			continue;
		names_as(fs, "reserved_label", where, &k->meta_arguments, "reserved");
		names_as(fs, "reserved_label", where, &k->reserved_arguments, "reserved");
		names_as(fs, "reserved_label", where, &k->meta_blocks, "reserved");
		names_as(fs, "reserved_label", where, &k->reserved_blocks, "reserved");
		if (k->escaping)
			drift_add(fs, "reserved_label", where, l->escaping_block_type, "reserved");
		return;
	}
}

/* 1 when the spec has a block type nested in block i. */
static int has_child(const spec_lang *l, int i)
{
	for (uint16_t j = 0; j < l->nblocks; j++)
		if (l->blocks[j].parent == i)
			return 1;
	return 0;
}

/* 1 when the spec has a block type name nested in block i. */
static int has_nested(const spec_lang *l, int i, const char *name)
{
	for (uint16_t j = 0; j < l->nblocks; j++)
		if (l->blocks[j].parent == i && strcmp(l->blocks[j].type, name) == 0)
			return 1;
	return 0;
}

/* The top-level block that declares decl, or -1. */
static int declaring(const spec_lang *l, int decl)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && !l->blocks[i].test_file && l->blocks[i].declares == decl)
			return i;
	return -1;
}

/* The managed resource block whose schema a data or ephemeral block i
 * shares, when the spec refuses what it does not take with a message of
 * its own, or -1 (rsv_rules.c: the counterpart rules). */
static int counterpart(const spec_lang *l, int i)
{
	int decl = l->blocks[i].declares;
	if (l->blocks[i].parent >= 0 || (decl != SPEC_DECL_DATA && decl != SPEC_DECL_EPHEMERAL) ||
	    l->fallback.declared_by == decl)
		return -1;
	return declaring(l, l->fallback.declared_by);
}

static int has_role(const spec_lang *l, const char *a, const char *b, const char *c)
{
	char role[256];
	snprintf(role, sizeof role, "%s%s%s", a, b, c);
	return spec_diag_role(l, role) != NULL;
}

/* What block i reads only to refuse it with a message of its own: the
 * counterpart's blocks (TYPE_block_type) and, in a nested block, the
 * counterpart's nested block's arguments (PARENT_TYPE_argument). */
static void counterpart_facts(drift_facts *fs, const spec_lang *l, int i, const char *path)
{
	const spec_block *k = &l->blocks[i];
	int m = counterpart(l, i);
	if (m >= 0 && has_role(l, k->type, "_block_type", "")) {
		const spec_block *mk = &l->blocks[m];
		for (uint16_t a = 0; a < mk->meta_blocks.n; a++)
			if (!has_name(&k->meta_blocks, mk->meta_blocks.v[a]))
				drift_add(fs, "block", path, mk->meta_blocks.v[a], "*");
	}
	int mp = k->parent >= 0 ? counterpart(l, k->parent) : -1;
	int mn = mp >= 0 ? spec_block_index(l, k->type, mp) : -1;
	char role[256];
	snprintf(role, sizeof role, "%s_%s_argument", k->parent >= 0 ? l->blocks[k->parent].type : "", k->type);
	if (mn >= 0 && spec_diag_role(l, role)) {
		const spec_block *nk = &l->blocks[mn];
		for (uint16_t a = 0; a < nk->meta_arguments.n; a++)
			if (!has_name(&k->meta_arguments, nk->meta_arguments.v[a]))
				drift_add(fs, "argument", path, nk->meta_arguments.v[a],
					  has_name(&nk->required_arguments, nk->meta_arguments.v[a]) ? "required" : "optional");
	}
}

/* 1 when the spec has the role made of the parts joined by _. */
static int has_role_of(const spec_lang *l, const char *a, const char *b, const char *c, const char *d)
{
	char role[256];
	snprintf(role, sizeof role, "%s_%s_%s%s%s", a, b, c, d ? "_" : "", d ? d : "");
	return spec_diag_role(l, role) != NULL;
}

static void subtree(drift_facts *fs, const spec_lang *l, int i, const char *where, const char *path);

/* A nested declaring block (check's data) is read as its top-level
 * counterpart t is, and refuses what t takes and it does not with messages
 * of its own (nested_TYPE_meta_argument, nested_TYPE_BLOCK): so its schema
 * holds t's arguments, and t's blocks with all below them. */
static void nested_counterpart_facts(drift_facts *fs, const spec_lang *l, int i, const char *path)
{
	const spec_block *k = &l->blocks[i];
	int t = k->parent >= 0 && k->declares != SPEC_DECL_NONE ? declaring(l, k->declares) : -1;
	if (t < 0)
		return;
	const spec_block *tk = &l->blocks[t];
	if (has_role_of(l, "nested", k->type, "meta_argument", NULL))
		for (uint16_t a = 0; a < tk->meta_arguments.n; a++)
			if (!has_name(&k->meta_arguments, tk->meta_arguments.v[a]))
				drift_add(fs, "argument", path, tk->meta_arguments.v[a], "optional");
	for (uint16_t a = 0; a < tk->meta_blocks.n; a++) {
		const char *name = tk->meta_blocks.v[a];
		if (has_name(&k->meta_blocks, name) || !has_role_of(l, "nested", k->type, name, NULL))
			continue;
		int c = spec_block_index(l, name, t);
		if (c < 0) {
			drift_add(fs, "block", path, name, "*");
			continue;
		}
		hcl_buf b = {0};
		hcl_buf_printf(&b, "%s/%s", path, name);
		subtree(fs, l, c, path, drift_str(fs, b.p ? b.p : ""));
		fs->oom |= b.oom;
		hcl_buf_free(&b);
	}
}

/* The facts of block i at path, in where (its parent's path). */
static void block_facts_at(drift_facts *fs, const spec_lang *l, int i, const char *where, const char *path)
{
	const spec_block *k = &l->blocks[i];
	drift_add(fs, "block", where, k->type, join(fs, &k->labels, " "));
	/* a block the spec says nothing inside of is a body kept for another
	 * reader (a backend's, a provisioner's connection): no schema of the
	 * language's reads it */
	if (k->strict || k->attributes_only || k->meta_arguments.n || k->meta_blocks.n || k->reserved_arguments.n ||
	    k->reserved_blocks.n || k->escaping || has_child(l, i))
		drift_add(fs, "schema", path, "content", k->strict ? "closed" : k->attributes_only ? "attributes" : "open");
	for (uint16_t a = 0; a < k->meta_arguments.n; a++) {
		const char *name = k->meta_arguments.v[a];
		int required = has_name(&k->required_arguments, name);
		/* required with a message of the parent's own: the code checks it, not the schema */
		if (required && k->parent >= 0 &&
		    has_role_of(l, l->blocks[k->parent].type, k->type, name, "missing"))
			required = 0;
		drift_add(fs, "argument", path, name, required ? "required" : "optional");
	}
	for (uint16_t a = 0; a < k->argument_forms.n; a++) {
		const char *f = k->argument_forms.v[a], *eq = strchr(f, '=');
		if (eq && strcmp(eq + 1, "constant") == 0) {
			hcl_buf b = {0};
			hcl_buf_put(&b, f, (size_t)(eq - f));
			drift_add(fs, "constant", path, b.p ? b.p : "", "constant");
			fs->oom |= b.oom;
			hcl_buf_free(&b);
		}
	}
	/* the schema holds the reserved names too, to refuse them */
	for (uint16_t a = 0; a < k->reserved_arguments.n; a++)
		drift_add(fs, "argument", path, k->reserved_arguments.v[a], "optional");
	for (uint16_t a = 0; a < k->meta_blocks.n; a++)
		if (!has_nested(l, i, k->meta_blocks.v[a]))
			drift_add(fs, "block", path, k->meta_blocks.v[a], "*");
	for (uint16_t a = 0; a < k->reserved_blocks.n; a++)
		if (!has_nested(l, i, k->reserved_blocks.v[a]) && !has_name(&k->meta_blocks, k->reserved_blocks.v[a]))
			drift_add(fs, "block", path, k->reserved_blocks.v[a], "*");
	if (k->escaping)
		drift_add(fs, "block", path, l->escaping_block_type, "");
	names_as(fs, "reserved", path, &k->reserved_arguments, "argument");
	names_as(fs, "reserved", path, &k->reserved_blocks, "block");
	if (k->reserved_names)
		reserved_labels(fs, l, path);
	counterpart_facts(fs, l, i, path);
	nested_counterpart_facts(fs, l, i, path);
}

/* Block i and every block below it, at path. */
static void subtree(drift_facts *fs, const spec_lang *l, int i, const char *where, const char *path)
{
	block_facts_at(fs, l, i, where, path);
	for (uint16_t j = 0; j < l->nblocks; j++) {
		if (l->blocks[j].parent != i)
			continue;
		hcl_buf b = {0};
		hcl_buf_printf(&b, "%s/%s", path, l->blocks[j].type);
		subtree(fs, l, j, path, drift_str(fs, b.p ? b.p : ""));
		fs->oom |= b.oom;
		hcl_buf_free(&b);
	}
}

static void block_facts(drift_facts *fs, const spec_lang *l, int i)
{
	int test = in_test_file(l, i);
	block_facts_at(fs, l, i, block_path(fs, l, l->blocks[i].parent, test), block_path(fs, l, i, test));
}

static void root_facts(drift_facts *fs, const spec_root *r)
{
	drift_add(fs, "root", r->scope == SPEC_SCOPE_TESTING ? "testing" : "normal", r->name, spec_form_names[r->form]);
	names_as(fs, "root_attribute", r->name, &r->attributes, "valid");
	names_as(fs, "root_attribute", r->name, &r->removed_attributes, "removed");
}

/* A text with {param} placeholders as srcfacts writes a template: each
 * placeholder {}, {{ and }} single braces. */
static const char *template_of(drift_facts *fs, const char *s)
{
	hcl_buf b = {0};
	for (const char *p = s ? s : ""; *p; p++) {
		if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
			hcl_buf_putc(&b, *p++);
		} else if (*p == '{' && strchr(p, '}')) {
			hcl_buf_puts(&b, "{}");
			p = strchr(p, '}');
		} else {
			hcl_buf_putc(&b, *p);
		}
	}
	if (b.p)
		drift_squeeze(b.p);
	const char *t = drift_str(fs, b.p ? b.p : "");
	fs->oom |= b.oom;
	hcl_buf_free(&b);
	return t;
}

void drift_spec_facts(drift_facts *fs, const spec_lang *l)
{
	drift_add(fs, "language", "-", "language", l->name);
	drift_add(fs, "version", "-", "version", l->version);
	if (l->commit)
		drift_add(fs, "commit", "-", "commit", l->commit);
	for (uint16_t i = 0; i < l->nroots; i++)
		root_facts(fs, &l->roots[i]);
	/* an unknown block type at the top of a file is an error */
	drift_add(fs, "schema", "module", "content", "closed");
	if (l->test_extensions.n)
		drift_add(fs, "schema", "test", "content", "closed");
	for (uint16_t i = 0; i < l->nblocks; i++)
		block_facts(fs, l, i);
	for (uint16_t i = 0; i < l->nfeatures; i++) {
		const spec_feature *f = &l->features[i];
		if (f->state == SPEC_EXPERIMENT)
			drift_add(fs, "experiment", "current", f->name, "");
		else if (f->state == SPEC_CONCLUDED)
			drift_add(fs, "experiment", "concluded", f->name, f->message ? f->message : "");
	}
	for (uint16_t i = 0; i < l->nfunctions; i++) {
		const spec_function *fn = &l->functions[i];
		if (fn->until && !fn->message)
			continue;
		drift_add(fs, "function", "builtin", fn->name, "");
		/* a signature of go-cty's or hcl's is not in the source */
		if (fn->signature && !fn->stdlib)
			drift_add(fs, "signature", "builtin", fn->name, fn->signature);
	}
	for (uint16_t i = 0; i < l->nnamespaces; i++)
		drift_add(fs, "namespace", "-", l->namespaces[i].name, "");
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *d = &l->diags[i];
		drift_fact *f = drift_add(fs, "diagnostic", "-", template_of(fs, d->summary), template_of(fs, d->detail));
		if (f)
			f->id = d->id;
	}
}
