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

#include "gen_drift.h"

static void usage(FILE *out)
{
	fputs("Usage: reserve-gen draft --base SPEC --from OLD --to NEW [-o FILE] [--srcfacts PROG]\n"
	      "Writes a spec that extends SPEC (the spec of the source tree OLD) with every\n"
	      "mechanical difference between the trees OLD and NEW, a # TODO: comment at each\n"
	      "fact that needs judgement.  Exit status: 0 written, 2 usage error or a spec or\n"
	      "source that cannot be read.\n",
	      out);
}

typedef struct draft_opts {
	const char *base, *from, *to, *out, *srcfacts;
} draft_opts;

static int options(draft_opts *o, int argc, char **argv)
{
	const struct {
		const char *name;
		const char **value;
	} valued[] = {{"--base", &o->base}, {"--from", &o->from}, {"--to", &o->to}, {"-o", &o->out},
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

/* One fact that differs between the trees: old or new is NULL when the
 * fact is only on the other side. */
typedef struct change {
	const drift_fact *old, *new;
} change;

typedef struct changes {
	change *v;
	size_t n, cap;
	int oom;
} changes;

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

static const drift_fact *side(const change *c)
{
	return c->new ? c->new : c->old;
}

static int is(const change *c, const char *kind)
{
	return !strcmp(side(c)->kind, kind);
}

/* ---- writing ----------------------------------------------------------------- */

/* s as an HCL quoted string: {{ and }} stay as they are, so a template's {}
 * is written by the caller. */
static void quoted(hcl_buf *o, const char *s)
{
	hcl_buf_putc(o, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			hcl_buf_printf(o, "\\%c", *s);
		else if (*s == '\n')
			hcl_buf_puts(o, "\\n");
		else if (*s == '\t')
			hcl_buf_puts(o, "\\t");
		else if (*s == '$' && s[1] == '{')
			hcl_buf_puts(o, "$$");
		else if (*s == '%' && s[1] == '{')
			hcl_buf_puts(o, "%%");
		else
			hcl_buf_putc(o, *s);
	}
	hcl_buf_putc(o, '"');
}

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
	quoted(o, text.p ? text.p : "");
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

typedef struct draft {
	hcl_buf o;
	const spec_lang *base;
	char since[32];
	changes cs;
} draft;

static void roots(draft *d)
{
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		if (is(c, "root") && c->new && !c->old) {
			hcl_buf_printf(&d->o, "\nroot \"%s\" {\n  form  = %s\n", c->new->name, c->new->value);
			if (!strcmp(c->new->where, "testing"))
				hcl_buf_puts(&d->o, "  scope = testing\n");
			hcl_buf_printf(&d->o, "  since = \"%s\"\n  # TODO: subject, refers, and what checks need "
					      "(declared_by, undeclared, attributes...): doc/spec.md\n}\n",
				       d->since);
		} else if (is(c, "root")) {
			hcl_buf_printf(&d->o, "\n# TODO: %s \"%s\" (%s scope, %s:%u)\n", c->new ? "the form of root" : "remove root",
				       side(c)->name, side(c)->where, side(c)->file, side(c)->line);
			if (c->new)
				hcl_buf_printf(&d->o, "root \"%s\" {\n  form = %s\n}\n", c->new->name, c->new->value);
		} else if (is(c, "root_attribute")) {
			hcl_buf_printf(&d->o, "\n# TODO: root \"%s\" attribute \"%s\": %s %s -> %s (%s:%u)\n",
				       side(c)->where, side(c)->name, c->old && c->new ? "now" : c->new ? "added" : "removed",
				       c->old ? c->old->value : "none", c->new ? c->new->value : "none", side(c)->file,
				       side(c)->line);
		}
	}
}

/* ---- block types: the changes under each block path, written as nested
 * blocks that change the base's (add { } and remove { } of its lists), or
 * as new block types with their lists ---------------------------------------- */

/* The lists of a block type a change touches, in the order they are written. */
#define DRAFT_LISTS(X) \
	X(META_ARGUMENTS, "meta_arguments") \
	X(REQUIRED, "required_arguments") \
	X(FORMS, "argument_forms") \
	X(META_BLOCKS, "meta_blocks") \
	X(RESERVED_ARGUMENTS, "reserved_arguments") \
	X(RESERVED_BLOCKS, "reserved_blocks")

enum {
#define X(ID, key) L_##ID,
	DRAFT_LISTS(X)
#undef X
	L_COUNT,
	L_LINE = L_COUNT /* a line of its own: a key, or a TODO */
};

static const char *const list_keys[L_COUNT] = {
#define X(ID, key) key,
	DRAFT_LISTS(X)
#undef X
};

typedef struct entry {
	const char *path;
	int list; /* L_..., or L_LINE */
	int add;  /* 1 add, 0 remove */
	char *text;
} entry;

typedef struct entries {
	entry *v;
	size_t n, cap;
	int oom;
} entries;

__attribute__((format(printf, 5, 6))) static void put(entries *es, const char *path, int list, int add,
						       const char *fmt, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	if (b.oom || hcl_grow((void **)&es->v, &es->cap, es->n + 1, sizeof *es->v) != 0) {
		es->oom = 1;
		hcl_buf_free(&b);
		return;
	}
	es->v[es->n++] = (entry){path, list, add, b.p};
}

static int by_path(const void *x, const void *y)
{
	const entry *a = x, *b = y;
	int c = strcmp(a->path, b->path);
	if (!c)
		c = a->list - b->list;
	if (!c)
		c = b->add - a->add;
	return c ? c : (a < b ? -1 : a > b);
}

/* 1 when NEW has path as a block and OLD has not. */
static int new_path(const changes *cs, const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return 0;
	for (size_t i = 0; i < cs->n; i++) {
		const change *c = &cs->v[i];
		if (c->new && !c->old && !strcmp(c->new->kind, "block") &&
		    !strncmp(c->new->where, path, (size_t)(slash - path)) && c->new->where[slash - path] == '\0' &&
		    !strcmp(c->new->name, slash + 1))
			return 1;
	}
	return 0;
}

/* 1 when some fact of NEW lies under path (a nested block with a body). */
static int has_body(const drift_facts *new, const char *path)
{
	size_t n = strlen(path);
	for (size_t i = 0; i < new->n; i++)
		if (!strncmp(new->v[i].where, path, n) && new->v[i].where[n] == '\0' && strcmp(new->v[i].kind, "block") != 0)
			return 1;
	return 0;
}

static const char *child_path(draft *d, drift_facts *fs, const drift_fact *f)
{
	(void)d;
	hcl_buf b = {0};
	hcl_buf_printf(&b, "%s/%s", f->where, f->name);
	const char *s = drift_str(fs, b.p ? b.p : "");
	hcl_buf_free(&b);
	return s;
}

/* The entries of one change of a block fact. */
static void block_change(draft *d, entries *es, drift_facts *new, const change *c)
{
	const drift_fact *f = side(c);
	const char *k = f->kind, *path = f->where;
	int add = c->new != NULL;
	if (!strcmp(k, "block")) {
		const char *child = child_path(d, new, f);
		if (!strcmp(f->name, "_"))
			put(es, path, L_LINE, 1, "escaping_block = %s", add ? "true" : "false");
		else if (c->old && c->new)
			put(es, child, L_LINE, 1, "labels = [%s%s%s]", *c->new->value ? "\"" : "", c->new->value,
			    *c->new->value ? "\"" : "");
		else if (strchr(path, '/'))
			put(es, path, L_META_BLOCKS, add, "\"%s\"", f->name);
		if (add && !c->old && (!strchr(path, '/') || has_body(new, child))) {
			put(es, child, L_LINE, 1, "# TODO: a new block type (%s:%u): declares, since, and the forms of its "
						"arguments", f->file, f->line);
			if (*f->value) {
				hcl_buf labels = {0};
				for (const char *p = f->value, *sp; *p; p = sp + (*sp != '\0')) {
					sp = strchr(p, ' ');
					if (!sp)
						sp = p + strlen(p);
					hcl_buf_printf(&labels, "%s\"%.*s\"", labels.n ? ", " : "", (int)(sp - p), p);
				}
				put(es, child, L_LINE, 1, "labels = [%s]", labels.p ? labels.p : "");
				hcl_buf_free(&labels);
			}
		} else if (!add) {
			put(es, path, L_LINE, 1, "# TODO: block type \"%s\" is gone (%s:%u): remove it", f->name, f->file,
			    f->line);
		}
	} else if (!strcmp(k, "argument")) {
		if (!c->old || !c->new)
			put(es, path, L_META_ARGUMENTS, add, "\"%s\"", f->name);
		if ((c->new && !strcmp(c->new->value, "required")) != (c->old && !strcmp(c->old->value, "required")))
			put(es, path, L_REQUIRED, c->new && !strcmp(c->new->value, "required"), "\"%s\"", f->name);
		if (add && !c->old)
			put(es, path, L_LINE, 1, "# TODO: argument \"%s\" (%s:%u): a meta-argument? its form?", f->name,
			    f->file, f->line);
	} else if (!strcmp(k, "constant")) {
		put(es, path, L_FORMS, add, "\"%s=constant\"", f->name);
	} else if (!strcmp(k, "reserved")) {
		put(es, path, !strcmp(f->value, "block") ? L_RESERVED_BLOCKS : L_RESERVED_ARGUMENTS, add, "\"%s\"", f->name);
	} else if (!strcmp(k, "schema")) {
		const char *v = c->new ? c->new->value : "open", *was = c->old ? c->old->value : "open";
		if (!strcmp(v, "closed") != !strcmp(was, "closed"))
			put(es, path, L_LINE, 1, "strict = %s", !strcmp(v, "closed") ? "true" : "false");
		if (!strcmp(v, "attributes") != !strcmp(was, "attributes"))
			put(es, path, L_LINE, 1, "attributes_only = %s", !strcmp(v, "attributes") ? "true" : "false");
	} else if (!strcmp(k, "reserved_label")) {
		put(es, path, L_LINE, 1, "# TODO: the label \"%s\" is %s reserved (%s:%u)", f->name, add ? "now" : "no longer",
		    f->file, f->line);
	}
}

static void indent(hcl_buf *o, int depth)
{
	for (int i = 0; i < depth; i++)
		hcl_buf_puts(o, "  ");
}

/* Writes the lists of entries [i, j) (one path), as add/remove blocks or,
 * for a new block type, as its own lists. */
static void lists(hcl_buf *o, const entry *v, size_t i, size_t j, int fresh, int depth)
{
	for (int add = 1; add >= 0; add--) {
		int opened = 0;
		for (int l = 0; l < L_COUNT; l++) {
			int any = 0;
			for (size_t k = i; k < j; k++) {
				if (v[k].list != l || v[k].add != add)
					continue;
				if (!opened && !fresh) {
					indent(o, depth);
					hcl_buf_puts(o, add ? "add {\n" : "remove {\n");
					opened = 1;
				}
				if (!any) {
					indent(o, depth + !fresh);
					hcl_buf_printf(o, "%s = [", list_keys[l]);
				}
				hcl_buf_printf(o, "%s%s", any ? ", " : "", v[k].text);
				any = 1;
			}
			if (any)
				hcl_buf_puts(o, "]\n");
		}
		if (opened) {
			indent(o, depth);
			hcl_buf_puts(o, "}\n");
		}
	}
}

/* Writes the entries under prefix (sorted by path from i on) at depth;
 * returns the first entry past them. */
static size_t render(draft *d, const entry *v, size_t i, size_t n, const char *prefix, int depth)
{
	size_t plen = strlen(prefix);
	size_t j = i;
	while (j < n && !strcmp(v[j].path, prefix))
		j++;
	int fresh = new_path(&d->cs, prefix);
	for (size_t k = i; k < j; k++)
		if (v[k].list == L_LINE) {
			indent(&d->o, depth);
			hcl_buf_printf(&d->o, "%s\n", v[k].text);
		}
	lists(&d->o, v, i, j, fresh, depth);
	while (j < n && !strncmp(v[j].path, prefix, plen) && v[j].path[plen] == '/') {
		const char *name = v[j].path + plen + 1, *end = strchr(name, '/');
		size_t len = end ? (size_t)(end - name) : strlen(name);
		hcl_buf child = {0};
		hcl_buf_printf(&child, "%s/%.*s", prefix, (int)len, name);
		indent(&d->o, depth);
		hcl_buf_printf(&d->o, "%sblock \"%.*s\" {\n", depth ? "" : "\n", (int)len, name);
		if (!depth && !strncmp(prefix, "test", 4)) {
			indent(&d->o, depth + 1);
			hcl_buf_puts(&d->o, "test_file = true\n");
		}
		j = render(d, v, j, n, child.p ? child.p : "", depth + 1);
		indent(&d->o, depth);
		hcl_buf_puts(&d->o, "}\n");
		hcl_buf_free(&child);
	}
	return j;
}

static int block_kind(const change *c)
{
	static const char *const kinds[] = {"block", "schema", "argument", "constant", "reserved", "reserved_label"};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (is(c, kinds[i]))
			return 1;
	return 0;
}

static void blocks(draft *d, drift_facts *new)
{
	entries es = {0};
	for (size_t i = 0; i < d->cs.n; i++)
		if (block_kind(&d->cs.v[i]))
			block_change(d, &es, new, &d->cs.v[i]);
	qsort(es.v, es.n, sizeof *es.v, by_path);
	for (size_t i = 0; i < es.n;) {
		const char *top = es.v[i].path, *slash = strchr(top, '/');
		hcl_buf prefix = {0};
		hcl_buf_put(&prefix, top, slash ? (size_t)(slash - top) : strlen(top));
		size_t j = render(d, es.v, i, es.n, prefix.p ? prefix.p : "", 0);
		i = j > i ? j : i + 1;
		hcl_buf_free(&prefix);
	}
	d->o.oom |= es.oom;
	for (size_t i = 0; i < es.n; i++)
		free(es.v[i].text);
	free(es.v);
}

/* ---- experiments, functions, namespaces -------------------------------------- */

static void features(draft *d)
{
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		const drift_fact *f = side(c);
		if (is(c, "experiment") && c->new && !strcmp(f->where, "concluded")) {
			hcl_buf_printf(&d->o, "\nfeature \"%s\" {\n  state   = concluded\n  since   = \"%s\"\n  message = ",
				       f->name, d->since);
			quoted(&d->o, f->value);
			hcl_buf_puts(&d->o, "\n}\n");
		} else if (is(c, "experiment") && c->new) {
			hcl_buf_printf(&d->o, "\nfeature \"%s\" {\n  state = experiment\n  since = \"%s\"\n}\n", f->name,
				       d->since);
		} else if (is(c, "experiment") && spec_feature_index(d->base, f->name) >= 0) {
			hcl_buf_printf(&d->o, "\n# TODO: experiment \"%s\" is gone from the source (%s:%u): remove it\n",
				       f->name, f->file, f->line);
		} else if (is(c, "function") && c->new) {
			hcl_buf_printf(&d->o, "function \"%s\" { since = \"%s\" }\n", f->name, d->since);
		} else if (is(c, "function")) {
			hcl_buf_printf(&d->o, "# TODO: a message, if calls still fail with one (%s:%u)\nfunction \"%s\" { "
					      "until = \"%s\" }\n",
				       f->file, f->line, f->name, d->since);
		} else if (is(c, "namespace") && c->new) {
			hcl_buf_printf(&d->o, "\n# TODO: the form of namespace \"%s\" and its diagnostics (%s:%u)\n"
					      "namespace \"%s\" {\n  form  = builtin\n  since = \"%s\"\n}\n",
				       f->name, f->file, f->line, f->name, d->since);
		} else if (is(c, "namespace")) {
			hcl_buf_printf(&d->o, "\n# TODO: namespace \"%s\" is gone: remove it\n", f->name);
		}
	}
}

