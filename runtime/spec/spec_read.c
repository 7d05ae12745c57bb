/* spec_read.c - the spec loader's reading of values: strings, lists,
 * booleans and words, the keys a block may take, names to resolve later,
 * and every problem as a diagnostic at the key it is about. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_loader.h"

void *spec_grow_add(spec_loader *ld, spec_grow *g, uint32_t at, const char *what)
{
	spec_loaded *s = ld->s;
	if (g->n >= SPEC_MAX_ITEMS) {
		if (!g->full++)
			spec_problem(ld, ld->f, at, at + 1, "Spec too large",
				     "A spec may have at most %d %s; this one and those after it are left out.",
				     SPEC_MAX_ITEMS, what);
		return hcl_alloc(&s->arena, g->size);
	}
	if (g->n == g->cap) {
		uint32_t ncap = g->cap ? g->cap * 2 : 16;
		void *nv = hcl_alloc(&s->arena, ncap * g->size);
		uint32_t *nat = hcl_alloc(&s->arena, ncap * sizeof *nat);
		uint16_t *nf = hcl_alloc(&s->arena, ncap * sizeof *nf);
		spec_item_meta *nm = hcl_alloc(&s->arena, ncap * sizeof *nm);
		if (g->n) {
			memcpy(nv, g->v, g->n * g->size);
			memcpy(nat, g->at, g->n * sizeof *nat);
			memcpy(nf, g->file, g->n * sizeof *nf);
			memcpy(nm, g->meta, g->n * sizeof *nm);
		}
		g->v = nv;
		g->at = nat;
		g->file = nf;
		g->meta = nm;
		g->cap = ncap;
	}
	g->at[g->n] = at;
	g->file[g->n] = (uint16_t)ld->fi;
	memset(&g->meta[g->n], 0, sizeof g->meta[g->n]);
	void *item = (char *)g->v + g->size * g->n++;
	memset(item, 0, g->size);
	return item;
}

/* ---- names by hash ---------------------------------------------------------- */

#define NAME_OF(base, size, off, i) (*(const char *const *)((const char *)(base) + (size) * (i) + (off)))

/* The slot of name: the one holding its item, or the free one to take. */
static uint32_t *find_slot(const spec_index *x, const void *base, size_t size, size_t off, const char *name)
{
	uint32_t mask = x->cap - 1;
	for (uint32_t i = spec_hash(name, strlen(name)) & mask;; i = (i + 1) & mask)
		if (!x->slot[i] || strcmp(NAME_OF(base, size, off, x->slot[i] - 1), name) == 0)
			return &x->slot[i];
}

int32_t spec_index_find(const spec_index *x, const void *base, size_t size, size_t off, const char *name)
{
	if (!x->cap || !name)
		return -1;
	uint32_t *slot = find_slot(x, base, size, off, name);
	return *slot ? (int32_t)(*slot - 1) : -1;
}

int32_t spec_index_add(spec_loaded *s, spec_index *x, const void *base, size_t size, size_t off,
		       uint32_t i)
{
	const char *name = NAME_OF(base, size, off, i);
	if (!name)
		return -1;
	if (2 * (x->n + 1) > x->cap) { /* at most half full */
		spec_index old = *x;
		x->cap = old.cap ? old.cap * 2 : 64;
		x->slot = hcl_alloc(&s->arena, x->cap * sizeof *x->slot);
		for (uint32_t k = 0; k < old.cap; k++)
			if (old.slot[k])
				*find_slot(x, base, size, off, NAME_OF(base, size, off, old.slot[k] - 1)) = old.slot[k];
	}
	uint32_t *slot = find_slot(x, base, size, off, name);
	if (*slot)
		return (int32_t)(*slot - 1);
	*slot = i + 1;
	x->n++;
	return -1;
}

void spec_problem(spec_loader *ld, hcl_file *f, uint32_t start, uint32_t end, const char *summary,
		  const char *fmt, ...)
{
	hcl_buf text = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&text, fmt, ap);
	va_end(ap);
	hcl_diag_add(f, HCL_ERROR, start, end, summary, hcl_buf_done(&f->arena, &text));
	ld->s->errors++;
}

void spec_word_list(hcl_buf *o, const char *const *words, int n, const char *last)
{
	int left = 0;
	for (int i = 0; i < n; i++)
		left += words[i] != NULL;
	for (int i = 0; i < n; i++) {
		if (!words[i])
			continue;
		left--;
		hcl_buf_puts(o, words[i]);
		if (left > 1)
			hcl_buf_puts(o, ", ");
		else if (left == 1)
			hcl_buf_puts(o, last);
	}
}

/* ---- values -------------------------------------------------------------- */

