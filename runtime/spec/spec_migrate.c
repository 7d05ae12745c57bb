/* spec_migrate.c - a release's own words about its changes: notes for the release text and
 * the mechanical migrations `reserve fix` applies.
 *
 *   change "KIND:NAME[:WHERE]" {    (a change as reserve audit --accept names it)
 *     note    = "text for the release notes"
 *     migrate = rename              (rename, delete or move)
 *     to      = "NEW"               (rename: the new name; move: the nested block it goes into)
 *   }
 *
 * The loader reads and checks them (a migration must be one the change's kind takes, and,
 * in the spec loaded, what it renames to or moves into must be there); like drift notes,
 * they live beside the tables, in the loaded spec.  spec_diff_annotate gives them to the
 * audit's changes (doc/spec.md, "Changes: notes and migrations"). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "spec_diff.h"
#include "spec_loader.h"

const char *const spec_migrate_names[SPEC_MIGRATE_COUNT] = {
	NULL,
#define SPEC_X(up, low) #low,
	SPEC_MIGRATIONS(SPEC_X)
#undef SPEC_X
};

/* The migrations each kind of change takes: a bit per spec_migrate_kind. */
#define BIT(m) (1u << SPEC_MIGRATE_##m)
static const struct {
	int kind;
	unsigned takes;
} migratable[] = {
	{SPEC_CHANGE_FUNCTION, BIT(RENAME)},
	{SPEC_CHANGE_BLOCK, BIT(RENAME)},
	{SPEC_CHANGE_META_ARGUMENT, BIT(RENAME) | BIT(DELETE) | BIT(MOVE)},
	{SPEC_CHANGE_META_BLOCK, BIT(RENAME) | BIT(DELETE)},
};

static const char *const change_keys[] = {"note", "migrate", "to"};

/* A key's parts: its kind (-1: none), and its name and where (NUL-terminated copies in buf). */
typedef struct key_parts {
	int kind;
	char buf[256];
	const char *name, *where;
} key_parts;

static int split_key(const char *key, key_parts *k)
{
	size_t kl = strcspn(key, ":");
	k->kind = -1;
	for (int i = 0; i < SPEC_CHANGE_NKINDS; i++)
		if (strlen(spec_change_kind_names[i]) == kl && strncmp(spec_change_kind_names[i], key, kl) == 0)
			k->kind = i;
	if (k->kind < 0 || key[kl] != ':' || strlen(key + kl + 1) >= sizeof k->buf)
		return -1;
	strcpy(k->buf, key + kl + 1);
	char *colon = strchr(k->buf, ':');
	k->name = k->buf;
	k->where = "";
	if (colon) {
		*colon = '\0';
		k->where = colon + 1;
	}
	return *k->name ? 0 : -1;
}

static unsigned takes(int kind)
{
	for (size_t i = 0; i < sizeof migratable / sizeof *migratable; i++)
		if (migratable[i].kind == kind)
			return migratable[i].takes;
	return 0;
}

/* The block type at path ("resource/lifecycle", "test:run/assert") of l, or -1. */
static int block_at(const spec_lang *l, const char *path)
{
	int test = strncmp(path, "test:", 5) == 0, at = -1;
	char seg[128];
	for (const char *p = path + (test ? 5 : 0); *p;) {
		size_t n = strcspn(p, "/");
		if (n >= sizeof seg)
			return -1;
		memcpy(seg, p, n);
		seg[n] = '\0';
		at = at < 0 && test ? spec_test_block_index(l, seg) : spec_block_index(l, seg, at);
		if (at < 0)
			return -1;
		p += n + (p[n] == '/');
	}
	return at;
}

static const char *fmt(hcl_arena *a, const char *f, ...) __attribute__((format(printf, 2, 3)));
static const char *fmt(hcl_arena *a, const char *f, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, f);
	hcl_buf_vprintf(&b, f, ap);
	va_end(ap);
	if (a->oom) /* in the loader: out of memory is its jump */
		return hcl_buf_done(a, &b);
	const char *s = b.oom ? "out of memory" : hcl_strndup(a, b.p, b.n); /* spec_diff_annotate's */
	hcl_buf_free(&b);
	return s;
}

