/* gen_draft.c - reserve-gen draft: a new release's spec, drafted from the
 * difference between two source trees of its language.
 *
 *   reserve-gen draft --base SPEC --from OLD --to NEW [-o FILE] [--srcfacts PROG]
 *
 * Reads the facts of both trees (reserve-srcfacts), and writes a spec that
 * extends SPEC (the spec of the release OLD is) with every mechanical
 * difference: roots, block types and their schemas, constant arguments,
 * reserved names, experiments, functions, namespaces and diagnostics with
 * their texts.  Each fact that needs judgement (a new diagnostic's code and
 * role, a new argument's form, a new root's subject) gets a `# TODO:`
 * comment.  Once they are resolved, drift of the draft against NEW is as
 * clean as drift of SPEC against OLD. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_draft.h"
#include "gen_hcl.h"

static void usage(FILE *out)
{
	fputs("Usage: reserve-gen draft --base SPEC --from OLD --to NEW [--like SPEC] [-o FILE] [--srcfacts PROG]\n"
	      "Writes a spec that extends SPEC (the spec of the source tree OLD) with every\n"
	      "mechanical difference between the trees OLD and NEW, a # TODO: comment at each\n"
	      "fact that needs judgement.  --like: a later spec of the language to take what\n"
	      "is new from (roots, block types, diagnostics, functions, features, argument\n"
	      "forms) when it has it.  Exit status: 0 written, 2 usage error or a spec or\n"
	      "source that cannot be read.\n",
	      out);
}

typedef struct draft_opts {
	const char *base, *from, *to, *out, *srcfacts, *like;
} draft_opts;

static int options(draft_opts *o, int argc, char **argv)
{
	const struct {
		const char *name;
		const char **value;
	} valued[] = {{"--base", &o->base}, {"--from", &o->from}, {"--to", &o->to}, {"-o", &o->out}, {"--like", &o->like},
		      {"--srcfacts", &o->srcfacts}};
	o->srcfacts = getenv("RESERVE_SRCFACTS");
	for (int i = 1; i < argc; i++) {
		size_t v = 0;
		while (v < sizeof valued / sizeof valued[0] && strcmp(argv[i], valued[v].name) != 0)
			v++;
		if (!strcmp(argv[i], "--help")) {
			usage(stdout);
			return -1;
		} else if (v < sizeof valued / sizeof valued[0] && i + 1 < argc) {
			*valued[v].value = argv[++i];
		} else {
			usage(stderr);
			return 2;
		}
	}
	if (!o->base || !o->from || !o->to) {
		usage(stderr);
		return 2;
	}
	return 0;
}

/* ---- the differences --------------------------------------------------------- */

static int key_cmp(const drift_fact *a, const drift_fact *b)
{
	int c = strcmp(a->kind, b->kind);
	if (!c)
		c = strcmp(a->where, b->where);
	if (!c)
		c = strcmp(a->name, b->name);
	/* a diagnostic is its texts: the value is part of the key */
	if (!c && !strcmp(a->kind, "diagnostic"))
		c = strcmp(a->value, b->value);
	return c;
}

static int by_key(const void *x, const void *y)
{
	return key_cmp(x, y);
}

static void push(changes *cs, const drift_fact *old, const drift_fact *new)
{
	if (hcl_grow((void **)&cs->v, &cs->cap, cs->n + 1, sizeof *cs->v) != 0) {
		cs->oom = 1;
		return;
	}
	cs->v[cs->n].old = old;
	cs->v[cs->n++].new = new;
}

static void diff(changes *cs, drift_facts *a, drift_facts *b)
{
	qsort(a->v, a->n, sizeof *a->v, by_key);
	qsort(b->v, b->n, sizeof *b->v, by_key);
	size_t i = 0, j = 0;
	while (i < a->n || j < b->n) {
		int k = i == a->n ? 1 : j == b->n ? -1 : key_cmp(&a->v[i], &b->v[j]);
		if (k < 0) {
			push(cs, &a->v[i++], NULL);
		} else if (k > 0) {
			push(cs, NULL, &b->v[j++]);
		} else {
			if (strcmp(a->v[i].value, b->v[j].value) != 0 && strcmp(a->v[i].kind, "version") != 0)
				push(cs, &a->v[i], &b->v[j]);
			i++;
			j++;
		}
	}
}

/* ---- writing ----------------------------------------------------------------- */

/* A source template as spec text: each {} a placeholder named from names
 * (in order) or argN, and a literal brace doubled; the names used go to
 * params. */
