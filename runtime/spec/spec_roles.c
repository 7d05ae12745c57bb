/* spec_roles.c - the roles of spec_roles.h and spec_words.h put to use: a
 * rule's role spelled from its parts and found in a spec's catalogue, and
 * the loader's check that every role a spec gives is one a rule reports
 * (its parts matched against the spec's own names, with the closest role
 * offered when none is) and that its texts use only the placeholders those
 * rules supply. */
#include <stdlib.h>
#include <string.h>

#include "spec_loader.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

const char *const spec_rule_patterns[] = {
#define SPEC_RULE_ROLE(ID, pattern, params) pattern,
#include "spec_roles.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_rule_patterns) == SPEC_RULE_COUNT, rule_patterns);

const char *const spec_rule_params[] = {
#define SPEC_RULE_ROLE(ID, pattern, params) params,
#include "spec_roles.h"
};
SPEC_STATIC_ASSERT(COUNT(spec_rule_params) == SPEC_RULE_COUNT, rule_params);

/* The placeholders each reader role supplies, in spec_role_names' order. */
static const char *const reader_params[] = {
#define SPEC_READER_ROLE(NAME, word, when, params) params,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(reader_params) == SPEC_ROLE_COUNT, reader_params);

static int is_cap(char c)
{
	return c >= 'A' && c <= 'Z';
}

/* The length of the word in capitals at p (0: none). */
static size_t cap_len(const char *p)
{
	size_t n = 0;
	while (is_cap(p[n]))
		n++;
	return n;
}

/* ---- spelling and finding a rule's role --------------------------------------- */

size_t spec_rule_role_name(char *buf, size_t cap, int id, const char *const *parts)
{
	size_t n = 0;
	int k = 0;
	for (const char *p = spec_rule_patterns[id]; *p;) {
		size_t c = cap_len(p);
		const char *text = c ? (parts && parts[k] ? parts[k] : "") : p;
		size_t len = c ? strlen(text) : 1;
		for (size_t i = 0; i < len; i++, n++)
			if (n + 1 < cap)
				buf[n] = text[i];
		k += c > 0;
		p += c ? c : 1;
	}
	if (cap)
		buf[n < cap ? n : cap - 1] = '\0';
	return n;
}

int spec_rule_nparts(int id)
{
	int k = 0;
	for (const char *p = spec_rule_patterns[id]; *p;) {
		size_t c = cap_len(p);
		k += c > 0;
		p += c ? c : 1;
	}
	return k;
}

const spec_diag *spec_rule_diag(const spec_lang *l, int id, const char *const *parts)
{
	char stack[160], *key = stack;
	size_t n = spec_rule_role_name(stack, sizeof stack, id, parts);
	if (n >= sizeof stack) { /* a long block type: rare */
		if (!(key = malloc(n + 1)))
			return NULL;
		spec_rule_role_name(key, n + 1, id, parts);
	}
	const spec_diag *d = spec_diag_role(l, key);
	if (key != stack)
		free(key);
	return d;
}

/* ---- the spec's names, by the sets of SPEC_ROLE_PART --------------------------- */

enum {
	SET_block_types,
	SET_labels,
	SET_arguments,
	SET_repetition,
	SET_declares,
	SET_words,
	SET_types,
	SET_attributes,
	SET_type_forms,
	SET_roots,
	SET_schemas,
	SET_COUNT
};

static const struct {
	const char *name;
	size_t len;
	int set;
} parts[] = {
#define SPEC_ROLE_PART(NAME, names) {#NAME, sizeof #NAME - 1, SET_##names},
#include "spec_roles.h"
};

/* A name: n bytes at s (not always NUL-terminated: a word of an entry). */
typedef struct span {
	const char *s;
	size_t n;
} span;

typedef struct name_set {
	span *v;
	size_t n, cap;
} name_set;

/* What the check of one spec's roles works from. */
typedef struct roles {
	spec_loader *ld;
	const spec_lang *l;
	name_set sets[SET_COUNT];
} roles;

static void add_span(roles *r, int set, const char *s, size_t n)
{
	name_set *x = &r->sets[set];
	if (!s || !n)
		return;
	if (x->n == x->cap) {
		size_t cap = x->cap ? 2 * x->cap : 64;
		span *v = hcl_alloc(&r->ld->s->arena, cap * sizeof *v);
		if (x->n)
			memcpy(v, x->v, x->n * sizeof *v);
		x->v = v;
		x->cap = cap;
	}
	x->v[x->n++] = (span){s, n};
}

static void add(roles *r, int set, const char *s)
{
	if (s)
		add_span(r, set, s, strlen(s));
}

static void add_names(roles *r, int set, spec_names names)
{
	for (uint16_t i = 0; i < names.n; i++)
		add(r, set, names.v[i]);
}

/* An argument_forms entry "NAME=FORM WORD...": its name (not "*") to the
 * arguments, its words to the words (a word's qualifier, as the marked
 * form's "top:", left off). */
static void add_entry(roles *r, const char *e)
{
	const char *eq = strchr(e, '=');
	if (!eq)
		return;
	if (!(eq - e == 1 && e[0] == '*'))
		add_span(r, SET_arguments, e, (size_t)(eq - e));
	const char *w = eq + 1 + strcspn(eq + 1, " ");
	while (*w) {
		w += strspn(w, " ");
		size_t n = strcspn(w, " ");
		const char *colon = memchr(w, ':', n);
		if (colon)
			add_span(r, SET_words, colon + 1, n - (size_t)(colon + 1 - w));
		else
			add_span(r, SET_words, w, n);
		w += n;
	}
}

static void add_block(roles *r, const spec_block *b)
{
	add(r, SET_block_types, b->type);
	add_names(r, SET_block_types, b->meta_blocks);
	add_names(r, SET_block_types, b->reserved_blocks);
	add_names(r, SET_labels, b->labels);
	add_names(r, SET_arguments, b->meta_arguments);
	add_names(r, SET_arguments, b->required_arguments);
	add_names(r, SET_arguments, b->reserved_arguments);
	add_names(r, SET_arguments, b->static_arguments);
	add(r, SET_arguments, b->unique_target);
	for (uint16_t i = 0; i < b->argument_forms.n; i++)
		add_entry(r, b->argument_forms.v[i]);
	for (uint16_t i = 0; i < b->label_schemas.n; i++) { /* "LABEL=WORD NAME...": its label */
		const char *e = b->label_schemas.v[i], *eq = strchr(e, '=');
		if (eq)
			add_span(r, SET_schemas, e, (size_t)(eq - e));
	}
}

static void add_root(roles *r, const spec_root *rt)
{
	const spec_lang *l = r->l;
	add(r, SET_roots, rt->name);
	add_names(r, SET_attributes, rt->attributes);
	add_names(r, SET_attributes, rt->removed_attributes);
	add_names(r, SET_attributes, rt->static_attributes);
	/* static_ATTR is also spelled with the names of these (rsv_form_static) */
	if (rt->invalid_attribute >= 0 && rt->invalid_attribute < l->ndiags)
		add(r, SET_attributes, l->diags[rt->invalid_attribute].id);
	if (rt->removed_attribute >= 0 && rt->removed_attribute < l->ndiags)
		add(r, SET_attributes, l->diags[rt->removed_attribute].id);
}

/* Each name of set x once, at its first place: the blocks of a spec repeat
 * their names (condition, error_message...), and matching a role tries each
 * name of a part. */
static void unique(roles *r, name_set *x)
{
	size_t cap = 64;
	while (cap < 2 * x->n)
		cap *= 2;
	uint32_t *slot = hcl_alloc(&r->ld->s->arena, cap * sizeof *slot); /* index + 1, 0: empty */
	size_t n = 0;
	memset(slot, 0, cap * sizeof *slot);
	for (size_t i = 0; i < x->n; i++) {
		uint32_t h = 2166136261u;
		for (size_t k = 0; k < x->v[i].n; k++)
			h = (h ^ (unsigned char)x->v[i].s[k]) * 16777619u;
		size_t j = h & (cap - 1);
		int seen = 0;
		while (slot[j] && !seen) {
			const span *o = &x->v[slot[j] - 1];
			seen = o->n == x->v[i].n && memcmp(o->s, x->v[i].s, o->n) == 0;
			j = (j + 1) & (cap - 1);
		}
		if (seen)
			continue;
		x->v[n] = x->v[i];
		slot[j] = (uint32_t)++n;
	}
	x->n = n;
}

static void collect(roles *r)
{
	const spec_lang *l = r->l;
	for (uint16_t i = 0; i < l->nblocks; i++)
		add_block(r, &l->blocks[i]);
	add_names(r, SET_arguments, l->repetition_arguments);
	add_names(r, SET_repetition, l->repetition_arguments);
	for (int i = 0; i < SPEC_DECL_COUNT; i++)
		if (i != SPEC_DECL_NONE)
			add(r, SET_declares, spec_decl_names[i]);
	for (uint16_t i = 0; i < l->ntypes; i++)
		add(r, SET_types, l->types[i].name);
	add_names(r, SET_types, l->type_keywords);
	for (int i = 0; i < SPEC_TYPE_COUNT; i++)
		add(r, SET_type_forms, spec_type_form_names[i]);
	for (uint16_t i = 0; i < l->nroots; i++)
		add_root(r, &l->roots[i]);
	for (int i = 0; i < SET_COUNT; i++)
		if (r->sets[i].n)
			unique(r, &r->sets[i]);
}

/* The names a part of a pattern (the n capitals at p) stands for, or NULL
 * for a word that is no part. */
static const name_set *part_set(const roles *r, const char *p, size_t n)
{
	for (size_t i = 0; i < COUNT(parts); i++)
		if (parts[i].len == n && memcmp(parts[i].name, p, n) == 0)
			return &r->sets[parts[i].set];
	return NULL;
}

/* ---- matching a role --------------------------------------------------------- */

/* Role is pat with each part one of the spec's names for it. */
static int match(const roles *r, const char *pat, const char *role)
{
	while (*pat && !is_cap(*pat)) {
		if (*pat++ != *role++)
			return 0;
	}
	if (!*pat)
		return !*role;
	size_t c = cap_len(pat);
	const name_set *x = part_set(r, pat, c);
	for (size_t i = 0; x && i < x->n; i++)
		if (strncmp(role, x->v[i].s, x->v[i].n) == 0 && match(r, pat + c, role + x->v[i].n))
			return 1;
	return 0;
}

/* ---- the closest role, for "did you mean" ------------------------------------ */

enum { NEAR_MAX = 64, NEAR_EDITS = 2, NEAR_DEPTH = NEAR_MAX + NEAR_EDITS + 1 };

/* A search of the roles the patterns spell with the spec's names for the
 * one fewest edits from role: a prefix being spelled, with the edit
 * distances of each of its prefixes to every prefix of role (Levenshtein's
 * rows, one per character spelled), so that a prefix already too far is
 * given up at once. */
typedef struct near {
	const roles *r;
	const char *role;
	size_t rn;
	unsigned char row[NEAR_DEPTH + 1][NEAR_MAX + 1];
	char buf[NEAR_DEPTH + 1];
	unsigned best_d;
	char best[NEAR_DEPTH + 1];
} near;

/* Spells ch after the depth characters of the prefix: 0 when the longer
 * prefix is still close enough to go on. */
static int push(near *s, size_t depth, char ch)
{
	if (depth + 1 > s->rn + NEAR_EDITS || depth + 1 > NEAR_DEPTH)
		return -1;
	const unsigned char *a = s->row[depth];
	unsigned char *b = s->row[depth + 1];
	unsigned lo = b[0] = (unsigned char)(depth + 1);
	for (size_t j = 1; j <= s->rn; j++) {
		unsigned v = a[j - 1] + (s->role[j - 1] != ch);
		v = a[j] + 1u < v ? a[j] + 1u : v;
		v = b[j - 1] + 1u < v ? b[j - 1] + 1u : v;
		b[j] = (unsigned char)v;
		lo = v < lo ? v : lo;
	}
	s->buf[depth] = ch;
	return lo > NEAR_EDITS ? -1 : 0;
}

static void search(near *s, const char *pat, size_t depth)
{
	while (*pat && !is_cap(*pat)) {
		if (push(s, depth, *pat++) != 0)
			return;
		depth++;
	}
	if (!*pat) {
		unsigned d = s->row[depth][s->rn];
		if (d < s->best_d) {
			s->best_d = d;
			memcpy(s->best, s->buf, depth);
			s->best[depth] = '\0';
		}
		return;
	}
	size_t c = cap_len(pat);
	const name_set *x = part_set(s->r, pat, c);
	for (size_t i = 0; x && i < x->n; i++) {
		size_t k = 0;
		while (k < x->v[i].n && push(s, depth + k, x->v[i].s[k]) == 0)
			k++;
		if (k == x->v[i].n)
			search(s, pat + c, depth + k);
	}
}

/* The role fewer than three edits from role that a rule reports with the
 * spec's names (the first of the fewest edits), or NULL; in the spec's
 * arena. */
static const char *closest(const roles *r, const char *role)
{
	near *s = hcl_alloc_raw(&r->ld->s->arena, sizeof *s); /* nothing held across a jump */
	const char *found = NULL;
	s->r = r;
	s->role = role;
	s->rn = strlen(role);
	s->best_d = NEAR_EDITS + 1;
	if (s->rn <= NEAR_MAX) {
		for (size_t j = 0; j <= s->rn; j++)
			s->row[0][j] = (unsigned char)j;
		for (int i = 0; i < SPEC_ROLE_COUNT; i++)
			search(s, spec_role_names[i], 0);
		for (int i = 0; i < SPEC_RULE_COUNT; i++)
			search(s, spec_rule_patterns[i], 0);
		if (s->best_d <= NEAR_EDITS)
			found = hcl_strndup(&r->ld->s->arena, s->best, strlen(s->best));
	}
	return found;
}

/* ---- the check --------------------------------------------------------------- */

/* Word (n bytes at w) is one of the space-separated words of list. */
static int in_words(const char *list, const char *w, size_t n)
{
	for (const char *p = list; *p;) {
		p += strspn(p, " ");
		size_t k = strcspn(p, " ");
		if (k == n && memcmp(p, w, n) == 0)
			return 1;
		p += k;
	}
	return 0;
}

/* The placeholders a role's rules supply: the params of each row it
 * matches, written into sup as "a b c" (cut short past cap bytes). */
static void supplied(const roles *r, const char *role, char *sup, size_t cap)
{
	size_t n = 0;
	sup[0] = '\0';
	for (int i = 0; i < SPEC_ROLE_COUNT + SPEC_RULE_COUNT; i++) {
		int reader = i < SPEC_ROLE_COUNT;
		const char *params = reader ? reader_params[i] : spec_rule_params[i - SPEC_ROLE_COUNT];
		if (reader ? strcmp(spec_role_names[i], role) != 0 : !match(r, spec_rule_patterns[i - SPEC_ROLE_COUNT], role))
			continue;
		for (const char *p = params; *p;) {
			p += strspn(p, " ");
			size_t k = strcspn(p, " ");
			if (k && !in_words(sup, p, k) && n + k + 2 < cap) {
				if (n)
					sup[n++] = ' ';
				memcpy(sup + n, p, k);
				sup[n += k] = '\0';
			}
			p += k;
		}
	}
}

/* A role's rules never supply a placeholder of text (the key of diagnostic
 * i): reported at the diagnostic. */
static void check_text(const roles *r, uint32_t i, const char *key, const char *text, const char *sup)
{
	const spec_loaded *s = r->ld->s;
	const spec_diag *d = &SPEC_ITEM(s->diags, spec_diag, i);
	for (const char *p = text; p && *p; p++) {
		if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
			p++;
			continue;
		}
		const char *e = *p == '{' ? strchr(p, '}') : NULL;
		if (!e)
			continue;
		size_t n = (size_t)(e - p - 1);
		if (!in_words(sup, p + 1, n))
			spec_problem(r->ld, s->files[s->diags.file[i]], s->diags.at[i], s->diags.at[i] + 1,
				     "Placeholder not supplied",
				     "The %s of diagnostic \"%s\" uses {%.*s}, which the rules of role \"%s\" never "
				     "supply (they supply %s%s); fix the name or leave it out.",
				     key, d->id, (int)n, p + 1, d->role, *sup ? "only: " : "none", sup);
		p = e;
	}
}

/* Diagnostic i's role: one a rule reports, and a text that uses only what
 * its rules supply. */
static void check_role(const roles *r, uint32_t i)
{
	spec_loaded *s = r->ld->s;
	const spec_diag *d = &SPEC_ITEM(s->diags, spec_diag, i);
	int known = 0;
	for (int k = 0; k < SPEC_ROLE_COUNT && !known; k++)
		known = strcmp(spec_role_names[k], d->role) == 0;
	for (int k = 0; k < SPEC_RULE_COUNT && !known; k++)
		known = match(r, spec_rule_patterns[k], d->role);
	if (!known) {
		const char *guess = closest(r, d->role);
		spec_problem(r->ld, s->files[s->diags.file[i]], s->diags.at[i], s->diags.at[i] + 1,
			     "Unknown diagnostic role",
			     "No rule reports the role \"%s\" of diagnostic \"%s\": the diagnostic would never be "
			     "shown, and the rule it was meant for would be off.%s%s%s doc/spec.md, \"Roles\", lists "
			     "the roles; leave role out for a diagnostic no rule reports.",
			     d->role, d->id, guess ? " Did you mean \"" : "", guess ? guess : "", guess ? "\"?" : "");
		return;
	}
	char sup[512];
	supplied(r, d->role, sup, sizeof sup);
	check_text(r, i, "summary", d->summary, sup);
	check_text(r, i, "detail", d->detail, sup);
}

void spec_check_roles(spec_loader *ld)
{
	roles r;
	memset(&r, 0, sizeof r);
	r.ld = ld;
	r.l = &ld->s->lang;
	collect(&r);
	for (uint32_t i = 0; i < ld->s->diags.n; i++)
		if (SPEC_ITEM(ld->s->diags, spec_diag, i).role)
			check_role(&r, i);
}
