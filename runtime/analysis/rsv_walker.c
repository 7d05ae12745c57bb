/* rsv_walker.c - the one walk over a module's blocks (rsv_walker.h): what
 * each nested block is to the spec, the scope of each body (spec blocks,
 * self, static arguments, dynamic-block iterators), one depth limit, and
 * the callbacks of check, audit and fix at each argument and block. */
#include <stdlib.h>
#include <string.h>

#include "rsv_walker.h"

void rsv_walker_init(rsv_walker *w, const spec_lang *l0, const spec_lang *l1, hcl_file *f)
{
	memset(w, 0, sizeof *w);
	w->lang[0] = l0;
	w->lang[1] = l1;
	w->file = f;
	w->max_depth = RSV_WALKER_MAX_DEPTH;
	for (int i = 0; i < RSV_WALKER_LANGS; i++)
		w->scope.spec[i] = w->top_spec[i] = -1;
}

void rsv_walker_free(rsv_walker *w)
{
	free(w->iters);
	w->iters = NULL;
	w->capiters = 0;
}

int rsv_walker_top_spec(const spec_lang *l, const hcl_block *b, int testing)
{
	if (!l)
		return -1;
	return testing ? spec_test_block_index(l, b->type) : spec_block_index(l, b->type, -1);
}

/* Block type type is the language's name s (NULL: the language has none). */
static int is(const char *type, const char *s)
{
	return s && strcmp(type, s) == 0;
}

int rsv_walker_is_escaping(const spec_lang *l, const spec_block *sb, const char *type)
{
	return sb && sb->escaping && is(type, l->escaping_block_type);
}

rsv_walker_kind rsv_walker_nested(const spec_lang *l, int si, const hcl_block *k, int *ki)
{
	*ki = -1;
	if (is(k->type, l->dynamic_block))
		return RSV_WALKER_DYNAMIC;
	if (rsv_walker_is_escaping(l, si >= 0 ? &l->blocks[si] : NULL, k->type))
		return RSV_WALKER_ESCAPING;
	*ki = si >= 0 ? spec_block_index(l, k->type, si) : -1;
	return RSV_WALKER_BLOCK;
}

int rsv_walker_is_iterator(const rsv_walker *w, const char *name, size_t len)
{
	for (size_t i = 0; i < w->scope.niters; i++)
		if (strlen(w->iters[i]) == len && memcmp(w->iters[i], name, len) == 0)
			return 1;
	return 0;
}

/* s names name, or is "*" (every argument). */
static int names_arg(spec_names s, const char *name)
{
	for (uint16_t i = 0; i < s.n; i++)
		if ((s.v[i][0] == '*' && !s.v[i][1]) || (s.v[i][0] == name[0] && strcmp(s.v[i], name) == 0))
			return 1;
	return 0;
}

int rsv_walker_static(const rsv_walker *w, const char *name)
{
	int si = w->scope.spec[0];
	return w->scope.static_all || (si >= 0 && names_arg(w->lang[0]->blocks[si].static_arguments, name));
}

/* The scope of nested block k of kind kind, whose spec blocks are spec[],
 * inside the scope w->scope. */
static rsv_walker_scope inner_scope(const rsv_walker *w, const hcl_block *k, rsv_walker_kind kind, const int spec[])
{
	const spec_lang *l = w->lang[0];
	const rsv_walker_scope *o = &w->scope;
	rsv_walker_scope s = *o;
	s.block = k;
	s.kind = (uint8_t)kind;
	s.depth = (uint16_t)(o->depth + 1);
	for (int i = 0; i < RSV_WALKER_LANGS; i++)
		s.spec[i] = spec[i];
	if (s.spec[0] >= 0 && l->blocks[s.spec[0]].self_context)
		s.self_ok = 1;
	if (o->spec[0] >= 0 && rsv_in_names(l->blocks[o->spec[0]].static_arguments, "*"))
		s.static_all = 1;
	return s;
}

/* Brings name into scope (the innermost): 0, or -1 out of memory. */
static int push_iter(rsv_walker *w, const char *name)
{
	if (hcl_grow((void **)&w->iters, &w->capiters, w->scope.niters + 1, sizeof *w->iters) != 0)
		return -1;
	w->iters[w->scope.niters++] = name;
	return 0;
}

/* The name of dynamic block k's iterator: its iterator argument's keyword,
 * else its label (NULL: none). */
static const char *iterator_of(const rsv_walker *w, const hcl_block *k, const hcl_attr **ia)
{
	const spec_lang *l = w->lang[0];
	const char *name = NULL;
	*ia = l->dynamic_iterator ? rsv_attr(k->body, l->dynamic_iterator) : NULL;
	if (*ia && hcl_expr_as_keyword(w->file, (*ia)->expr, &name) == 0)
		return name;
	return k->labels ? k->labels->text : NULL;
}

static void walk_body(rsv_walker *w, const hcl_body *body);

/* Stops the walk with status st (the first reason is kept). */
static void stop(rsv_walker *w, int st)
{
	if (w->status == RSV_WALKER_DONE)
		w->status = st;
}

