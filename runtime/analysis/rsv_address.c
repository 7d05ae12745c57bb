/* rsv_address.c - addresses read by OpenTofu's address grammar (moved, import, removed, a
 * test run's targets), not by ParseRef: whether such an argument's traversals mean something
 * else under another release.  That grammar (internal/addrs: parseModuleInstancePrefix, then
 * parseResourceUnderModule) reads module.NAME[KEY] prefixes, then a resource mode word, else
 * a managed resource type.  Its mode words are not in the specs by that name; they are the
 * words of the resource modes that ParseRef has as roots of form type_name declared by data
 * or ephemeral resource blocks (OpenTofu 1.11 gave both readers `ephemeral` at once:
 * parse_ref.go and parse_target.go).  The grammar has no escape: no text keeps a managed
 * resource whose type became a mode word. */
#include <string.h>

#include "rsv_audit.h"
#include "rsv_read.h"

const char *const rsv_address_why =
	"OpenTofu's address grammar has no escape prefix (resource.TYPE.NAME is a resource of type "
	"\"resource\" there): apply this block under the old release, then delete it, before moving";

/* Whether word is a resource mode word of l's address grammar (see above). */
static const spec_root *mode_root(const spec_lang *l, const char *word, size_t n)
{
	int r = spec_root_index(l, word, n);
	if (r < 0)
		return NULL;
	const spec_root *x = &l->roots[r];
	if (x->form != SPEC_FORM_TYPE_NAME || x->scope != SPEC_SCOPE_ANY ||
	    (x->declared_by != SPEC_DECL_DATA && x->declared_by != SPEC_DECL_EPHEMERAL))
		return NULL;
	return x;
}

/* Whether word is l's module call root (module.NAME[KEY] prefixes). */
static int module_word(const spec_lang *l, const char *word, size_t n)
{
	int r = spec_root_index(l, word, n);
	return r >= 0 && l->roots[r].form == SPEC_FORM_MODULE_CALL;
}

int rsv_address_argument(const spec_lang *l, int s, const char *name)
{
	if (s < 0)
		return 0;
	const spec_block *b = &l->blocks[s];
	if (!rsv_in_names(b->static_arguments, name))
		return 0; /* an address is never evaluated: every address argument is static */
	if (rsv_has_form(b, name, "address", NULL))
		return 1;
	for (uint16_t i = 0; i < b->argument_forms.n; i++)
		if (rsv_entry_eq(b->argument_forms.v[i], name))
			return 0; /* a keyword, a type, a provider, ...: not an address */
	return 1;
}

/* The first step of t after its module.NAME[KEY] prefixes under l. */
static const hcl_step *after_modules(const spec_lang *l, const hcl_traversal *t)
{
	const hcl_step *s = t->head;
	while (s && s->next && s->next->kind == HCL_STEP_ATTR && module_word(l, s->text, s->len)) {
		s = s->next->next;
		if (s && s->kind == HCL_STEP_INDEX)
			s = s->next;
	}
	return s;
}

/* What the address at s means under l, in arena a. */
static const char *reading(hcl_arena *a, const spec_lang *l, const hcl_step *s)
{
	const spec_root *m = mode_root(l, s->text, s->len);
	hcl_buf b = {0};
	if (!m) {
		hcl_buf_printf(&b, "managed resource %.*s", (int)s->len, s->text);
		if (s->next && s->next->kind == HCL_STEP_ATTR)
			hcl_buf_printf(&b, ".%.*s", (int)s->next->len, s->next->text);
		hcl_buf_puts(&b, " (an address)");
	} else if (s->next && s->next->kind == HCL_STEP_ATTR && s->next->next &&
		   s->next->next->kind == HCL_STEP_ATTR) {
		hcl_buf_printf(&b, "%s resource %.*s.%.*s (an address)", m->mode ? m->mode : m->name, (int)s->next->len,
			       s->next->text, (int)s->next->next->len, s->next->next->text);
	} else {
		hcl_buf_printf(&b, "an address of mode %s without a resource type and name (an error: Invalid address)",
			       m->mode ? m->mode : m->name);
	}
	return hcl_buf_done(a, &b);
}

/* The traversal of one address expression: the whole, or, for an import's to with index
 * expressions, the traversal they index. */
static int address_of(hcl_file *f, const hcl_expr *e, hcl_traversal *t)
{
	if (hcl_expr_abs_traversal(f, e, t) == 0)
		return 0;
	while (e && (e->kind == HCL_E_INDEX || e->kind == HCL_E_RELTRAV))
		e = e->a;
	return e ? hcl_expr_abs_traversal(f, e, t) : -1;
}

static void one(const spec_lang *o, const spec_lang *n, hcl_file *f, const hcl_expr *e, hcl_arena *a,
		rsv_address_fn fn, void *ctx)
{
	hcl_traversal t;
	if (address_of(f, e, &t) != 0 || !t.head)
		return;
	const hcl_step *so = after_modules(o, &t), *sn = after_modules(n, &t);
	if (!so || so != sn || so->kind == HCL_STEP_INDEX)
		return;
	const spec_root *mo = mode_root(o, so->text, so->len), *mn = mode_root(n, so->text, so->len);
	if (!mo == !mn && (!mo || strcmp(mo->mode ? mo->mode : "", mn->mode ? mn->mode : "") == 0))
		return; /* read the same */
	rsv_address_change c = {t.head->start, t.tail->end, NULL, reading(a, o, so), reading(a, n, so)};
	c.word = hcl_strndup(a, so->text, so->len);
	fn(ctx, &c);
}

void rsv_address_changes(const spec_lang *o, const spec_lang *n, hcl_file *f, const hcl_attr *at, hcl_arena *a,
			 rsv_address_fn fn, void *ctx)
{
	hcl_expr **items = NULL;
	uint32_t k = 0;
	if (hcl_expr_list(at->expr, &items, &k, a) == 0) {
		for (uint32_t i = 0; i < k; i++)
			one(o, n, f, items[i], a, fn, ctx);
		return;
	}
	one(o, n, f, at->expr, a, fn, ctx);
}
