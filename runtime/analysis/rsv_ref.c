/* rsv_ref.c - ParseRef driven by a language spec: the root is found with
 * the spec's matcher, the shape of the rest goes through the spec's form
 * machine, and the outcome is built into a reference or a diagnostic of
 * the spec's catalogue. */
#include <stdarg.h>
#include <string.h>

#include "rsv.h"

static const char *text(hcl_file *f, const char *s, size_t n)
{
	return hcl_file_name(f, s, (uint32_t)n);
}

/* The value of parameter name (n bytes) among the pairs kv, or NULL. */
static const char *param(const char *const *kv, const char *name, size_t n)
{
	for (const char *const *p = kv; p[0]; p += 2)
		if (strlen(p[0]) == n && memcmp(p[0], name, n) == 0)
			return p[1];
	return NULL;
}

/* Fills {name} placeholders; "{{" and "}}" are literal braces. */
const char *rsv_fill(hcl_file *f, const char *tmpl, const char *const *kv)
{
	hcl_buf b = {0};
	for (const char *s = tmpl; *s; s++) {
		if ((s[0] == '{' && s[1] == '{') || (s[0] == '}' && s[1] == '}')) {
			hcl_buf_putc(&b, *s++);
			continue;
		}
		const char *e = s[0] == '{' ? strchr(s, '}') : NULL;
		const char *v = e ? param(kv, s + 1, (size_t)(e - s - 1)) : NULL;
		if (v) {
			hcl_buf_puts(&b, v);
			s = e;
		} else {
			hcl_buf_putc(&b, *s);
		}
	}
	return hcl_buf_done(&f->arena, &b);
}

hcl_diag *rsv_diag_kv(hcl_file *f, const spec_diag *d, uint32_t start, uint32_t end, const char *const *kv)
{
	hcl_diag *g = hcl_diag_add(f, d->severity == SPEC_WARNING ? HCL_WARNING : HCL_ERROR, start, end,
				   rsv_fill(f, d->summary, kv), rsv_fill(f, d->detail, kv));
	g->code = d->code;
	g->no_range = d->at_block == SPEC_AT_NONE;
	return g;
}

/* The NULL-terminated name/value pairs that ap holds, every one of them
 * (no cap), as the kv array rsv_fill reads, in f's arena. */
static const char **collect_kv(hcl_file *f, va_list ap)
{
	va_list count;
	size_t n = 0;
	va_copy(count, ap);
	while (va_arg(count, const char *)) {
		(void)va_arg(count, const char *);
		n += 2;
	}
	va_end(count);
	const char **kv = hcl_alloc(&f->arena, (n + 1) * sizeof *kv);
	for (size_t i = 0; i < n; i++)
		kv[i] = va_arg(ap, const char *);
	kv[n] = NULL;
	return kv;
}

hcl_diag *rsv_diag(hcl_file *f, const spec_diag *d, uint32_t start, uint32_t end, ...)
{
	va_list ap;
	va_start(ap, end);
	const char **kv = collect_kv(f, ap);
	va_end(ap);
	return rsv_diag_kv(f, d, start, end, kv);
}

static char step_shape(const hcl_step *s)
{
	long long v;
	if (s->kind == HCL_STEP_ATTR)
		return SPEC_STEP_ATTR;
	if (s->key_kind == HCL_LIT_STRING)
		return SPEC_STEP_STRING;
	if (s->key_kind == HCL_LIT_NUMBER && hcl_number_int(s->text, s->len, &v))
		return SPEC_STEP_INT;
	return SPEC_STEP_OTHER;
}

/* The shape string of the steps after the root (spec.h SPEC_STEP_*), cut
 * at cap - 1 steps: the form machine decides on the first few steps (the
 * generated one reads at most 64), so a longer traversal's tail does not
 * change the outcome. */
static void shape_of(const hcl_traversal *t, char *buf, size_t cap)
{
	size_t n = 0;
	for (const hcl_step *s = t->head ? t->head->next : NULL; s && n + 1 < cap; s = s->next)
		buf[n++] = step_shape(s);
	buf[n] = '\0';
}

typedef struct reader {
	const spec_lang *l;
	hcl_file *f;
	const hcl_traversal *t;
	const hcl_step *step[8]; /* the first steps, root first */
	rsv_ref *out;
} reader;

/* Adds the diagnostic of the reader's role (spec_words.h), its {params}
 * from the NULL-terminated name/value pairs that follow. */