static void template_text(hcl_buf *o, const char *t, const spec_names *names, int *nparams, hcl_buf *params)
{
	hcl_buf text = {0};
	for (const char *p = t; *p; p++) {
		if (p[0] == '{' && p[1] == '}') {
			int k = (*nparams)++;
			char arg[16];
			snprintf(arg, sizeof arg, "arg%d", k + 1);
			const char *name = names && k < names->n ? names->v[k] : arg;
			hcl_buf_printf(&text, "{%s}", name);
			if (!strstr(params->p ? params->p : "", name))
				hcl_buf_printf(params, "%s\"%s\"", params->n ? ", " : "", name);
			p++;
		} else if (*p == '{' || *p == '}') {
			hcl_buf_putc(&text, *p);
			hcl_buf_putc(&text, *p);
		} else {
			hcl_buf_putc(&text, *p);
		}
	}
	draft_quoted(o, text.p ? text.p : "");
	o->oom |= text.oom;
	hcl_buf_free(&text);
}

/* "1.12" of "1.12.6" or "1.13.0-dev". */
static void minor_of(char *out, size_t cap, const char *version)
{
	const char *dot = version ? strchr(version, '.') : NULL;
	const char *end = dot ? strpbrk(dot + 1, ".-") : NULL;
	size_t n = end ? (size_t)(end - version) : version ? strlen(version) : 0;
	snprintf(out, cap, "%.*s", (int)(n < cap ? n : cap - 1), version ? version : "");
}

/* The changes of one root's attribute lists (root_attribute facts of one
 * root, from index i on); returns the index past them. */
static size_t root_attributes(draft *d, size_t i)
{
	const char *root = draft_side(&d->cs.v[i])->where;
	hcl_buf add[2] = {{0}}, rm[2] = {{0}}; /* [0] attributes, [1] removed_attributes */
	size_t j = i;
	for (; j < d->cs.n && draft_is(&d->cs.v[j], "root_attribute") && !strcmp(draft_side(&d->cs.v[j])->where, root); j++) {
		const change *c = &d->cs.v[j];
		if (c->new)
			hcl_buf_printf(&add[!strcmp(c->new->value, "removed")], "%s\"%s\"",
				       add[!strcmp(c->new->value, "removed")].n ? ", " : "", c->new->name);
		if (c->old)
			hcl_buf_printf(&rm[!strcmp(c->old->value, "removed")], "%s\"%s\"",
				       rm[!strcmp(c->old->value, "removed")].n ? ", " : "", c->old->name);
	}
	static const char *const keys[2] = {"attributes", "removed_attributes"};
	if (spec_root_index(d->base, root, strlen(root)) < 0) {
		hcl_buf_printf(&d->o, "\n# TODO: root \"%s\" is not the base's: its attributes changed\n", root);
	} else {
		hcl_buf_printf(&d->o, "\nroot \"%s\" {\n", root);
		for (int w = 0; w < 2; w++) {
			hcl_buf *lists[2] = {&add[w], &rm[w]};
			for (int r = 0; r < 2; r++)
				if (lists[r]->n)
					hcl_buf_printf(&d->o, "  %s {\n    %s = [%s]\n  }\n", r ? "remove" : "add", keys[w],
						       lists[r]->p);
		}
		hcl_buf_puts(&d->o, "}\n");
	}
	for (int w = 0; w < 2; w++) {
		hcl_buf_free(&add[w]);
		hcl_buf_free(&rm[w]);
	}
	return j;
}

static void roots(draft *d)
{
	for (size_t i = 0; i < d->cs.n;) {
		const change *c = &d->cs.v[i];
		if (draft_is(c, "root_attribute")) {
			i = root_attributes(d, i);
			continue;
		}
		i++;
		if (!draft_is(c, "root"))
			continue;
		int r = c->new && !c->old && d->ref ? spec_root_index(d->ref, c->new->name, strlen(c->new->name)) : -1;
		if (r >= 0) {
			hcl_buf_putc(&d->o, '\n');
			gen_hcl_root(&d->o, d->ref, &d->ref->roots[r], 0);
		} else if (c->new && !c->old) {
			hcl_buf_printf(&d->o, "\nroot \"%s\" {\n  form  = %s\n", c->new->name, c->new->value);
			if (!strcmp(c->new->where, "testing"))
				hcl_buf_puts(&d->o, "  scope = testing\n");
			hcl_buf_printf(&d->o, "  since = \"%s\"\n  # TODO: subject, refers, and what checks need "
					      "(declared_by, undeclared, attributes...): doc/spec.md\n}\n",
				       d->since);
		} else if (!c->new) {
			draft_remove(d, DRAFT_REMOVE_ROOTS, c->old->name);
		} else {
			hcl_buf_printf(&d->o, "\n# TODO: the root's other facts for its new form (%s:%u)\nroot \"%s\" {\n"
					      "  form = %s\n}\n",
				       c->new->file, c->new->line, c->new->name, c->new->value);
		}
	}
}

