/* rsv_children_calls.c - a module's local child modules as its check
 * meets them (rsv_children.h): the checks of a call's arguments against
 * its child's variables (hcl's Body.Content with the schema OpenTofu's
 * ModuleVariableTransformer makes of them), references to the outputs a
 * child does not have, calls that lead back into their own chain, and the
 * diagnostics of the children a module shows.  The cache they read is
 * rsv_children.c's. */
#define _DEFAULT_SOURCE 1 /* strndup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_children_int.h"
#include "rsv_graph.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"
#include "rsv_walker.h"

/* What the check calls for a module that reads its children through the cache. */
static const rsv_child_hooks hooks = {rsv_children_check, rsv_children_output};

rsv_children_cache *rsv_children_cache_new(const spec_lang *l, char **paths, int npaths, int keep_going,
					   size_t max_file_size, rsv_children_lock lock)
{
	return rsv_child_cache_make(l, paths, npaths, keep_going, max_file_size, lock, &hooks);
}

void rsv_children_attach(rsv_children_cache *c, rsv_module *m)
{
	if (!c || strcmp(m->name, "-") == 0)
		return;
	if ((m->children = rsv_child_view_new(c, m, 0)) != NULL)
		m->children->folder = rsv_child_folder_module(m);
	else
		m->oom = 1; /* checked without its children it would say otherwise */
}

/* ---- a module's calls --------------------------------------------------------------- */

/* The literal source of module call d (the argument of form module_source),
 * with *e its expression; NULL when it is not a literal string. */
static const char *call_source(const rsv_module *m, const rsv_decl *d, const hcl_expr **e)
{
	int si = spec_block_index(m->l, d->block->type, -1);
	for (const hcl_attr *a = si >= 0 ? d->block->body->attrs : NULL; a; a = a->next)
		if (rsv_has_form(&m->l->blocks[si], a->name, "module_source", NULL)) {
			*e = a->expr;
			return rsv_literal_string(d->file, a->expr);
		}
	return NULL;
}

/* addrs.ParseModuleSource's local paths. */
static int local_source(const char *s)
{
	return strncmp(s, "./", 2) == 0 || strncmp(s, "../", 3) == 0 || strncmp(s, ".\\", 2) == 0 ||
	       strncmp(s, "..\\", 3) == 0;
}

/* Module call d is merged from an override file, or made in one: its
 * arguments are a merge of bodies, not read here. */
static int overridden(const rsv_module *m, const rsv_decl *d)
{
	for (uint32_t i = 0; i < m->ndecls; i++)
		if (m->decls[i].kind == SPEC_DECL_MODULE && m->decls[i].override && strcmp(m->decls[i].name, d->name) == 0)
			return 1;
	return d->override;
}

/* Puts the diagnostics of f after mark (NULL: all) in the order of their
 * places, as validate prints them (a stable insertion sort: few of them). */
static void sort_after(hcl_file *f, hcl_diag *mark)
{
	hcl_diag **head = mark ? &mark->next : &f->diags, *sorted = NULL, *tail = NULL;
	for (hcl_diag *d = *head, *next; d; d = next) {
		next = d->next;
		hcl_diag **at = &sorted;
		while (*at && (*at)->start <= d->start)
			at = &(*at)->next;
		d->next = *at;
		*at = d;
	}
	*head = sorted;
	for (hcl_diag *d = sorted; d; d = d->next)
		tail = d;
	if (tail)
		f->diags_tail = tail;
}

/* The diagnostic of role id for m, or when dry any (only whether there is
 * an error counts: every shipped spec has the roles): looked up when the
 * first error asks for it (*slot; NULL until then), the rare case. */
static const spec_diag *lazy_role(const spec_diag **slot, rsv_module *m, int id, int dry)
{
	static const spec_diag any = {0};
	if (!*slot)
		*slot = dry ? &any : rsv_role(m, id);
	return *slot;
}