static HCL_SENTINEL void error(reader *rd, const char *role, uint32_t start, uint32_t end, ...)
{
	const spec_diag *d = spec_diag_role(rd->l, role);
	va_list ap;
	va_start(ap, end);
	const char **kv = collect_kv(rd->f, ap);
	va_end(ap);
	if (!d) /* a spec always has the roles it needs: a loaded one is checked */
		hcl_diag_add(rd->f, HCL_ERROR, start, end, "Invalid reference", role);
	else
		rsv_diag_kv(rd->f, d, start, end, kv);
	rd->out->nerrors++;
	rd->out->ok = 0;
}

static const char *name_of(reader *rd, const hcl_step *s)
{
	return text(rd->f, s->text, s->len);
}

/* The root's name, for the errors: made only when one is. */
static const char *root_name(reader *rd)
{
	return name_of(rd, rd->step[0]);
}

/* Takes step i as the instance key. */
static void take_key(reader *rd, const hcl_step *s)
{
	rsv_ref *o = rd->out;
	if (s->key_kind == HCL_LIT_STRING) {
		o->key_kind = RSV_KEY_STRING;
		o->key_str = s->text;
		o->key_len = s->len;
	} else {
		o->key_kind = RSV_KEY_INT;
		hcl_number_int(s->text, s->len, &o->key_int);
	}
}

static void bad_key(reader *rd, const hcl_step *s, const char *role)
{
	const char *why = s->key_kind == HCL_LIT_NUMBER
		? "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
		: "either a string or an integer is required";
	const spec_diag *d = spec_diag_role(rd->l, s->key_kind == HCL_LIT_NUMBER ? SPEC_ROLE_NAME(KEY_NOT_WHOLE)
										  : SPEC_ROLE_NAME(KEY_TYPE));
	if (d)
		why = d->detail;
	error(rd, role, s->start, s->end, "error", why, (const char *)NULL);
}

/* The remaining steps start at step i. */
static void rest_from(reader *rd, unsigned i)
{
	const hcl_step *s = rd->t->head;
	for (unsigned k = 0; k < i && s; k++)
		s = s->next;
	rd->out->rest = s;
	rd->out->nrest = 0;
	for (; s; s = s->next)
		rd->out->nrest++;
}

static void span(reader *rd, unsigned last)
{
	rd->out->start = rd->t->head->start;
	rd->out->end = rd->step[last]->end;
	rest_from(rd, last + 1);
	rd->out->ok = 1;
}

/* Builds the reference or the error for an outcome of the form machine.
 * root is the root index (or RSV_ROOT_FALLBACK), base the index of TYPE
 * among the steps (1 after a prefix, 0 for the fallback). */