/* ---- experiments, functions, namespaces -------------------------------------- */

/* The newer (new set) or older side of the change of name's signature, or
 * NULL. */
static const drift_fact *signature_change(const draft *d, const char *name, int new)
{
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		const drift_fact *f = new ? c->new : c->old;
		if (f && draft_is(c, "signature") && !strcmp(f->name, name))
			return f;
	}
	return NULL;
}

/* 1 when the function name itself comes (new set) or goes in the changes. */
static int function_changes(const draft *d, const char *name, int new)
{
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		const drift_fact *f = draft_side(c);
		if (draft_is(c, "function") && !strcmp(f->name, name) && (new ? c->new && !c->old : !c->new))
			return 1;
	}
	return 0;
}

/* A function's signature that changed: the new one (a new function's is
 * written with it), or a TODO where the source no longer states one. */
static void signature(draft *d, const change *c)
{
	const drift_fact *f = draft_side(c);
	int fn = spec_function_index(d->base, f->name, strlen(f->name));
	if (c->new && !function_changes(d, f->name, 1) && !(d->ref && spec_function_index(d->ref, f->name, strlen(f->name)) >= 0 && fn < 0)) {
		hcl_buf_printf(&d->o, "function \"%s\" {\n  signature = ", f->name);
		draft_quoted(&d->o, f->value);
		hcl_buf_puts(&d->o, fn >= 0 && d->base->functions[fn].stdlib ? "\n  stdlib    = false\n}\n" : "\n}\n");
	} else if (!c->new && !function_changes(d, f->name, 0)) {
		hcl_buf_printf(&d->o, "# TODO: the source no longer states the signature of \"%s\" (go-cty's now? then "
				      "stdlib = true)\n", f->name);
	}
}

static void features(draft *d)
{
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		const drift_fact *f = draft_side(c);
		int fi = d->ref && c->new && draft_is(c, "experiment") ? spec_feature_index(d->ref, f->name) : -1;
		int fn = d->ref && c->new && draft_is(c, "function") ? spec_function_index(d->ref, f->name, strlen(f->name)) : -1;
		if (fi >= 0 && spec_feature_index(d->base, f->name) < 0) {
			hcl_buf_putc(&d->o, '\n');
			gen_hcl_item(&d->o, d->ref, "feature", fi);
		} else if (fn >= 0 && !d->ref->functions[fn].until) {
			gen_hcl_function(&d->o, d->ref, &d->ref->functions[fn]);
		} else if (draft_is(c, "experiment") && c->new && !strcmp(f->where, "concluded")) {
			hcl_buf_printf(&d->o, "\nfeature \"%s\" {\n  state   = concluded\n  since   = \"%s\"\n  message = ",
				       f->name, d->since);
			draft_quoted(&d->o, f->value);
			hcl_buf_puts(&d->o, "\n}\n");
		} else if (draft_is(c, "experiment") && c->new) {
			hcl_buf_printf(&d->o, "\nfeature \"%s\" {\n  state = experiment\n  since = \"%s\"\n}\n", f->name,
				       d->since);
		} else if (draft_is(c, "experiment") && spec_feature_index(d->base, f->name) >= 0) {
			draft_remove(d, DRAFT_REMOVE_FEATURES, f->name);
		} else if (draft_is(c, "function") && c->new) {
			const drift_fact *sig = signature_change(d, f->name, 1);
			if (sig)
				hcl_buf_printf(&d->o, "function \"%s\" {\n  since     = \"%s\"\n  signature = ", f->name,
					       d->since);
			else
				hcl_buf_printf(&d->o, "function \"%s\" { since = \"%s\" }\n", f->name, d->since);
			if (sig) {
				draft_quoted(&d->o, sig->value);
				hcl_buf_puts(&d->o, "\n}\n");
			}
		} else if (draft_is(c, "signature")) {
			signature(d, c);
		} else if (draft_is(c, "function")) {
			hcl_buf_printf(&d->o, "# TODO: a message, if calls still fail with one (%s:%u)\nfunction \"%s\" { "
					      "until = \"%s\" }\n",
				       f->file, f->line, f->name, d->since);
		} else if (draft_is(c, "namespace") && c->new) {
			hcl_buf_printf(&d->o, "\n# TODO: the form of namespace \"%s\" and its diagnostics (%s:%u)\n"
					      "namespace \"%s\" {\n  form  = builtin\n  since = \"%s\"\n}\n",
				       f->name, f->file, f->line, f->name, d->since);
		} else if (draft_is(c, "namespace") && spec_namespace_index(d->base, f->name, strlen(f->name)) >= 0) {
			draft_remove(d, DRAFT_REMOVE_NAMESPACES, f->name);
		}
	}
}

