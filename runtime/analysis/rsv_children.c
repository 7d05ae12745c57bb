/* rsv_children.c - local child modules, read once per run (rsv_children.h):
 * the cache of the folders that module calls name, the checks of a call's
 * arguments against its child's variables (hcl's Body.Content with the
 * schema OpenTofu's ModuleVariableTransformer makes of them), references
 * to the outputs a child does not have, and calls that lead back into
 * their own chain.  Every use of the cache is under its lock; a child
 * read by the cache is checked under it too (its own children are read on
 * the same thread, the lock held), so its results are complete before any
 * other thread sees them, and never change after. */
#define _DEFAULT_SOURCE 1 /* realpath, strndup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv_children.h"
#include "rsv_graph.h"
#include "rsv_rules.h"
#include "rsv_text.h"

/* A folder a local call names, as read (never changed once made). */
typedef struct child {
	dev_t dev;
	ino_t ino;
	rsv_module *m;         /* NULL: no module files there */
	int outside;           /* not under a folder given: its diagnostics are its callers' */
	int fatal_load;        /* load errors in it or in a module below it */
	int fatal_graph;       /* a call in it or below whose arguments do not fit */
	int recursive;         /* a call in it or below leads back into its chain */
	struct child **shown;  /* the outside modules at or below it, each once */
	size_t nshown;
	struct child *next;    /* the cache's list */
} child;

struct rsv_children_cache {
	const spec_lang *l;
	char **given;          /* the real paths of the folders given */
	int ngiven;
	int keep_going;
	size_t max_file_size;
	rsv_children_lock lock;
	child *list;
	struct {
		dev_t dev;
		ino_t ino;
	} chain[RSV_MAX_DEPTH]; /* the folders of the calls being read, outermost first */
	int nchain;
};

/* A module's view of the cache (in its arena). */
struct rsv_children {
	rsv_children_cache *c;
	int held;              /* a module the cache reads: its lock is held */
	const rsv_decl **calls; /* the module's calls whose child was read */
	child **kids;
	size_t ncalls, cap;
	unsigned load_errors;  /* of the module's own load */
	unsigned call_errors;  /* of its calls' arguments */
	int recursive;
	child **shown;
	size_t nshown, capshown;
};

/* ---- paths ------------------------------------------------------------------------- */

/* path.Clean of dir/src (src's backslashes read as slashes, as
 * parseModuleSourceLocal does), malloc'd; NULL when out of memory. */
static char *clean_join(const char *dir, const char *src)
{
	size_t n = strlen(dir) + strlen(src) + 2;
	char *in = malloc(n), *out = malloc(n + 1);
	if (!in || !out) {
		free(in), free(out);
		return NULL;
	}
	snprintf(in, n, "%s/%s", dir, src);
	for (char *p = in; *p; p++)
		if (*p == '\\')
			*p = '/';
	int abs = in[0] == '/';
	size_t o = 0, floor = 0; /* out[0, floor): leading ".." that cannot be undone */
	if (abs)
		out[o++] = '/', floor = 1;
	for (char *p = in; *p;) {
		while (*p == '/')
			p++;
		char *e = p + strcspn(p, "/");
		size_t len = (size_t)(e - p);
		if (!len || (len == 1 && p[0] == '.')) {
		} else if (len == 2 && p[0] == '.' && p[1] == '.') {
			if (o > floor) { /* drop the last element */
				while (o > floor && out[o - 1] != '/')
					o--;
				if (o > floor)
					o--;
				else if (abs)
					o = 1;
			} else if (!abs) {
				if (o)
					out[o++] = '/';
				memcpy(out + o, "..", 2);
				o += 2;
				floor = o;
			}
		} else {
			if (o && out[o - 1] != '/')
				out[o++] = '/';
			memcpy(out + o, p, len);
			o += len;
		}
		p = e;
	}
	if (!o)
		out[o++] = '.';
	out[o] = '\0';
	free(in);
	return out;
}

/* The folder of module m (its name is a folder, or a file of it). */
static char *module_dir(const rsv_module *m)
{
	struct stat st;
	if (stat(m->name, &st) == 0 && S_ISDIR(st.st_mode))
		return strdup(m->name);
	const char *slash = strrchr(m->name, '/');
	return slash ? strndup(m->name, (size_t)(slash - m->name)) : strdup(".");
}

/* dir is under a folder given (and in no hidden folder below it): the run
 * checks it as a module of its own. */