/* ---- diagnostics ----------------------------------------------------------- */

/* The base's diagnostic whose texts are the old fact's, or NULL. */
static const spec_diag *base_diag(const spec_lang *l, drift_facts *fs, const drift_fact *old)
{
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *dg = &l->diags[i];
		int same = 0;
		/* the spec's texts as templates */
		drift_facts tmp = {.a = fs->a};
		drift_spec_facts(&tmp, &(spec_lang){.name = "", .version = "", .diags = dg, .ndiags = 1});
		for (size_t k = 0; k < tmp.n; k++)
			if (!strcmp(tmp.v[k].kind, "diagnostic") && drift_same_text(old->name, tmp.v[k].name) &&
			    drift_same_text(old->value, tmp.v[k].value))
				same = 1;
		free(tmp.v);
		if (same)
			return dg;
	}
	return NULL;
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

static void diagnostics(draft *d, drift_facts *fs)
{
	int n = 0;
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		if (!is(c, "diagnostic") || !c->new || !checked_where(c->new))
			continue;
		/* a changed text: the base's message of the same summary in the old tree, now gone */
		const spec_diag *like = NULL;
		for (size_t k = 0; k < d->cs.n && !like; k++) {
			const change *o = &d->cs.v[k];
			if (is(o, "diagnostic") && o->old && !o->new && !strcmp(o->old->name, c->new->name) &&
			    !strcmp(o->old->where, c->new->where))
				like = base_diag(d->base, fs, o->old);
		}
		diag_block(d, like ? like->id : "new", like, c->new, ++n);
	}
	for (size_t i = 0; i < d->cs.n; i++) {
		const change *c = &d->cs.v[i];
		if (is(c, "diagnostic") && c->old && !c->new && checked_where(c->old)) {
			const spec_diag *dg = base_diag(d->base, fs, c->old);
			if (dg)
				hcl_buf_printf(&d->o, "\n# TODO: diagnostic \"%s\" (%s) is no longer in the source, unless "
						      "replaced above: remove it\n",
					       dg->id, dg->code);
		}
	}
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