/* ---- diagnostics ----------------------------------------------------------- */

/* The base's diagnostic whose texts can be the fact's, or NULL. */
static const spec_diag *base_diag(const draft *d, const drift_fact *f)
{
	for (size_t k = 0; k < d->basefacts->n; k++) {
		const drift_fact *b = &d->basefacts->v[k];
		if (b->id && drift_same_text(f->name, b->name) && drift_same_text(f->value, b->value))
			for (uint16_t i = 0; i < d->base->ndiags; i++)
				if (!strcmp(d->base->diags[i].id, b->id))
					return &d->base->diags[i];
	}
	return NULL;
}

/* The --like spec's diagnostic whose texts can be the fact's, or NULL. */
static const spec_diag *ref_diag(const draft *d, const drift_fact *f)
{
	for (size_t k = 0; d->reffacts && k < d->reffacts->n; k++) {
		const drift_fact *b = &d->reffacts->v[k];
		if (b->id && drift_same_text(f->name, b->name) && drift_same_text(f->value, b->value))
			for (uint16_t i = 0; i < d->ref->ndiags; i++)
				if (!strcmp(d->ref->diags[i].id, b->id))
					return &d->ref->diags[i];
	}
	return NULL;
}

/* 1 when the base's diagnostic dg can be the message of a site of fs. */
static int still_said(const draft *d, const spec_diag *dg, const drift_facts *fs)
{
	for (size_t k = 0; k < d->basefacts->n; k++) {
		const drift_fact *b = &d->basefacts->v[k];
		if (!b->id || strcmp(b->id, dg->id) != 0)
			continue;
		for (size_t j = 0; j < fs->n; j++)
			if (!strcmp(fs->v[j].kind, "diagnostic") && drift_same_text(fs->v[j].name, b->name) &&
			    drift_same_text(fs->v[j].value, b->value))
				return 1;
	}
	return 0;
}

static void diag_block(draft *d, const char *id, const spec_diag *like, const drift_fact *f, int n)
{
	hcl_buf params = {0};
	int np = 0;
	if (like)
		hcl_buf_printf(&d->o, "\ndiagnostic \"%s\" {\n  code     = \"%s\"\n", id, like->code);
	else
		hcl_buf_printf(&d->o, "\n# TODO: a new message (%s:%u): its code, role and params' names\n"
				      "diagnostic \"%s_%d\" {\n  code     = \"TODO%d\"\n",
			       f->file, f->line, id, n, n);
	hcl_buf_printf(&d->o, "  severity = %s\n  summary  = ", like ? spec_severity_names[like->severity] : "error");
	template_text(&d->o, f->name, like ? &like->params : NULL, &np, &params);
	hcl_buf_puts(&d->o, "\n  detail   = ");
	template_text(&d->o, f->value, like ? &like->params : NULL, &np, &params);
	hcl_buf_printf(&d->o, "\n  params   = [%s]\n", params.p ? params.p : "");
	if (like && like->role)
		hcl_buf_printf(&d->o, "  role     = \"%s\"\n", like->role);
	hcl_buf_puts(&d->o, "}\n");
	d->o.oom |= params.oom;
	hcl_buf_free(&params);
}

static int checked_where(const drift_fact *f)
{
	return !strcmp(f->where, "configs") || !strcmp(f->where, "parseref");
}

static int listed(const hcl_buf *ids, const char *id)
{
	for (const char *p = ids->p; p && (p = strstr(p, id)) != NULL; p++)
		if ((p == ids->p || p[-1] == '\n') && p[strlen(id)] == '\n')
			return 1;
	return 0;
}