static void build(reader *rd, int root, int outcome)
{
	const spec_lang *l = rd->l;
	const spec_root *r = root >= 0 ? &l->roots[root] : &l->fallback;
	const hcl_step *const *st = rd->step;
	const hcl_step *last = rd->t->tail;
	rsv_ref *o = rd->out;
	unsigned base = root >= 0 ? 1 : 0;

	switch (outcome) {
	case SPEC_OUT_NAME:
		o->kind = r->subject;
		o->name = name_of(rd, st[1]);
		if (r->alias)
			o->alias = r->name;
		span(rd, 1);
		return;
	case SPEC_OUT_NAME_ALONE:
		error(rd, SPEC_ROLE_NAME(NO_ATTR), st[0]->start, st[0]->end, "root", root_name(rd),
		      (const char *)NULL);
		return;
	case SPEC_OUT_NAME_INDEX:
		error(rd, SPEC_ROLE_NAME(NO_OPERATION), st[1]->start, st[1]->end, "root", root_name(rd),
		      (const char *)NULL);
		return;
	case SPEC_OUT_BARE:
		o->kind = r->subject;
		span(rd, 0);
		return;
	case SPEC_OUT_RESERVED:
		error(rd, SPEC_ROLE_NAME(RESERVED), st[0]->start, st[0]->end, "root", root_name(rd),
		      (const char *)NULL);
		return;
	case SPEC_OUT_PREFIX_SHORT:
		error(rd, SPEC_ROLE_NAME(TWO_NAMES), st[0]->start, last->end, "root", root_name(rd), "two_names",
		      r->two_names ? r->two_names : "", (const char *)NULL);
		return;
	case SPEC_OUT_INDEX_FIRST:
		error(rd, SPEC_ROLE_NAME(INDEX_FIRST), st[1]->start, st[1]->end, "object",
		      l->index_object && *l->index_object ? l->index_object : root_name(rd), (const char *)NULL);
		return;
	case SPEC_OUT_NO_NAME:
		if (!st[base + 1]) /* a lone TYPE: the whole traversal */
			error(rd, SPEC_ROLE_NAME(RESOURCE_NAME), st[base]->start, last->end, "what", r->what,
			      (const char *)NULL);
		else
			error(rd, SPEC_ROLE_NAME(RESOURCE_NAME), st[base + 1]->start, st[base + 1]->end, "what", r->what,
			      (const char *)NULL);
		return;
	case SPEC_OUT_RESOURCE:
	case SPEC_OUT_INSTANCE:
	case SPEC_OUT_INSTANCE_NOKEY:
		o->mode = r->mode;
		o->type = name_of(rd, st[base]);
		o->name = name_of(rd, st[base + 1]);
		o->kind = outcome == SPEC_OUT_RESOURCE ? r->subject : r->instance_subject;
		o->instance = outcome != SPEC_OUT_RESOURCE;
		if (outcome == SPEC_OUT_INSTANCE) {
			take_key(rd, st[base + 2]);
			span(rd, base + 2);
		} else {
			span(rd, base + 1);
		}
		if (r->no_remaining && o->rest) {
			error(rd, SPEC_ROLE_NAME(NO_REMAINING), o->rest->start, o->rest->end, (const char *)NULL);
		}
		return;
	case SPEC_OUT_BAD_KEY:
		if (r->form == SPEC_FORM_MODULE_CALL)
			bad_key(rd, st[2], SPEC_ROLE_NAME(MODULE_KEY));
		else
			bad_key(rd, st[base + 2], SPEC_ROLE_NAME(RESOURCE_KEY));
		return;
	case SPEC_OUT_MODULE:
		o->kind = "ModuleCall";
		o->name = name_of(rd, st[1]);
		span(rd, 1);
		return;
	case SPEC_OUT_MODULE_INSTANCE:
		o->kind = "ModuleCallInstance";
		o->instance = 1;
		o->call = name_of(rd, st[1]);
		take_key(rd, st[2]);
		span(rd, 2);
		return;
	case SPEC_OUT_MODULE_OUTPUT: {
		unsigned at = st[2]->kind == HCL_STEP_ATTR ? 2 : 3;
		o->kind = "ModuleCallInstanceOutput";
		o->instance = 1;
		o->call = name_of(rd, st[1]);
		if (at == 3)
			take_key(rd, st[2]);
		o->name = name_of(rd, st[at]);
		span(rd, at);
		return;
	}
	case SPEC_OUT_MODULE_OPERATION:
		error(rd, SPEC_ROLE_NAME(MODULE_OPERATION), st[3]->start, st[3]->end, (const char *)NULL);
		return;
	default:
		error(rd, SPEC_ROLE_NAME(NO_OPERATION), st[0]->start, last->end, "root", root_name(rd),
		      (const char *)NULL);
		return;
	}
}

static int in_list(spec_names names, const char *s, size_t n)
{
	for (uint16_t i = 0; i < names.n; i++)
		if (strlen(names.v[i]) == n && memcmp(names.v[i], s, n) == 0)
			return 1;
	return 0;
}

/* A root "NS::NAME::FUNC" in the function namespace. */
static void function_ref(reader *rd, const hcl_step *root)
{
	const char *s = root->text, *e = s + root->len;
	int parts = 1;
	for (const char *p = s; p + 1 < e; p++)
		if (p[0] == ':' && p[1] == ':')
			parts++, p++;
	if (parts == 3 || parts == 4) {
		rd->out->kind = "ProviderFunction";
		rd->out->name = text(rd->f, s, root->len);
		rd->out->root = RSV_ROOT_FUNCTION;
		span(rd, 0);
		return;
	}
	error(rd, SPEC_ROLE_NAME(FUNCTION), root->start, root->end, "name", text(rd->f, s, root->len),
	      (const char *)NULL);
}

