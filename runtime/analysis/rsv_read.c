/* rsv_read.c - what the argument forms read without evaluating anything:
 * literal strings and keywords (with OpenTofu's shims for quoted ones),
 * static lists, the traversals of an expression, quiet ParseRef, and the
 * spec's argument_forms entries (NAME=FORM WORD...) themselves.  Nothing
 * here reports: a reader says what it found, the rule that asked reports. */
#include <stdlib.h>
#include <string.h>

#include "rsv_read.h"

/* ---- literals --------------------------------------------------------------- */

const char *rsv_literal_string(hcl_file *f, const hcl_expr *e)
{
	size_t n = 0;
	if (!e || e->kind != HCL_E_TEMPLATE)
		return NULL;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		if (p->kind != HCL_E_LITERAL || !(p->flags & HCL_EF_TLIT))
			return NULL;
		n += p->len;
	}
	char *s = hcl_alloc(&f->arena, n + 1), *o = s;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		memcpy(o, p->text, p->len);
		o += p->len;
	}
	*o = '\0';
	return s;
}

const char *rsv_primitive_string(hcl_file *f, const hcl_expr *e)
{
	if (e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NUMBER)
		return hcl_strndup(&f->arena, e->text, e->len);
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE ? "true" : "false";
	return rsv_literal_string(f, e);
}

int rsv_is_null(const hcl_expr *e)
{
	return e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NULL;
}

/* ---- strings read as traversals and keywords -------------------------------------- */

/* Parses s as an absolute traversal (hclsyntax.ParseTraversalAbs) whose
 * steps are placed from byte base of f; t stays empty when s is not one. */
static int copy_traversal(hcl_file *f, hcl_file *tf, uint32_t base, hcl_traversal *t);

static void string_traversal(hcl_file *f, const char *s, uint32_t base, hcl_traversal *t)
{
	memset(t, 0, sizeof *t);
	hcl_file *tf = hcl_parse("", s, strlen(s), HCL_MODE_EXPR);
	if (!tf || hcl_file_no_memory(tf) || copy_traversal(f, tf, base, t) != 0) {
		hcl_file_free(tf); /* out of memory: tf goes before the jump */
		hcl_arena_oom(&f->arena);
	}
	hcl_file_free(tf);
}

/* The steps of tf's traversal, if it is one, copied into t in f's arena:
 * 0, or -1 when memory ran out (tf is the caller's to free). */
static int copy_traversal(hcl_file *f, hcl_file *tf, uint32_t base, hcl_traversal *t)
{
	hcl_oom h;
	hcl_traversal tt;
	h.held = NULL;
	tf->arena.oom = &h;
	if (setjmp(h.jb))
		return -1;
	if (!tf->nerrors && tf->expr && hcl_expr_abs_traversal(tf, tf->expr, &tt) == 0) {
		for (const hcl_step *p = tt.head; p; p = p->next) {
			hcl_step *c = hcl_alloc_try(&f->arena, sizeof *c);
			char *text = c ? hcl_alloc_try(&f->arena, (size_t)p->len + 1) : NULL;
			if (!text)
				return -1;
			*c = *p;
			memcpy(text, p->text ? p->text : "", p->len);
			text[p->len] = '\0';
			c->text = text;
			c->start += base;
			c->end += base;
			c->next = NULL;
			if (t->tail)
				t->tail->next = c;
			else
				t->head = c;
			t->tail = c;
			t->nsteps++;
		}
	}
	tf->arena.oom = NULL;
	return 0;
}

int rsv_shim(hcl_file *f, const hcl_expr *e, hcl_traversal *t)
{
	const char *s = rsv_literal_string(f, e);
	memset(t, 0, sizeof *t);
	if (!s)
		return 0;
	string_traversal(f, s, e->start + 1, t);
	return 1;
}

const char *rsv_keyword(hcl_file *f, const hcl_expr *e, int *quoted)
{
	const char *kw;
	if (quoted)
		*quoted = 0;
	if (e->kind == HCL_E_TEMPLATE) {
		hcl_traversal t;
		const char *s = rsv_literal_string(f, e);
		if (!s)
			return NULL;
		if (quoted)
			*quoted = 1;
		string_traversal(f, s, e->start + 1, &t);
		return t.nsteps == 1 ? t.head->text : NULL;
	}
	return hcl_expr_as_keyword(f, e, &kw) == 0 ? kw : NULL;
}