const char *spec_migration_problem(const spec_lang *l, const char *key, int m, const char *to, hcl_arena *a)
{
	key_parts k;
	if (split_key(key, &k) != 0)
		return fmt(a, "\"%s\" names no change: write KIND:NAME[:WHERE]%s", key, "");
	if (m == SPEC_MIGRATE_NONE)
		return NULL;
	if (!(takes(k.kind) & (1u << m)))
		return fmt(a, "a %s change takes no %s migration", spec_change_kind_names[k.kind], spec_migrate_names[m]);
	if (m != SPEC_MIGRATE_DELETE && (!to || !*to))
		return fmt(a, "a %s migration says what to: to = \"...\"", spec_migrate_names[m]);
	if (k.kind == SPEC_CHANGE_FUNCTION) {
		int f = spec_function_index(l, to, strlen(to));
		if (f < 0 || l->functions[f].until || l->functions[f].feature >= 0)
			return fmt(a, "%s is no function every module can call in this release", to);
		return NULL;
	}
	int parent = *k.where ? block_at(l, k.where) : -1;
	if (*k.where && parent < 0)
		return fmt(a, "this release has no block type %s", k.where);
	if (k.kind == SPEC_CHANGE_BLOCK)
		return spec_block_index(l, to, parent) >= 0 ? NULL : fmt(a, "this release has no block type %s here", to);
	if (parent < 0)
		return fmt(a, "the change %s names no block type: write KIND:NAME:WHERE", key);
	const spec_block *b = &l->blocks[parent];
	if (m == SPEC_MIGRATE_DELETE)
		return NULL;
	if (m == SPEC_MIGRATE_RENAME) {
		spec_names names = k.kind == SPEC_CHANGE_META_BLOCK ? b->meta_blocks : b->meta_arguments;
		for (uint16_t i = 0; i < names.n; i++)
			if (strcmp(names.v[i], to) == 0)
				return NULL;
		return fmt(a, "%s is not one of the %s of that block type in this release", to,
			   k.kind == SPEC_CHANGE_META_BLOCK ? "meta_blocks" : "meta_arguments");
	}
	int into = spec_block_index(l, to, parent);
	if (into >= 0)
		for (uint16_t i = 0; i < l->blocks[into].meta_arguments.n; i++)
			if (strcmp(l->blocks[into].meta_arguments.v[i], k.name) == 0)
				return NULL;
	return fmt(a, "this release has no nested block type %s that reads %s", to, k.name);
}

/* ---- the loader ---------------------------------------------------------------------- */

void spec_read_change(spec_loader *ld, const hcl_block *b)
{
	spec_change_note *n = spec_note_add(ld, b, "change", change_keys, sizeof change_keys / sizeof change_keys[0],
					    &ld->s->changes, "change notes");
	if (!n)
		return;
	n->key = b->labels->text;
	n->file = ld->fi;
	n->at = b->type_start;
	spec_read_str(ld, b, "note", &n->note);
	spec_read_str(ld, b, "to", &n->to);
	spec_read_choice(ld, b, "migrate", spec_migrate_names, SPEC_MIGRATE_COUNT, &n->migrate);
	key_parts k;
	if (split_key(n->key, &k) != 0) {
		spec_problem(ld, ld->f, b->labels->start, b->labels->end, "Invalid change name",
			     "A change block names a change as reserve audit --accept does, KIND:NAME[:WHERE] "
			     "(KIND one of the audit's kinds: function, block, meta_argument, ...), not \"%s\".", n->key);
		return;
	}
	if (!n->note && !n->migrate)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Empty change block",
			     "A change block gives a note = \"...\", a migrate, or both.");
	if (n->migrate && !(takes(k.kind) & (1u << n->migrate)))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Invalid migration",
			     "A %s change takes no %s migration (rename: function, block, meta_argument, meta_block; "
			     "delete: meta_argument, meta_block; move: meta_argument).",
			     spec_change_kind_names[k.kind], spec_migrate_names[n->migrate]);
	else if (n->migrate && (n->migrate == SPEC_MIGRATE_DELETE) != !n->to)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Invalid migration",
			     n->to ? "A delete migration takes no to." : "A rename or move migration says what to: to = \"...\".");
}

