/* gen_drift_cmp.c - the comparison of a spec's facts with its source's.
 *
 * Facts of one kind, where and name are the same fact on both sides; one
 * side only is missing (in the source) or extra (in the spec), both with
 * other values different.  Diagnostics are matched by their texts: a
 * source text is a template whose {} stands for any run of characters, so a
 * spec that spells out one case of a message built at run time still
 * matches it, as does a spec that makes one template of several messages; a spec diagnostic whose summary matches but whose detail
 * matches none is different, one whose summary matches nothing is extra,
 * and a source text of the loader or the reference parser (where
 * "configs" or "parseref") that no spec text matches is missing. */
#include <stdlib.h>
#include <string.h>

#include "gen_drift.h"

const char *const drift_change_names[3] = {"missing", "extra", "different"};

/* 1 when text matches pattern, whose {} stands for any run of characters
 * (and star, when given, does too). */
static int glob(const char *pat, const char *text, const char *star)
{
	size_t k = strlen(star);
	while (*pat) {
		if (strncmp(pat, star, k) == 0) {
			pat += k;
			for (const char *t = text;; t++) {
				if (glob(pat, t, star))
					return 1;
				if (!*t)
					return 0;
			}
		}
		if (*pat != *text)
			return 0;
		pat++;
		text++;
	}
	return *text == '\0';
}

static int cmp_key(const drift_fact *a, const drift_fact *b)
{
	int c = strcmp(a->kind, b->kind);
	if (!c)
		c = strcmp(a->where, b->where);
	if (!c)
		c = strcmp(a->name, b->name);
	return c;
}

static int by_key(const void *x, const void *y)
{
	int c = cmp_key(x, y);
	return c ? c : strcmp(((const drift_fact *)x)->value, ((const drift_fact *)y)->value);
}

static int noted(const drift_item *it, const char *id, const spec_drift_note *notes, unsigned n,
		 unsigned char *used)
{
	for (unsigned i = 0; i < n; i++) {
		const spec_drift_note *d = &notes[i];
		if (strcmp(d->kind, it->kind) != 0 || (d->where && !glob(d->where, it->where, "*")) ||
		    (d->change && strcmp(d->change, drift_change_names[it->change]) != 0))
			continue;
		if (glob(d->name, it->name, "*") || (id && glob(d->name, id, "*"))) {
			used[i] = 1;
			return 1;
		}
	}
	return 0;
}

typedef struct cmp {
	drift_items *out;
	const spec_drift_note *notes;
	unsigned nnotes;
	unsigned char *used;
} cmp;

static void emit(cmp *c, const drift_fact *f, const char *id, drift_change change, const char *spec,
		 const char *source, const drift_fact *at)
{
	drift_item it = {f->kind, f->where, f->name, change, spec, source, at ? at->file : NULL, at ? at->line : 0};
	if (noted(&it, id, c->notes, c->nnotes, c->used))
		return;
	if (hcl_grow((void **)&c->out->v, &c->out->cap, c->out->n + 1, sizeof *c->out->v) != 0) {
		c->out->oom = 1;
		return;
	}
	c->out->v[c->out->n++] = it;
}

/* The facts other than diagnostics, both lists sorted by key. */
static void compare_keyed(cmp *c, drift_facts *spec, drift_facts *src)
{
	size_t i = 0, j = 0;
	while (i < spec->n || j < src->n) {
		drift_fact *p = i < spec->n ? &spec->v[i] : NULL, *s = j < src->n ? &src->v[j] : NULL;
		if (p && !strcmp(p->kind, "diagnostic")) {
			i++;
			continue;
		}
		if (s && !strcmp(s->kind, "diagnostic")) {
			j++;
			continue;
		}
		/* a fact the spec states twice (a name both a meta-argument and reserved) is one */
		if (p && i > 0 && !cmp_key(p, &spec->v[i - 1]) && !strcmp(p->value, spec->v[i - 1].value)) {
			i++;
			continue;
		}
		int k = !p ? 1 : !s ? -1 : cmp_key(p, s);
		if (k > 0 && !strcmp(s->kind, "commit")) { /* a spec need not name the commit it was proved at */
			j++;
			continue;
		}
		if (k == 0 && !strcmp(s->kind, "commit")) { /* the spec's may be a prefix of the source's */
			if (strncmp(s->value, p->value, strlen(p->value)) != 0 || strlen(p->value) < 7)
				emit(c, s, NULL, DRIFT_DIFFERENT, p->value, s->value, s);
			i++;
			j++;
			continue;
		}
		if (k < 0) {
			emit(c, p, NULL, DRIFT_EXTRA, p->value, NULL, NULL);
			i++;
		} else if (k > 0) {
			emit(c, s, NULL, DRIFT_MISSING, NULL, s->value, s);
			j++;
		} else {
			if (strcmp(p->value, "*") != 0 && strcmp(p->value, s->value) != 0)
				emit(c, s, NULL, DRIFT_DIFFERENT, p->value, s->value, s);
			i++;
			j++;
		}
	}
}

/* 1 when a source text and a spec text can be the same message: either is
 * a case of the other, {} standing for any run of characters. */
int drift_same_text(const char *source, const char *spec)
{
	return glob(source, spec, "{}") || glob(spec, source, "{}");
}

/* How many leading bytes a and b share. */
static size_t common(const char *a, const char *b)
{
	size_t n = 0;
	while (a[n] && a[n] == b[n])
		n++;
	return n;
}

static void compare_diag(cmp *c, drift_fact *p, drift_facts *src)
{
	drift_fact *near = NULL;
	int matched = 0;
	for (size_t j = 0; j < src->n; j++) {
		drift_fact *s = &src->v[j];
		if (strcmp(s->kind, "diagnostic") != 0 || !drift_same_text(s->name, p->name))
			continue;
		if (drift_same_text(s->value, p->value)) {
			s->used = 1;
			matched = 1;
		} else if (!near || common(s->value, p->value) > common(near->value, p->value)) {
			near = s;
		}
	}
	if (matched)
		return;
	if (near) {
		near->used = 1;
		drift_fact f = *p;
		f.where = near->where;
		emit(c, &f, p->id, DRIFT_DIFFERENT, p->value, near->value, near);
	} else {
		emit(c, p, p->id, DRIFT_EXTRA, p->value, NULL, NULL);
	}
}

void drift_compare(drift_items *out, drift_facts *spec, drift_facts *src, const spec_drift_note *notes,
		   unsigned nnotes, unsigned char *used)
{
	cmp c = {out, notes, nnotes, used};
	qsort(spec->v, spec->n, sizeof *spec->v, by_key);
	qsort(src->v, src->n, sizeof *src->v, by_key);
	compare_keyed(&c, spec, src);
	for (size_t i = 0; i < spec->n; i++)
		if (!strcmp(spec->v[i].kind, "diagnostic"))
			compare_diag(&c, &spec->v[i], src);
	for (size_t j = 0; j < src->n; j++) {
		drift_fact *s = &src->v[j];
		if (!strcmp(s->kind, "diagnostic") && !s->used &&
		    (!strcmp(s->where, "configs") || !strcmp(s->where, "parseref")))
			emit(&c, s, NULL, DRIFT_MISSING, NULL, s->value, s);
	}
}