static int under_given(const rsv_children_cache *c, const char *dir)
{
	char *real = realpath(dir, NULL);
	int in = 0;
	for (int i = 0; real && i < c->ngiven && !in; i++) {
		size_t n = strlen(c->given[i]);
		const char *rest = real + n;
		if (strncmp(real, c->given[i], n) != 0 || (*rest && *rest != '/' && n > 1))
			continue;
		in = 1;
		for (const char *p = rest; *p; p++)
			if (p[0] == '/' && p[1] == '.')
				in = 0;
	}
	free(real);
	return in;
}

/* ---- the cache ---------------------------------------------------------------------- */

rsv_children_cache *rsv_children_cache_new(const spec_lang *l, char **paths, int npaths, int keep_going,
					   size_t max_file_size, rsv_children_lock lock)
{
	rsv_children_cache *c = calloc(1, sizeof *c);
	if (!c || !(c->given = calloc((size_t)npaths + 1, sizeof *c->given))) {
		free(c);
		return NULL;
	}
	c->l = l;
	c->keep_going = keep_going;
	c->max_file_size = max_file_size;
	c->lock = lock;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (strcmp(paths[i], "-") == 0 || stat(paths[i], &st) != 0 || !S_ISDIR(st.st_mode))
			continue;
		char *real = realpath(paths[i], NULL);
		if (real)
			c->given[c->ngiven++] = real;
	}
	return c;
}

void rsv_children_cache_free(rsv_children_cache *c)
{
	if (!c)
		return;
	for (child *k = c->list, *next; k; k = next) {
		next = k->next;
		rsv_module_free(k->m);
		free(k->shown);
		free(k);
	}
	for (int i = 0; i < c->ngiven; i++)
		free(c->given[i]);
	free(c->given);
	free(c);
}

static struct rsv_children *view_new(rsv_children_cache *c, rsv_module *m, int held)
{
	struct rsv_children *v = hcl_alloc(&m->arena, sizeof *v);
	if (v) {
		memset(v, 0, sizeof *v);
		v->c = c;
		v->held = held;
	}
	return v;
}

void rsv_children_attach(rsv_children_cache *c, rsv_module *m)
{
	if (c && strcmp(m->name, "-") != 0)
		m->children = view_new(c, m, 0);
}

/* Adds k to the list *v (once). */
static void add_shown(child ***v, size_t *n, size_t *cap, child *k)
{
	for (size_t i = 0; i < *n; i++)
		if ((*v)[i] == k)
			return;
	if (hcl_grow((void **)v, cap, *n + 1, sizeof **v) == 0)
		(*v)[(*n)++] = k;
}

static int on_chain(const rsv_children_cache *c, const struct stat *st)
{
	for (int i = 0; i < c->nchain; i++)
		if (c->chain[i].dev == st->st_dev && c->chain[i].ino == st->st_ino)
			return 1;
	return 0;
}

/* The child of folder dir (st: its stat), read and checked the first time
 * (the lock held); NULL when out of memory. */
static child *child_of(rsv_children_cache *c, const char *dir, const struct stat *st)
{
	for (child *k = c->list; k; k = k->next)
		if (k->dev == st->st_dev && k->ino == st->st_ino)
			return k;
	child *k = calloc(1, sizeof *k);
	if (!k)
		return NULL;
	k->dev = st->st_dev;
	k->ino = st->st_ino;
	k->next = c->list;
	c->list = k;
	rsv_walk w = {0};
	w.max_file_size = c->max_file_size;
	rsv_module *m = rsv_module_read_dir(c->l, dir, &w);
	if (!m || !m->nfiles || !(m->children = view_new(c, m, 1))) {
		rsv_module_free(m);
		return k;
	}
	k->outside = !under_given(c, dir);
	m->keep_going = c->keep_going;
	rsv_check_module_cycles(m); /* reads its own children (rsv_children_check) */
	k->m = m;
	const struct rsv_children *v = m->children;
	size_t cap = 0;
	k->fatal_load = v->load_errors > 0;
	k->fatal_graph = v->call_errors > 0;
	k->recursive = v->recursive;
	if (k->outside)
		add_shown(&k->shown, &k->nshown, &cap, k);
	for (size_t i = 0; i < v->ncalls; i++) {
		const child *g = v->kids[i];
		k->fatal_load |= g->fatal_load;
		k->fatal_graph |= g->fatal_graph;
		for (size_t j = 0; j < g->nshown; j++)
			add_shown(&k->shown, &k->nshown, &cap, g->shown[j]);
	}
	return k;
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

/* Whether variable v of child m has no default (its schema attribute is
 * Required). */
static int required(const rsv_module *m, const rsv_decl *v)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		if (d->kind == SPEC_DECL_VARIABLE && strcmp(d->name, v->name) == 0 && rsv_attr(d->block->body, "default"))
			return 0;
	}
	return 1;
}