/* hcl's Body.Content of call d's arguments (those that are no
 * meta-argument, and those of its escaping block) against child k's variables:
 * returns the errors found, reported unless dry. */
static unsigned call_arguments(rsv_module *m, const rsv_decl *d, const child *k, int dry, int *oom)
{
	const spec_lang *l = m->l;
	hcl_file *f = d->file;
	const hcl_block *b = d->block;
	int si = spec_block_index(l, b->type, -1);
	if (si < 0 || f->json || !k->vhash || overridden(m, d)) /* (no summary: out of memory) */
		return 0;
	const spec_block *sb = &l->blocks[si];
	const hcl_block *escape = NULL;
	for (const hcl_block *x = b->body->blocks; x && !escape; x = x->next)
		if (rsv_walker_is_escaping(l, sb, x->type))
			escape = x;
	const spec_diag *unsupported = NULL, *missing = NULL, *block_type = NULL;
	unsigned errors = 0;
	hcl_diag *mark = f->diags_tail;
	/* the variables set: the arguments that are no meta-argument, and those
	 * of the escaping block */
	size_t nattrs = 0, at = 0;
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next)
			nattrs++;
	}
	/* one block: the variables unset, each argument's variable (or -1), the variables set */
	const char **unset = malloc((k->nvars + 1) * sizeof *unset + (nattrs + 1) * sizeof(int32_t) + k->nvars + 1);
	if (!unset) {
		*oom = 1;
		return 0;
	}
	int32_t *found = (int32_t *)(unset + k->nvars + 1);
	uint8_t *set = (uint8_t *)(found + nattrs + 1);
	memset(set, 0, k->nvars + 1);
	size_t nunset = 0;
	hcl_held held; /* a jump out of a report (m's guard) frees the block */
	hcl_oom_hold(&f->arena, &held, NULL, (void **)&unset);
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next) {
			int32_t i = part || !rsv_in_names(sb->meta_arguments, a->name)
					    ? rsv_child_name_find(k->vars, k->vhash, k->vcap, a->name) : -2; /* -2: a meta-argument */
			found[at++] = i;
			if (i >= 0)
				set[i] = 1;
		}
	}
	at = 0;
	/* in declaration order: hcl's suggestion is the first close one unset */
	for (size_t i = 0; i < k->nvars; i++) {
		if (set[i])
			continue;
		unset[nunset++] = k->vars[i];
		/* merged with the escaping block, hcl says it otherwise, at no place: not reported */
		if (!escape && k->required[i] && lazy_role(&missing, m, RSV_ROLE_MISSING_ARGUMENT, dry)) {
			if (!dry)
				rsv_diag(f, missing, b->open_brace, b->open_brace, "name", k->vars[i], (const char *)NULL);
			errors++;
		}
	}
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next) {
			if (found[at++] != -1 || !lazy_role(&unsupported, m, RSV_ROLE_UNSUPPORTED_ARGUMENT, dry))
				continue;
			if (!dry)
				rsv_diag(f, unsupported, a->name_start, a->name_end, "name", a->name, "suggestion",
					 rsv_suggestion(f, l, a->name, unset, nunset), (const char *)NULL);
			errors++;
		}
		/* the schema has no block types: every block of the arguments' bodies
		 * (hcl's suggestion of an argument of the same name is not in the spec) */
		for (const hcl_block *x = body ? body->blocks : NULL; x; x = x->next) {
			if ((!part && (x == escape || rsv_in_names(sb->meta_blocks, x->type) ||
				       rsv_in_names(sb->reserved_blocks, x->type) || rsv_walker_is_escaping(l, sb, x->type))) ||
			    !lazy_role(&block_type, m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE, dry))
				continue;
			if (!dry)
				rsv_diag(f, block_type, x->type_start, x->type_end, "type", x->type, "suggestion", "",
					 (const char *)NULL);
			errors++;
		}
	}
	hcl_oom_release(&f->arena, &held);
	free(unset);
	if (!dry)
		sort_after(f, mark);
	return errors;
}