static int write_draft(const draft_opts *o, const char *base_file, const spec_lang *base, const char *prog)
{
	hcl_arena arena;
	hcl_arena_init(&arena);
	hcl_buf t1 = {0}, t2 = {0}, rel = {0};
	drift_facts a = {.a = &arena}, b = {.a = &arena};
	const char *c1 = NULL, *c2 = NULL;
	draft d = {.base = base};
	int rc = 2;
	if (drift_source_facts(prog, o->from, &a, &t1, &c1) != 0 || drift_source_facts(prog, o->to, &b, &t2, &c2) != 0)
		goto done;
	const char *version = drift_fact_value(&b, "version");
	minor_of(d.since, sizeof d.since, version);
	diff(&d.cs, &a, &b);
	relative(&rel, base_file, o->out);
	hcl_buf_printf(&d.o, "# %s %s: drafted by reserve-gen draft from the difference between the sources\n"
			     "# %s (%s%s%s) and %s (%s%s%s).\n"
			     "# Resolve each TODO; then reserve-gen drift of this spec against the second is clean.\n\n"
			     "language \"%s\" {\n  extends = ",
		       base->display ? base->display : base->name, version ? version : "", o->from,
		       drift_fact_value(&a, "version") ? drift_fact_value(&a, "version") : "?", c1 ? ", commit " : "",
		       c1 ? c1 : "", o->to, version ? version : "?", c2 ? ", commit " : "", c2 ? c2 : "", base->name);
	quoted(&d.o, rel.p ? rel.p : base_file);
	hcl_buf_puts(&d.o, "\n  version = ");
	quoted(&d.o, version ? version : "");
	hcl_buf_puts(&d.o, "\n  # TODO: c_prefix, if this spec is compiled to C beside its base\n}\n");
	roots(&d);
	blocks(&d, &b);
	features(&d);
	diagnostics(&d, &b);
	if (d.o.oom || d.cs.oom) {
		fprintf(stderr, "reserve-gen draft: out of memory\n");
		goto done;
	}
	FILE *out = o->out ? fopen(o->out, "w") : stdout;
	if (!out) {
		perror(o->out);
		goto done;
	}
	fwrite(d.o.p, 1, d.o.n, out);
	rc = (o->out ? fclose(out) : fflush(out)) == 0 ? 0 : 2;
	if (rc)
		fprintf(stderr, "reserve-gen draft: %s: could not be written\n", o->out ? o->out : "standard output");
done:
	free(d.cs.v);
	free(a.v);
	free(b.v);
	hcl_buf_free(&d.o);
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
	char *file = spec_find(o.base);
	if (!prog) {
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
			rc = write_draft(&o, file, spec_loaded_lang(s), prog);
		}
		spec_loaded_free(s);
	}
	free(file);
	hcl_buf_free(&progbuf);
	return rc;
}