/* The argument callback at a, when there is one. */
static void visit_attr(rsv_walker *w, const hcl_attr *a)
{
	if (w->attr && w->attr(w, a) == RSV_WALKER_STOP)
		stop(w, RSV_WALKER_STOPPED);
}

static void walk_dynamic(rsv_walker *w, const hcl_block *k, const int parent[]);

/* Reads nested block k of kind kind in scope *inner (made in the body at
 * w->scope), after the block callback; the scope is w->scope again after. */
static void descend(rsv_walker *w, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	if (w->block) {
		int r = w->block(w, k, kind, inner);
		if (r == RSV_WALKER_STOP)
			stop(w, RSV_WALKER_STOPPED);
		if (r != RSV_WALKER_DESCEND)
			return;
	}
	if (!k->body)
		return;
	if (inner->depth > w->max_depth) {
		hcl_diag_add(w->file, HCL_ERROR, k->start, k->open_brace > k->start ? k->open_brace : k->end,
			     "Nesting too deep",
			     "Blocks are nested deeper than the analysis reads them; what is inside this block "
			     "was not checked.");
		stop(w, RSV_WALKER_TOO_DEEP);
		return;
	}
	int parent[RSV_WALKER_LANGS];
	memcpy(parent, w->scope.spec, sizeof parent);
	rsv_walker_scope saved = w->scope;
	w->scope = *inner;
	if (kind == RSV_WALKER_DYNAMIC)
		walk_dynamic(w, k, parent);
	else
		walk_body(w, k->body);
	w->scope = saved;
}

/* The body of dynamic block k, whose scope (w->scope) was made in the body
 * holding it, of spec blocks parent[]: its arguments (for_each without its
 * own iterator), then its content, a block of its label's type, and any
 * other block, one the spec does not know; its iterator in scope. */
static void walk_dynamic(rsv_walker *w, const hcl_block *k, const int parent[])
{
	const spec_lang *l = w->lang[0];
	const hcl_attr *ia;
	const char *iter = iterator_of(w, k, &ia);
	size_t outer = w->scope.niters;
	if (iter && push_iter(w, iter) != 0) {
		stop(w, RSV_WALKER_NOMEM);
		return;
	}
	for (const hcl_attr *a = k->body->attrs; a && w->status == RSV_WALKER_DONE; a = a->next) {
		if (a == ia)
			continue; /* a keyword, not an expression */
		size_t n = w->scope.niters;
		if (is(a->name, l->dynamic_for_each))
			w->scope.niters = outer; /* the iterators around the block only */
		visit_attr(w, a);
		w->scope.niters = n;
	}
	for (const hcl_block *c = k->body->blocks; c && w->status == RSV_WALKER_DONE; c = c->next) {
		int content = is(c->type, l->dynamic_content) && k->labels;
		int spec[RSV_WALKER_LANGS];
		for (int i = 0; i < RSV_WALKER_LANGS; i++)
			spec[i] = content && parent[i] >= 0 ? spec_block_index(w->lang[i], k->labels->text, parent[i]) : -1;
		rsv_walker_kind kind = content ? RSV_WALKER_CONTENT : RSV_WALKER_BLOCK;
		rsv_walker_scope inner = inner_scope(w, c, kind, spec);
		descend(w, c, kind, &inner);
	}
}

/* A body at w->scope: its arguments, then its blocks.  What a block is,
 * lang[0] decides; each language gets its spec block. */
static void walk_body(rsv_walker *w, const hcl_body *body)
{
	for (const hcl_attr *a = body->attrs; a && w->status == RSV_WALKER_DONE; a = a->next)
		visit_attr(w, a);
	for (const hcl_block *k = body->blocks; k && w->status == RSV_WALKER_DONE; k = k->next) {
		int spec[RSV_WALKER_LANGS];
		rsv_walker_kind kind = rsv_walker_nested(w->lang[0], w->scope.spec[0], k, &spec[0]);
		for (int i = 1; i < RSV_WALKER_LANGS; i++)
			spec[i] = kind == RSV_WALKER_BLOCK && w->lang[i] && w->scope.spec[i] >= 0
					  ? spec_block_index(w->lang[i], k->type, w->scope.spec[i])
					  : -1;
		rsv_walker_scope inner = inner_scope(w, k, kind, spec);
		descend(w, k, kind, &inner);
	}
}

int rsv_walker_run(rsv_walker *w, const hcl_block *top, const int spec[RSV_WALKER_LANGS])
{
	const spec_lang *l = w->lang[0];
	w->status = RSV_WALKER_DONE;
	w->top = top;
	memset(&w->scope, 0, sizeof w->scope);
	w->scope.block = top;
	w->scope.kind = RSV_WALKER_BLOCK;
	for (int i = 0; i < RSV_WALKER_LANGS; i++)
		w->top_spec[i] = w->scope.spec[i] = w->lang[i] ? spec[i] : -1;
	w->scope.self_ok = spec[0] >= 0 && l->blocks[spec[0]].self_context;
	if (top->body)
		walk_body(w, top->body);
	return w->status;
}