/* New texts of the loader and the reference parser: a base diagnostic whose
 * summary's old text is gone is written again with the new one, any other a
 * new diagnostic; a base diagnostic no site of the new tree can say is
 * removed. */
static void diagnostics(draft *d, drift_facts *fs)
{
	hcl_buf replaced = {0};
	int n = 0;
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		if (!draft_is(c, "diagnostic") || !c->new || !checked_where(c->new) || base_diag(d, c->new))
			continue;
		const spec_diag *like = NULL;
		for (size_t k = 0; k < d->cs.n && !like; k++) {
			const change *o = &d->cs.v[k];
			if (draft_is(o, "diagnostic") && o->old && !o->new && !strcmp(o->old->name, c->new->name) &&
			    !strcmp(o->old->where, c->new->where))
				like = base_diag(d, o->old);
		}
		if (like && listed(&replaced, like->id))
			like = NULL;
		const spec_diag *rd = ref_diag(d, c->new);
		if (rd && !listed(&replaced, rd->id)) {
			hcl_buf_putc(&d->o, '\n');
			gen_hcl_diag(&d->o, d->ref, rd);
			hcl_buf_printf(&replaced, "%s\n", rd->id);
			continue;
		}
		diag_block(d, like ? like->id : "new", like, c->new, ++n);
		if (like)
			hcl_buf_printf(&replaced, "%s\n", like->id);
	}
	for (uint16_t i = 0; i < d->base->ndiags; i++) {
		const spec_diag *dg = &d->base->diags[i];
		int gone = 0;
		for (size_t k = 0; k < d->cs.n && !gone; k++) {
			const change *c = &d->cs.v[k];
			gone = draft_is(c, "diagnostic") && c->old && !c->new && checked_where(c->old) &&
			       base_diag(d, c->old) == dg;
		}
		if (gone && !listed(&replaced, dg->id) && !still_said(d, dg, fs))
			draft_remove(d, DRAFT_REMOVE_DIAGNOSTICS, dg->id);
	}
	d->o.oom |= replaced.oom;
	hcl_buf_free(&replaced);
}

/* ---- the command ------------------------------------------------------------- */

/* The path of file relative to the folder of out (or to the working folder). */
static void relative(hcl_buf *b, const char *file, const char *out)
{
	char f[PATH_MAX], dir[PATH_MAX];
	hcl_buf od = {0};
	if (out && strrchr(out, '/'))
		hcl_buf_put(&od, out, (size_t)(strrchr(out, '/') - out));
	else
		hcl_buf_puts(&od, ".");
	if (!realpath(file, f) || !realpath(od.p ? od.p : ".", dir)) {
		hcl_buf_puts(b, file);
		hcl_buf_free(&od);
		return;
	}
	hcl_buf_free(&od);
	size_t common = 0;
	for (size_t i = 0; f[i] && f[i] == dir[i]; i++)
		if (f[i] == '/')
			common = i;
	if (dir[strlen(dir)] == '\0' && !strncmp(f, dir, strlen(dir)) && f[strlen(dir)] == '/')
		common = strlen(dir);
	for (const char *p = dir + common; *p; p++)
		if (*p == '/')
			hcl_buf_puts(b, "../");
	hcl_buf_puts(b, f + common + 1);
}