static int parse(const spec_lang *l, hcl_file *f, const hcl_traversal *t, int testing,
		 const rsv_ctx *ctx, rsv_ref *out)
{
	reader rd = {l, f, t, {NULL}, out};
	char shape[64];
	const hcl_step *s = t->head;

	memset(out, 0, sizeof *out);
	out->feature = -1;
	for (unsigned i = 0; i < 8 && s; i++, s = s->next)
		rd.step[i] = s;
	if (!t->head)
		return -1;
	shape_of(t, shape, sizeof shape);

	const hcl_step *root = t->head;
	int r = spec_root_index(l, root->text, root->len);
	if (r >= 0 && l->roots[r].scope == SPEC_SCOPE_TESTING && !testing)
		r = -1;
	if (r >= 0 && l->roots[r].feature >= 0) {
		const spec_feature *ft = &l->features[l->roots[r].feature];
		int on = ctx && ctx->feature_enabled && ctx->feature_enabled(ctx->self, l->roots[r].feature);
		if (ft->state == SPEC_SELECTABLE && !on && ctx && ctx->has_any_managed_resource_of_type &&
		    ctx->has_any_managed_resource_of_type(ctx->self, l->roots[r].name))
			r = -1; /* the module has such resources: the old meaning */
		else if ((ft->state == SPEC_EXPERIMENT && !on) || ft->state == SPEC_REMOVED ||
			 ft->state == SPEC_CONCLUDED)
			r = -1;
		else
			out->feature = l->roots[r].feature;
	}
	out->root = r;
	if (r < 0 && shape[0] == '\0' && in_list(l->type_keywords, root->text, root->len)) {
		out->root = RSV_ROOT_TYPE_KEYWORD;
		if (l->type_keyword_reference) {
			out->kind = "TypeKeyword";
			out->name = text(f, root->text, root->len);
			span(&rd, 0);
		}
		return out->nerrors ? -1 : 0;
	}
	if (r < 0 && l->function_namespace) {
		size_t ns = strlen(l->function_namespace);
		if (root->len > ns + 2 && memcmp(root->text, l->function_namespace, ns) == 0 &&
		    root->text[ns] == ':' && root->text[ns + 1] == ':') {
			function_ref(&rd, root);
			return out->nerrors ? -1 : 0;
		}
	}
	int outcome = l->form ? l->form(r, shape) : spec_form_outcome(l, r, shape);
	build(&rd, r, outcome);
	return out->nerrors ? -1 : 0;
}

int rsv_parse_ref(const spec_lang *l, hcl_file *f, const hcl_traversal *t, const rsv_ctx *ctx,
		  rsv_ref *out)
{
	return parse(l, f, t, 0, ctx, out);
}

int rsv_parse_ref_testing(const spec_lang *l, hcl_file *f, const hcl_traversal *t,
			  const rsv_ctx *ctx, rsv_ref *out)
{
	return parse(l, f, t, 1, ctx, out);
}

static int parse_in(const spec_lang *l, hcl_file *f, int testing, const rsv_ctx *ctx, rsv_ref *out);

static int parse_str(const spec_lang *l, const char *str, int testing, const rsv_ctx *ctx,
		     rsv_ref *out, hcl_file **file)
{
	hcl_oom h;
	hcl_file *f = hcl_parse("", str, strlen(str), HCL_MODE_EXPR);
	memset(out, 0, sizeof *out);
	out->feature = -1;
	*file = NULL;
	if (!f || hcl_file_no_memory(f)) {
		hcl_file_free(f);
		return RSV_NOMEM;
	}
	h.held = NULL;
	f->arena.oom = &h;
	if (setjmp(h.jb)) {
		hcl_file_free(f);
		memset(out, 0, sizeof *out);
		return RSV_NOMEM;
	}
	int rc = parse_in(l, f, testing, ctx, out);
	f->arena.oom = NULL;
	*file = f;
	return rc;
}

/* parse_str's reading of f, the string's file, under its handler. */
static int parse_in(const spec_lang *l, hcl_file *f, int testing, const rsv_ctx *ctx, rsv_ref *out)
{
	if (f->nerrors) {
		out->nerrors = f->nerrors;
		return -1;
	}
	if (!f->expr || f->expr->kind != HCL_E_SCOPETRAV) {
		const hcl_expr *e = f->expr;
		hcl_diag_add(f, HCL_ERROR, e ? e->start : 0, e ? e->end : 0, "Invalid reference",
			     "A reference must be a name followed by attributes and literal index keys.");
		out->nerrors = 1;
		return -1;
	}
	return parse(l, f, &f->expr->trav, testing, ctx, out);
}

int rsv_parse_ref_str(const spec_lang *l, const char *str, const rsv_ctx *ctx, rsv_ref *out,
		      hcl_file **file)
{
	return parse_str(l, str, 0, ctx, out, file);
}

int rsv_parse_ref_str_testing(const spec_lang *l, const char *str, const rsv_ctx *ctx,
			      rsv_ref *out, hcl_file **file)
{
	return parse_str(l, str, 1, ctx, out, file);
}