const char *spec_str_value(spec_loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_TEMPLATE && !(e->flags & HCL_EF_HEREDOC) && e->list && !e->list->next &&
	    e->list->kind == HCL_E_LITERAL) {
		return hcl_strndup(&ld->s->arena, e->list->text, e->list->len);
	}
	if (e->kind == HCL_E_TEMPLATE && e->flags & HCL_EF_HEREDOC) {
		size_t n = 0;
		for (const hcl_expr *p = e->list; p; p = p->next) {
			if (p->kind != HCL_E_LITERAL)
				goto bad;
			n += p->len;
		}
		char *s = hcl_alloc(&ld->s->arena, n + 1), *o = s;
		for (const hcl_expr *p = e->list; p; p = p->next) {
			memcpy(o, p->text, p->len);
			o += p->len;
		}
		if (o > s && o[-1] == '\n')
			o[-1] = '\0'; /* a heredoc's last newline is not part of the text */
		return s;
	}
bad:
	spec_problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		     "The value of \"%s\" must be a quoted string with no interpolation.", a->name);
	return NULL;
}

static const char *keyword_value(spec_loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_SCOPETRAV && e->trav.nsteps == 1)
		return hcl_strndup(&ld->s->arena, e->trav.head->text, e->trav.head->len);
	spec_problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		     "The value of \"%s\" must be a bare keyword, such as %s = name.", a->name, a->name);
	return NULL;
}

static int bool_value(spec_loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE;
	spec_problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		     "The value of \"%s\" must be true or false.", a->name);
	return 0;
}

static spec_names list_value(spec_loader *ld, const hcl_attr *a)
{
	spec_names r = {NULL, 0};
	const hcl_expr *e = a->expr;
	uint16_t n = 0;
	if (e->kind != HCL_E_TUPLE) {
		spec_problem(ld, ld->f, e->start, e->end, "Invalid spec value",
			     "The value of \"%s\" must be a list of quoted strings, such as [\"a\", \"b\"].",
			     a->name);
		return r;
	}
	for (const hcl_expr *p = e->list; p; p = p->next)
		n++;
	const char **v = hcl_alloc(&ld->s->arena, (n ? n : 1) * sizeof *v);
	n = 0;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		if (p->kind == HCL_E_TEMPLATE && p->list && !p->list->next && p->list->kind == HCL_E_LITERAL &&
		    !(p->flags & HCL_EF_HEREDOC)) {
			v[n++] = hcl_strndup(&ld->s->arena, p->list->text, p->list->len);
			continue;
		}
		spec_problem(ld, ld->f, p->start, p->end, "Invalid spec value",
			     "Each element of \"%s\" must be a quoted string.", a->name);
	}
	for (uint16_t i = 0; i < n; i++)
		for (uint16_t j = 0; j < i; j++)
			if (strcmp(v[i], v[j]) == 0)
				spec_problem(ld, ld->f, e->start, e->end, "Duplicate list element",
					     "\"%s\" appears twice in \"%s\"; list it once.", v[i], a->name);
	r.v = v;
	r.n = n;
	return r;
}

/* ---- keys and blocks ----------------------------------------------------- */

void spec_check_keys(spec_loader *ld, const hcl_block *b, const char *what, const char *const *keys,
		     size_t n, const char *const *blocks)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
		int ok = 0;
		for (size_t k = 0; k < n && !ok; k++)
			ok = strcmp(keys[k], a->name) == 0;
		if (!ok) {
			hcl_buf list = {0};
			spec_word_list(&list, keys, (int)n, ", ");
			spec_problem(ld, ld->f, a->name_start, a->name_end, "Unknown spec key",
				     "A %s block has no key \"%s\". The keys it takes are: %s.", what, a->name,
				     spec_buf_done(ld, &list));
		}
	}
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		int ok = 0;
		for (const char *const *t = blocks; t && *t && !ok; t++)
			ok = strcmp(*t, k->type) == 0;
		if (!ok)
			spec_problem(ld, ld->f, k->type_start, k->type_end, "Unknown spec block",
				     "A %s block cannot contain a \"%s\" block.", what, k->type);
	}
}

const hcl_attr *spec_attr(const hcl_block *b, const char *name)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next)
		if (strcmp(a->name, name) == 0)
			return a;
	return NULL;
}

int spec_one_label(spec_loader *ld, const hcl_block *b)
{
	if (b->nlabels == 1)
		return 1;
	spec_problem(ld, ld->f, b->type_start, b->type_end, "Invalid spec block",
		     "A %s block takes exactly one label, its name: %s \"NAME\" { ... }.", b->type, b->type);
	return 0;
}

void *spec_note_add(spec_loader *ld, const hcl_block *b, const char *what, const char *const *keys, size_t nkeys,
		    spec_grow *g, const char *plural)
{
	if (!spec_one_label(ld, b))
		return NULL;
	spec_check_keys(ld, b, what, keys, nkeys, NULL);
	return spec_grow_add(ld, g, b->type_start, plural);
}