static int write_draft(const draft_opts *o, const char *base_file, const spec_lang *base, const spec_lang *ref,
		       const char *prog)
{
	hcl_arena arena;
	hcl_arena_init(&arena);
	arena.oom = &gen_oom; /* out of memory: a message, exit status 2 */
	hcl_buf t1 = {0}, t2 = {0}, rel = {0}, head = {0};
	drift_facts a = {.a = &arena}, b = {.a = &arena}, basefacts = {.a = &arena}, reffacts = {.a = &arena};
	const char *c1 = NULL, *c2 = NULL;
	draft d = {.base = base};
	int rc = 2;
	if (drift_source_facts(prog, o->from, &a, &t1, &c1) != 0 || drift_source_facts(prog, o->to, &b, &t2, &c2) != 0)
		goto done;
	const char *version = drift_fact_value(&b, "version");
	minor_of(d.since, sizeof d.since, version);
	diff(&d.cs, &a, &b);
	drift_spec_facts(&basefacts, base);
	d.basefacts = &basefacts;
	if (ref) {
		drift_spec_facts(&reffacts, ref);
		d.ref = ref;
		d.reffacts = &reffacts;
	}
	relative(&rel, base_file, o->out);
	hcl_buf_printf(&head, "# %s %s: drafted by reserve-gen draft from the difference between the sources\n"
			     "# %s (%s%s%s) and %s (%s%s%s).\n"
			     "# Resolve each TODO; then reserve-gen drift of this spec against the second is clean.\n\n"
			     "language \"%s\" {\n  extends = ",
		       base->display ? base->display : base->name, version ? version : "", o->from,
		       drift_fact_value(&a, "version") ? drift_fact_value(&a, "version") : "?", c1 ? ", commit " : "",
		       c1 ? c1 : "", o->to, version ? version : "?", c2 ? ", commit " : "", c2 ? c2 : "", base->name);
	draft_quoted(&head, rel.p ? rel.p : base_file);
	hcl_buf_puts(&head, "\n  version = ");
	draft_quoted(&head, version ? version : "");
	if (c2) {
		hcl_buf_printf(&head, "\n  commit  = \"%.10s\"", c2);
	}
	hcl_buf_puts(&head, "\n  # TODO: c_prefix, if this spec is compiled to C beside its base\n}\n");
	static const char *const remove_keys[DRAFT_REMOVE_COUNT] = {
#define X(ID, key) key,
		DRAFT_REMOVES(X)
#undef X
	};
	roots(&d);
	draft_blocks(&d, &b);
	features(&d);
	diagnostics(&d, &b);
	int removes = 0;
	for (int k = 0; k < DRAFT_REMOVE_COUNT; k++)
		if (d.remove[k].n)
			hcl_buf_printf(&head, "%s  %s = [%s]\n", removes++ ? "" : "\n# TODO: check each removal against the source\nremove {\n",
				       remove_keys[k], d.remove[k].p);
	if (removes)
		hcl_buf_puts(&head, "}\n");
	hcl_buf_put(&head, d.o.p ? d.o.p : "", d.o.n);
	head.oom |= d.o.oom;
	if (head.oom || d.cs.oom) {
		fprintf(stderr, "reserve-gen draft: out of memory\n");
		goto done;
	}
	FILE *out = o->out ? fopen(o->out, "w") : stdout;
	if (!out) {
		perror(o->out);
		goto done;
	}
	fwrite(head.p, 1, head.n, out);
	rc = (o->out ? fclose(out) : fflush(out)) == 0 ? 0 : 2;
	if (rc)
		fprintf(stderr, "reserve-gen draft: %s: could not be written\n", o->out ? o->out : "standard output");
done:
	free(d.cs.v);
	free(basefacts.v);
	free(reffacts.v);
	for (int k = 0; k < DRAFT_REMOVE_COUNT; k++)
		hcl_buf_free(&d.remove[k]);
	free(a.v);
	free(b.v);
	hcl_buf_free(&d.o);
	hcl_buf_free(&head);
	hcl_buf_free(&t1);
	hcl_buf_free(&t2);
	hcl_buf_free(&rel);
	hcl_arena_free(&arena);
	return rc;
}

int gen_draft_main(int argc, char **argv)
{
	draft_opts o = {0};
	int rc = options(&o, argc, argv);
	if (rc != 0)
		return rc < 0 ? 0 : rc;
	hcl_buf progbuf = {0};
	const char *prog = drift_find_srcfacts(o.srcfacts, &progbuf);
	char *file = spec_find(o.base), *likefile = o.like ? spec_find(o.like) : NULL;
	spec_loaded *ls = likefile ? spec_load(likefile) : NULL;
	if (o.like && (!ls || spec_loaded_errors(ls))) {
		fprintf(stderr, "reserve-gen draft: %s: no spec that loads (reserve-gen --check)\n", o.like);
		rc = 2;
	} else if (!prog) {
		fputs(drift_no_srcfacts, stderr);
		rc = 2;
	} else if (!file) {
		fprintf(stderr, "reserve-gen draft: %s: no such spec file or shipped spec\n", o.base);
		rc = 2;
	} else {
		spec_loaded *s = spec_load(file);
		if (!s || spec_loaded_errors(s)) {
			fprintf(stderr, "reserve-gen draft: %s: the spec does not load (reserve-gen --check %s)\n", file,
				file);
			rc = 2;
		} else {
			rc = write_draft(&o, file, spec_loaded_lang(s), ls ? spec_loaded_lang(ls) : NULL, prog);
		}
		spec_loaded_free(s);
	}
	spec_loaded_free(ls);
	free(likefile);
	free(file);
	hcl_buf_free(&progbuf);
	return rc;
}