/* Child k has a variable named name. */
static int has_variable(const child *k, const char *name)
{
	return rsv_module_find(k->m, SPEC_DECL_VARIABLE, NULL, name) != NULL;
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

/* hcl's Body.Content of call d's arguments (those that are no
 * meta-argument, and those of its "_" block) against child k's variables:
 * returns the errors reported. */
static unsigned call_arguments(rsv_module *m, const rsv_decl *d, const child *k)
{
	const spec_lang *l = m->l;
	hcl_file *f = d->file;
	const hcl_block *b = d->block;
	int si = spec_block_index(l, b->type, -1);
	if (si < 0 || f->json || overridden(m, d))
		return 0;
	const spec_block *sb = &l->blocks[si];
	const hcl_block *escape = sb->escaping ? rsv_block(b->body, "_") : NULL;
	const spec_diag *unsupported = rsv_role(m, RSV_ROLE_UNSUPPORTED_ARGUMENT);
	const spec_diag *missing = rsv_role(m, RSV_ROLE_MISSING_ARGUMENT);
	unsigned errors = 0;
	hcl_diag *mark = f->diags_tail;
	/* the variables, in declaration order: hcl's suggestion is the first
	 * close one that the body does not set */
	const char **unset = malloc(((size_t)k->m->ndecls + 1) * sizeof *unset);
	size_t nunset = 0;
	if (!unset)
		return 0;
	for (uint32_t i = 0; i < k->m->ndecls; i++) {
		const rsv_decl *v = &k->m->decls[i];
		if (v->kind != SPEC_DECL_VARIABLE || v != rsv_module_base(k->m, v))
			continue;
		const hcl_attr *a = rsv_attr(b->body, v->name);
		if (a && rsv_in_names(sb->meta_arguments, v->name))
			a = NULL;
		if (!a && escape)
			a = rsv_attr(escape->body, v->name);
		if (a)
			continue;
		unset[nunset++] = v->name;
		/* merged with the "_" block, hcl says it otherwise, at no place: not reported */
		if (missing && !escape && required(k->m, v)) {
			rsv_diag(f, missing, b->open_brace, b->open_brace, "name", v->name, (const char *)NULL);
			errors++;
		}
	}
	for (int part = 0; part < 2 && unsupported; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next) {
			if ((!part && rsv_in_names(sb->meta_arguments, a->name)) || has_variable(k, a->name))
				continue;
			rsv_diag(f, unsupported, a->name_start, a->name_end, "name", a->name, "suggestion",
				 rsv_suggestion(f, l, a->name, unset, nunset), (const char *)NULL);
			errors++;
		}
	}
	/* the schema has no block types: every block of the arguments' bodies
	 * (hcl's suggestion of an argument of the same name is not in the spec) */
	const spec_diag *block_type = rsv_role(m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE);
	for (int part = 0; part < 2 && block_type; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_block *x = body ? body->blocks : NULL; x; x = x->next) {
			if (!part && (x == escape || rsv_in_names(sb->meta_blocks, x->type) ||
				      rsv_in_names(sb->reserved_blocks, x->type) || strcmp(x->type, "_") == 0))
				continue;
			rsv_diag(f, block_type, x->type_start, x->type_end, "type", x->type, "suggestion", "",
				 (const char *)NULL);
			errors++;
		}
	}
	free(unset);
	sort_after(f, mark);
	return errors;
}

/* Reports, at the source of call d, what keeps it from being read: a
 * recursive chain (id RSV_ROLE_MODULE_CALL_RECURSIVE), or at the "all"
 * level a note. */
static void report_call(rsv_module *m, const rsv_decl *d, const hcl_expr *e, int id, const char *src,
			const char *dir)
{
	const spec_diag *r = rsv_role(m, id);
	if (r && e)
		rsv_diag(d->file, r, e->start, e->end, "source", src, "dir", dir ? dir : "", (const char *)NULL);
}