void spec_nomem(spec_loader *ld)
{
	hcl_arena_oom(&ld->s->arena);
}

const char *spec_buf_done(spec_loader *ld, hcl_buf *b)
{
	return hcl_buf_done(&ld->s->arena, b);
}

/* A slot inside a table under construction is kept as (table, item,
 * offset): the table moves as it grows. */
void spec_pend(spec_loader *ld, const char *name, int kind, uint32_t at, int16_t *slot)
{
	spec_grow *tables[] = {&ld->s->roots,	  &ld->s->blocks,    &ld->s->features,  &ld->s->editions,
			       &ld->s->diags,	  &ld->s->functions, &ld->s->namespaces, &ld->s->types};
	*slot = -1;
	if (!name)
		return;
	if (ld->npend == ld->cappend) {
		uint32_t ncap = ld->cappend ? ld->cappend * 2 : 32;
		struct spec_pending *n = realloc(ld->pend, ncap * sizeof *n);
		if (!n)
			spec_nomem(ld);
		ld->pend = n;
		ld->cappend = ncap;
	}
	struct spec_pending *p = &ld->pend[ld->npend++];
	p->name = name;
	p->kind = (uint16_t)kind;
	p->file = (uint16_t)ld->fi;
	p->at = at;
	p->g = NULL;
	p->slot = slot;
	for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) {
		spec_grow *g = tables[t];
		char *base = g->v, *s = (char *)slot;
		if (g->n && s >= base && s < base + g->n * g->size) {
			p->g = g;
			p->index = (uint32_t)((size_t)(s - base) / g->size);
			p->off = (size_t)(s - base) % g->size;
		}
	}
	p->gen = p->g ? p->g->meta[p->index].gen : 0;
}

/* ---- one key each -------------------------------------------------------- */

void spec_read_str(spec_loader *ld, const hcl_block *b, const char *key, const char **out)
{
	const hcl_attr *a = spec_attr(b, key);
	if (a)
		*out = spec_str_value(ld, a);
}

void spec_read_list(spec_loader *ld, const hcl_block *b, const char *key, spec_names *out)
{
	const hcl_attr *a = spec_attr(b, key);
	if (a)
		*out = list_value(ld, a);
}

void spec_read_bool(spec_loader *ld, const hcl_block *b, const char *key, uint8_t *out)
{
	const hcl_attr *a = spec_attr(b, key);
	int v = a ? bool_value(ld, a) : 0;
	if (a && out)
		*out = (uint8_t)v;
}

void spec_read_choice(spec_loader *ld, const hcl_block *b, const char *key, const char *const *words,
		      int n, uint8_t *out)
{
	const hcl_attr *a = spec_attr(b, key);
	const char *kw = a ? keyword_value(ld, a) : NULL;
	if (!kw)
		return;
	for (int i = 0; i < n; i++) {
		if (words[i] && strcmp(words[i], kw) == 0) {
			*out = (uint8_t)i;
			return;
		}
	}
	hcl_buf list = {0};
	spec_word_list(&list, words, n, ", ");
	spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Invalid spec value",
		     "\"%s\" is not a valid %s; use one of: %s.", kw, key, spec_buf_done(ld, &list));
}

void spec_read_ref(spec_loader *ld, const hcl_block *b, const char *key, int kind, int16_t *out)
{
	const hcl_attr *a = spec_attr(b, key);
	if (a)
		spec_pend(ld, spec_str_value(ld, a), kind, a->expr->start, out);
}

void spec_check_placeholders(spec_loader *ld, const hcl_block *b, const char *key, const char *text,
			     spec_names params)
{
	for (const char *p = text; p && *p; p++) {
		if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
			p++;
			continue;
		}
		if (*p != '{')
			continue;
		const char *e = strchr(p, '}');
		if (!e) {
			spec_problem(ld, ld->f, b->type_start, b->type_end, "Invalid diagnostic text",
				     "The %s of diagnostic \"%s\" opens a placeholder with \"{\" and never closes "
				     "it; write \"{{\" for a literal brace.", key, b->labels->text);
			return;
		}
		int known = 0;
		for (uint16_t i = 0; i < params.n && !known; i++)
			known = strlen(params.v[i]) == (size_t)(e - p - 1) &&
				memcmp(params.v[i], p + 1, (size_t)(e - p - 1)) == 0;
		if (!known)
			spec_problem(ld, ld->f, b->type_start, b->type_end, "Unknown placeholder",
				     "The %s of diagnostic \"%s\" uses {%.*s}, which is not in its params; add it "
				     "to params or fix the name.", key, b->labels->text, (int)(e - p - 1), p + 1);
		p = e;
	}
}