void spec_check_changes(spec_loader *ld)
{
	const spec_change_note *v = ld->s->changes.v;
	for (uint32_t i = 0; i < ld->s->changes.n; i++) {
		key_parts k;
		if (v[i].file != 0 || !v[i].migrate)
			continue; /* a base's: checked when that spec is the one loaded */
		if (split_key(v[i].key, &k) != 0 || !(takes(k.kind) & (1u << v[i].migrate)) ||
		    (v[i].migrate == SPEC_MIGRATE_DELETE) != !v[i].to)
			continue; /* reported as it was read */
		const char *why = spec_migration_problem(&ld->s->lang, v[i].key, v[i].migrate, v[i].to, &ld->s->arena);
		if (why)
			spec_problem(ld, ld->s->files[0], v[i].at, v[i].at, "Unsound migration",
				     "The migration of %s cannot be made in this release: %s.", v[i].key, why);
	}
}

unsigned spec_loaded_changes(const spec_loaded *s, const spec_change_note **notes)
{
	*notes = s->changes.v;
	return s->changes.n;
}

/* ---- the audit's changes ------------------------------------------------------------- */

/* Whether change c is the one entry (without its kind) names: NAME, or NAME:WHERE. */
static int names(const spec_change *c, const char *entry)
{
	size_t n = strlen(c->name);
	if (strncmp(entry, c->name, n) != 0)
		return 0;
	return entry[n] == '\0' || (entry[n] == ':' && strcmp(entry + n + 1, c->where) == 0);
}

int spec_diff_named(const spec_diff *d, const char *key, uint8_t *sel)
{
	size_t kl = strcspn(key, ":");
	int kind = -1;
	for (int k = 0; k < SPEC_CHANGE_NKINDS; k++)
		if (strlen(spec_change_kind_names[k]) == kl && strncmp(spec_change_kind_names[k], key, kl) == 0)
			kind = k;
	if (kind < 0 || key[kl] != ':')
		return -1;
	int hits = 0;
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].kind == kind && names(&d->v[i], key + kl + 1)) {
			sel[i] = 1;
			hits++;
		}
	return hits;
}

/* Whether change c is what a migration of its kind migrates: a function every module could
 * call that no longer works (breaking), an argument or block type removed. */
static int migrates(const spec_change *c)
{
	if (c->kind == SPEC_CHANGE_FUNCTION)
		return c->cls == SPEC_BREAKING;
	return c->op == SPEC_OP_REMOVED;
}

int spec_diff_annotate(spec_diff *d, const spec_change_note *v, unsigned n)
{
	uint8_t *sel = calloc(d->n + 1, 1);
	if (!sel)
		return -1;
	hcl_oom h; /* out of memory in d's arena: a jump here, sel freed, -1 */
	h.held = NULL;
	d->arena.oom = &h;
	if (setjmp(h.jb)) {
		d->arena.oom = NULL;
		free(sel);
		return -1;
	}
	for (unsigned j = 0; j < n; j++) {
		memset(sel, 0, d->n + 1);
		if (spec_diff_named(d, v[j].key, sel) <= 0)
			continue;
		for (size_t i = 0; i < d->n; i++) {
			spec_change *c = &d->v[i];
			if (!sel[i])
				continue;
			if (v[j].note)
				c->note = v[j].note;
			if (!v[j].migrate || !migrates(c) ||
			    spec_migration_problem(d->new_lang, v[j].key, v[j].migrate, v[j].to, &d->arena))
				continue;
			d->count[c->cls]--;
			c->cls = SPEC_ESCAPABLE;
			d->count[c->cls]++;
			c->escape_kind = SPEC_ESCAPE_MIGRATE;
			c->migrate = v[j].migrate;
			c->migrate_to = v[j].to;
			c->escape = v[j].migrate == SPEC_MIGRATE_DELETE ? "delete it"
				    : fmt(&d->arena, v[j].migrate == SPEC_MIGRATE_RENAME ? "rename to %s" : "move into %s", v[j].to);
			/* the reason says what breaks; what kept nothing is kept now */
			const char *cut = strstr(c->reason, ", and no rewrite");
			int len = cut ? (int)(cut - c->reason) : (int)strlen(c->reason);
			c->reason = fmt(&d->arena, "%.*s; the new release's spec migrates each place (%s)", len, c->reason,
					c->escape);
		}
	}
	d->arena.oom = NULL;
	free(sel);
	return 0;
}
