/* rsv_fix_results.c - what `reserve fix`'s library reports: the changes and problems of a
 * module, and their texts (a reference's meaning, a place's first line, messages). */
#include <stdarg.h>
#include <string.h>

#include "rsv_fix_int.h"

const char *fix_fmt(hcl_arena *a, const char *fmt, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	return hcl_buf_done(a, &b);
}

const char *fix_meaning(hcl_arena *a, const rsv_ref *r)
{
	if (!r->ok)
		return "an error";
	if (r->mode)
		return fix_fmt(a, "%s resource %s.%s", r->mode, r->type ? r->type : "", r->name ? r->name : "");
	if (r->call)
		return r->name ? fix_fmt(a, "output %s of module call %s", r->name, r->call)
			       : fix_fmt(a, "module call %s", r->call);
	if (r->name)
		return fix_fmt(a, "%s %s", r->kind ? r->kind : "", r->name);
	return r->kind ? r->kind : "nothing";
}

const char *fix_first_line(hcl_arena *a, const hcl_file *f, uint32_t start, uint32_t end)
{
	const char *nl = memchr(f->src + start, '\n', end - start);
	uint32_t n = nl ? (uint32_t)(nl - (f->src + start)) : end - start;
	if (n && f->src[start + n - 1] == '\r')
		n--;
	return nl ? fix_fmt(a, "%.*s …", (int)n, f->src + start) : hcl_strndup(a, f->src + start, n);
}

void fix_add_change(fixer *w, uint32_t fi, uint32_t start, uint32_t end, int kind, const char *text,
		       const char *replacement)
{
	rsv_fix *x = w->x;
	size_t cap = x->capchanges;
	if (x->nchanges == cap && hcl_grow((void **)&x->changes, &cap, (size_t)x->nchanges + 1, sizeof *x->changes) != 0) {
		x->oom = 1;
		return;
	}
	x->capchanges = (uint32_t)cap;
	x->changes[x->nchanges++] = (rsv_fix_change){w->m->files[fi].f, start, end, kind, text, replacement};
}

void fix_add_problem(fixer *w, uint32_t fi, uint32_t start, uint32_t end, const char *old_meaning,
			const char *new_meaning, const char *why)
{
	rsv_fix *x = w->x;
	hcl_file *f = w->m->files[fi].f;
	size_t cap = x->capproblems;
	if (x->nproblems == cap &&
	    hcl_grow((void **)&x->problems, &cap, (size_t)x->nproblems + 1, sizeof *x->problems) != 0) {
		x->oom = 1;
		return;
	}
	x->capproblems = (uint32_t)cap;
	x->problems[x->nproblems++] = (rsv_fix_problem){
		f, start, end, fix_first_line(&x->arena, f, start, end), old_meaning, new_meaning, why};
}