/* Reports, at the source of call d, what keeps it from being read: a
 * recursive chain (id RSV_ROLE_MODULE_CALL_RECURSIVE), or at the "all"
 * level a note. */
static void report_call(rsv_module *m, const rsv_decl *d, const hcl_expr *e, int id, const char *src,
			const char *dir)
{
	const spec_diag *r = m->children->dry ? NULL : rsv_role(m, id);
	if (r && e)
		rsv_diag(d->file, r, e->start, e->end, "source", src, "dir", dir ? dir : "", (const char *)NULL);
}

/* Reads the child of local call d (source src) of m, from folder dir of m. */
static void read_call(rsv_module *m, struct rsv_children *v, const char *dir, const rsv_decl *d, const char *src,
		      const hcl_expr *e)
{
	rsv_children_cache *c = v->c;
	char *path = rsv_child_path_join(dir, src);
	struct stat st;
	if (!path) {
		v->oom = 1;
		return;
	}
	if (!rsv_child_known(c, path, &st) && (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))) {
		if (c->keep_going)
			report_call(m, d, e, RSV_ROLE_MODULE_NOT_READ_MISSING, src, path);
		free(path);
		return;
	}
	if (rsv_child_on_chain(c, path, &st) || c->nchain >= RSV_MAX_DEPTH) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, path);
		free(path);
		return;
	}
	/* a folder the walk entered: neither outside nor a file's, given alone */
	child *k = rsv_child_of(c, path, &st, v->outside || m->named ? NULL : dir, m->arena.reuse);
	free(path);
	if (!k) {
		v->oom = 1;
		return;
	}
	rsv_child_index(k);
	v->oom |= k->oom;
	if (k->recursive) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, NULL);
	}
	if (!k->readable)
		return;
	size_t cap = v->ncalls; /* kids grows with calls */
	if (hcl_grow((void **)&v->calls, &v->cap, v->ncalls + 1, sizeof *v->calls) != 0 ||
	    hcl_grow((void **)&v->kids, &cap, v->ncalls + 1, sizeof *v->kids) != 0) {
		v->oom = 1;
		return;
	}
	v->calls[v->ncalls] = d;
	v->kids[v->ncalls++] = k;
}

/* The module's calls with a local source into locals (each once: the
 * declaration OpenTofu keeps); the others noted at the "all" level.
 * Returns how many are local. */
static size_t local_calls(rsv_module *m, const rsv_decl **locals)
{
	const struct rsv_children *v = m->children;
	size_t n = 0;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		const hcl_expr *e = NULL;
		if (d->kind != SPEC_DECL_MODULE || d->nested || d != rsv_module_base(m, d))
			continue;
		const char *src = call_source(m, d, &e);
		if (src && local_source(src))
			locals[n++] = d;
		else if (src && v->c->keep_going)
			report_call(m, d, e, RSV_ROLE_MODULE_NOT_READ_REMOTE, src, NULL);
	}
	return n;
}

/* A copy of the n items of the malloc'd p in m's arena (p freed); NULL for
 * none, and with *oom set when out of memory (no jump: m may have no guard). */
static void *to_arena(rsv_module *m, void *p, size_t n, size_t size, int *oom)
{
	void *q = n && p ? hcl_alloc_try(&m->arena, n * size) : NULL;
	if (q)
		memcpy(q, p, n * size);
	*oom |= n && !q;
	free(p);
	return q;
}

/* What check_calls gives back when a report jumps out of memory
 * (hcl_oom_hold_fn): the entry it pushed on the chain of calls being read,
 * with its name, and the cache's lock it took. */
typedef struct unwind {
	rsv_children_cache *c;
	int locked, pushed;
	char *name;
} unwind;