/* Reads the child of local call d (source src) of m, from folder dir of m. */
static void read_call(rsv_module *m, struct rsv_children *v, const char *dir, const rsv_decl *d, const char *src,
		      const hcl_expr *e)
{
	rsv_children_cache *c = v->c;
	char *path = clean_join(dir, src);
	struct stat st;
	if (!path)
		return;
	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
		if (c->keep_going)
			report_call(m, d, e, RSV_ROLE_MODULE_NOT_READ_MISSING, src, path);
		free(path);
		return;
	}
	if (on_chain(c, &st) || c->nchain >= RSV_MAX_DEPTH) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, path);
		free(path);
		return;
	}
	child *k = child_of(c, path, &st);
	free(path);
	if (!k)
		return;
	if (k->recursive) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, NULL);
	}
	if (!k->m || hcl_grow((void **)&v->calls, &v->cap, v->ncalls + 1, sizeof *v->calls) != 0)
		return;
	size_t cap = v->ncalls; /* kids grows with calls */
	if (hcl_grow((void **)&v->kids, &cap, v->ncalls + 1, sizeof *v->kids) != 0)
		return;
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

/* A copy of the n items of the malloc'd p in m's arena (p freed); NULL for none. */
static void *to_arena(rsv_module *m, void *p, size_t n, size_t size)
{
	void *q = n && p ? hcl_alloc(&m->arena, n * size) : NULL;
	if (q)
		memcpy(q, p, n * size);
	free(p);
	return q;
}

unsigned rsv_children_check(rsv_module *m, unsigned load_errors)
{
	struct rsv_children *v = m->children;
	if (!v)
		return 0;
	v->load_errors = load_errors;
	/* validate reads no child of a root module that failed to load */
	if ((load_errors && !v->held) || m->load_only)
		return 0;
	const rsv_decl **locals = malloc(((size_t)m->ndecls + 1) * sizeof *locals);
	size_t n = locals ? local_calls(m, locals) : 0;
	char *dir = n ? module_dir(m) : NULL;
	if (!dir) {
		free(locals);
		return 0;
	}
	rsv_children_cache *c = v->c;
	if (!v->held && c->lock.lock)
		c->lock.lock(c->lock.ctx);
	struct stat st;
	int pushed = stat(dir, &st) == 0 && c->nchain < RSV_MAX_DEPTH;
	if (pushed) {
		c->chain[c->nchain].dev = st.st_dev;
		c->chain[c->nchain++].ino = st.st_ino;
	}
	for (size_t i = 0; i < n; i++) {
		const hcl_expr *e = NULL;
		const char *src = call_source(m, locals[i], &e);
		read_call(m, v, dir, locals[i], src, e);
	}
	c->nchain -= pushed;
	/* validate's order: load errors anywhere in the tree stop it before its
	 * graph; a call that does not fit stops the graph's making (children
	 * first, so a call below hides the calls above) */
	int fatal_load = 0, fatal_graph = 0;
	for (size_t i = 0; i < v->ncalls; i++) {
		fatal_load |= v->kids[i]->fatal_load;
		fatal_graph |= v->kids[i]->fatal_graph;
		for (size_t j = 0; j < v->kids[i]->nshown; j++)
			add_shown(&v->shown, &v->nshown, &v->capshown, v->kids[i]->shown[j]);
	}
	if (!load_errors && !fatal_load && !fatal_graph && !v->recursive)
		for (size_t i = 0; i < v->ncalls; i++)
			v->call_errors += call_arguments(m, v->calls[i], v->kids[i]);
	if (!v->held && c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
	/* the lists into the module's arena: nothing to free with it */
	v->calls = to_arena(m, v->calls, v->ncalls, sizeof *v->calls);
	v->kids = to_arena(m, v->kids, v->ncalls, sizeof *v->kids);
	v->shown = to_arena(m, v->shown, v->nshown, sizeof *v->shown);
	if (!v->calls || !v->kids)
		v->ncalls = 0;
	if (!v->shown)
		v->nshown = 0;
	free(dir);
	free(locals);
	return (unsigned)fatal_load + (unsigned)fatal_graph + v->call_errors + (unsigned)v->recursive;
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
	if (!k || !k->m || !r->name || rsv_module_find(k->m, SPEC_DECL_OUTPUT, NULL, r->name))
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