int rsv_static_list(hcl_file *f, const hcl_expr *e, hcl_expr ***items, uint32_t *n)
{
	return hcl_expr_list(e, items, n, &f->arena) == 0 ? 0 : -1;
}

/* ---- references ---------------------------------------------------------------- */

int rsv_parse_ref_quiet(rsv_module *m, hcl_file *f, const hcl_traversal *t, rsv_ref *out)
{
	hcl_diag *tail = f->diags_tail;
	uint32_t ne = f->nerrors, nw = f->nwarnings;
	rsv_ctx ctx = rsv_module_ctx(m);
	rsv_parse_ref(m->l, f, t, &ctx, out);
	int bad = f->nerrors != ne || !out->ok;
	if (tail)
		tail->next = NULL;
	else
		f->diags = NULL;
	f->diags_tail = tail;
	f->nerrors = ne;
	f->nwarnings = nw;
	return bad ? -1 : 0;
}

static void collect(void *ctx, const hcl_traversal *t)
{
	rsv_travs *tl = ctx;
	rsv_grow(tl->a, (void **)&tl->v, &tl->cap, tl->n + 1, sizeof *tl->v);
	tl->v[tl->n++] = t;
}

void rsv_travs_of(hcl_arena *a, const hcl_expr *e, rsv_travs *t)
{
	t->a = a;
	if (hcl_expr_variables(e, collect, t) != 0)
		hcl_arena_oom(a);
}

void rsv_travs_free(rsv_travs *t)
{
	t->v = NULL;
	t->n = t->cap = 0;
}

/* ---- argument_forms entries ------------------------------------------------------ */

/* Whether the form that starts at s (and ends at a space or the end) is form. */
static int form_at(const char *s, const char *form)
{
	size_t i = 0;
	while (form[i] && form[i] != ' ' && s[i] == form[i])
		i++;
	return !form[i] && (s[i] == ' ' || s[i] == '\0');
}

/* A spec block's entries, once read (rsv_module.arg_forms). */
struct rsv_arg_forms {
	const rsv_arg_form *v;
	uint16_t n;
	uint8_t read;
};

const rsv_arg_form *rsv_arg_forms(rsv_module *m, int si, uint16_t *n)
{
	if (!m->arg_forms)
		m->arg_forms = hcl_alloc(&m->arena, ((size_t)m->l->nblocks + 1) * sizeof *m->arg_forms);
	struct rsv_arg_forms *af = &m->arg_forms[si];
	if (!af->read) {
		spec_names forms = m->l->blocks[si].argument_forms;
		rsv_arg_form *v = hcl_alloc(&m->arena, ((size_t)forms.n + 1) * sizeof *v);
		for (uint16_t i = 0; i < forms.n; i++) {
			const char *entry = forms.v[i], *eq = strchr(entry, '=');
			if (!eq || !rsv_form_entry_for(entry, NULL, &v[af->n].fe))
				continue;
			v[af->n].arg = entry[0] == '*' && eq == entry + 1 ? NULL : entry;
			v[af->n].len = (size_t)(eq - entry);
			af->n++;
		}
		af->v = v;
		af->read = 1;
	}
	*n = af->n;
	return af->v;
}

int rsv_has_form(const spec_block *sb, const char *arg, const char *form, const char **words)
{
	for (uint16_t i = 0; i < sb->argument_forms.n; i++) {
		const char *eq = rsv_entry_eq(sb->argument_forms.v[i], arg);
		if (eq && form_at(eq + 1, form)) {
			rsv_form_entry fe;
			if (words && rsv_form_entry_for(sb->argument_forms.v[i], arg, &fe))
				*words = fe.words;
			return 1;
		}
	}
	return 0;
}

int rsv_word(const char **words, const char **w, size_t *n)
{
	const char *p = *words;
	while (*p == ' ')
		p++;
	*w = p;
	*n = strcspn(p, " ");
	*words = p + *n;
	return *n > 0;
}

int rsv_word_in(const char *words, const char *w)
{
	const char *word;
	size_t n;
	while (rsv_word(&words, &word, &n))
		if (strlen(w) == n && memcmp(word, w, n) == 0)
			return 1;
	return 0;
}