static void unwind_calls(void *p)
{
	unwind *u = p;
	u->c->nchain -= u->pushed;
	free(u->name);
	if (u->locked)
		u->c->lock.unlock(u->c->lock.ctx);
}

/* rsv_children_check of a module, but for the entry the run's module makes. */
static unsigned check_calls(rsv_module *m, unsigned load_errors)
{
	struct rsv_children *v = m->children;
	v->load_errors = load_errors;
	/* validate reads no child of a root module that failed to load */
	if ((load_errors && !v->held) || m->load_only)
		return 0;
	v->read = !load_errors;
	size_t calls = 0;
	for (uint32_t i = 0; i < m->ndecls; i++)
		calls += m->decls[i].kind == SPEC_DECL_MODULE;
	if (!calls)
		return 0;
	const rsv_decl **locals = malloc((calls + 1) * sizeof *locals);
	hcl_held held[5]; /* what a jump out of a report (m's guard) gives back */
	hcl_oom_hold(&m->arena, &held[0], NULL, (void **)&locals);
	size_t n = locals ? local_calls(m, locals) : 0;
	char *dir = n ? rsv_child_module_dir(m) : NULL;
	hcl_oom_release(&m->arena, &held[0]);
	if (!dir) {
		v->oom |= !locals || n; /* (out of memory, or no local call) */
		free(locals);
		if (v->oom && !v->held)
			rsv_nomem(m);
		return 0;
	}
	rsv_children_cache *c = v->c;
	hcl_oom_hold(&m->arena, &held[0], NULL, (void **)&locals);
	hcl_oom_hold(&m->arena, &held[1], NULL, (void **)&dir);
	hcl_oom_hold(&m->arena, &held[2], NULL, (void **)&v->calls);
	hcl_oom_hold(&m->arena, &held[3], NULL, (void **)&v->kids);
	hcl_oom_hold(&m->arena, &held[4], NULL, (void **)&v->shown);
	unwind u = {c, !v->held && c->lock.lock, 0, NULL};
	hcl_held undo;
	if (u.locked)
		c->lock.lock(c->lock.ctx);
	struct stat st;
	u.name = rsv_child_path_join(dir, ".");
	u.pushed = u.name && c->nchain < RSV_MAX_DEPTH;
	v->oom |= !u.name;
	if (u.pushed) {
		c->chain[c->nchain].name = u.name;
		int known = rsv_child_known(c, u.name, &st);
		c->chain[c->nchain].identified = known;
		c->chain[c->nchain].dev = known ? st.st_dev : 0;
		c->chain[c->nchain++].ino = known ? st.st_ino : 0;
	}
	hcl_oom_hold_fn(&m->arena, &undo, unwind_calls, &u);
	for (size_t i = 0; i < n && !v->oom; i++) {
		const hcl_expr *e = NULL;
		const char *src = call_source(m, locals[i], &e);
		read_call(m, v, dir, locals[i], src, e);
	}
	c->nchain -= u.pushed;
	u.pushed = 0;
	free(u.name);
	u.name = NULL;
	/* validate's order: load errors anywhere in the tree stop it before its
	 * graph; a call that does not fit stops the graph's making (children
	 * first, so a call below hides the calls above) */
	int fatal_load = 0, fatal_graph = 0;
	for (size_t i = 0; i < v->ncalls; i++) {
		fatal_load |= v->kids[i]->fatal_load;
		fatal_graph |= v->kids[i]->fatal_graph;
		for (size_t j = 0; j < v->kids[i]->nshown; j++)
			if (rsv_child_add_shown(&v->shown, &v->nshown, &v->capshown, v->kids[i]->shown[j]) != 0)
				v->oom = 1;
	}
	if (!load_errors && !fatal_load && !fatal_graph && !v->recursive && !v->oom)
		for (size_t i = 0; i < v->ncalls; i++)
			v->call_errors += call_arguments(m, v->calls[i], v->kids[i], v->dry, &v->oom);
	hcl_oom_release(&m->arena, &undo);
	if (u.locked)
		c->lock.unlock(c->lock.ctx);
	for (int i = 4; i >= 0; i--)
		hcl_oom_release(&m->arena, &held[i]);
	/* the lists into the module's arena: nothing to free with it */
	v->calls = to_arena(m, v->calls, v->ncalls, sizeof *v->calls, &v->oom);
	v->kids = to_arena(m, v->kids, v->ncalls, sizeof *v->kids, &v->oom);
	v->shown = to_arena(m, v->shown, v->nshown, sizeof *v->shown, &v->oom);
	if (!v->calls || !v->kids)
		v->ncalls = 0;
	if (!v->shown)
		v->nshown = 0;
	free(dir);
	free(locals);
	if (v->oom && !v->held)
		rsv_nomem(m); /* to m's guard: the check's module is out of memory */
	return (unsigned)fatal_load + (unsigned)fatal_graph + v->call_errors + (unsigned)v->recursive;
}

unsigned rsv_children_check(rsv_module *m, unsigned load_errors)
{
	struct rsv_children *v = m->children;
	if (!v)
		return 0;
	unsigned stop = check_calls(m, load_errors);
	rsv_children_cache *c = v->c;
	/* a module of the run (a folder's: not a file given alone): what its
	 * callers need, unless a caller read it first */
	char *name = v->held || m->named || !v->folder ? NULL : rsv_child_path_join(m->name, ".");
	if (!name)
		return stop;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	rsv_child_deposit(c, m, name, v->read ? v : NULL);
	if (c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
	return stop;
}

/* ---- references to outputs ------------------------------------------------------- */

void rsv_children_output(rsv_module *m, hcl_file *f, const rsv_ref *r, const hcl_traversal *t,
			 const rsv_decl *d)
{
	const struct rsv_children *v = m->children;
	const child *k = NULL;
	for (size_t i = 0; v && i < v->ncalls && !k; i++)
		if (strcmp(v->calls[i]->name, d->name) == 0) {
			k = v->kids[i];
			d = v->calls[i];
		}
	if (!k || !k->readable || !k->ohash || !r->name || rsv_child_name_find(k->outs, k->ohash, k->ocap, r->name) >= 0)
		return;
	/* one instance's object: a key given exactly when the call repeats
	 * (a list or map of objects otherwise: other messages, or none) */
	int repeated = 0;
	for (uint16_t i = 0; i < m->l->repetition_arguments.n; i++)
		repeated |= rsv_attr(d->block->body, m->l->repetition_arguments.v[i]) != NULL;
	const hcl_block *lc = rsv_block(d->block->body, "lifecycle");
	if (lc && lc->body->attrs) /* OpenTofu's enabled: null when off */
		return;
	int keyed = r->key_kind != RSV_KEY_NONE;
	if (repeated != keyed)
		return;
	const hcl_step *s = t->head ? t->head->next : NULL; /* the call's name */
	s = s ? s->next : NULL;
	if (s && s->kind == HCL_STEP_INDEX)
		s = s->next;
	const spec_diag *dg = rsv_role(m, RSV_ROLE_MODULE_OUTPUT_UNDECLARED);
	if (s && s->kind == HCL_STEP_ATTR && dg)
		rsv_diag(f, dg, s->start, s->end, "name", r->name, (const char *)NULL);
}

/* ---- diagnostics of children ------------------------------------------------------ */

void rsv_children_show(const rsv_module *m, void (*fn)(void *ctx, hcl_file *f), void *ctx)
{
	const struct rsv_children *v = m->children;
	if (!v || m->named || !v->nshown)
		return;
	rsv_children_cache *c = v->c;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	for (size_t i = 0; i < v->nshown; i++)
		for (uint32_t j = 0; j < v->shown[i]->m->nfiles; j++)
			fn(ctx, v->shown[i]->m->files[j].f);
	if (c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
}
