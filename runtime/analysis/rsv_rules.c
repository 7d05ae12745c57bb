/* rsv_rules.c - block-level rules: the checks OpenTofu's configuration
 * loader makes on blocks and arguments (block types, labels, meta-arguments,
 * reserved names, escaping blocks, duplicated blocks, the language block's
 * edition and experiments, ...).  Each rule is driven by the spec: the
 * block types, their keys, and the diagnostics catalogue by role.  Roles of
 * one rule are named after the block types they are about (doc/spec.md,
 * "Block-level rules"); a spec without a role's diagnostic turns that rule
 * off.  How particular arguments are read is in rsv_forms.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_rules.h"

const spec_diag *rsv_role(const rsv_module *m, const char *role)
{
	return rsv_module_role(m, role);
}

/* ---- helpers shared with rsv_forms.c ----------------------------------------- */

int rsv_in_names(spec_names n, const char *s)
{
	for (uint16_t i = 0; i < n.n; i++)
		if (strcmp(n.v[i], s) == 0)
			return 1;
	return 0;
}

uint32_t rsv_def_end(const hcl_block *b)
{
	uint32_t end = b->type_end;
	for (const hcl_label *l = b->labels; l; l = l->next)
		end = l->end;
	return end;
}

hcl_diag *rsv_rule_diag(rsv_rules *r, const char *role, uint32_t start, uint32_t end,
			const hcl_block *at, const char *const *kv)
{
	static const char *const none[] = {NULL};
	const spec_diag *d = rsv_role(r->m, role);
	if (!d)
		return NULL;
	if (d->at_block && at) {
		start = at->type_start;
		end = rsv_def_end(at);
	}
	if (!kv)
		kv = none;
	hcl_diag *g = hcl_diag_add(r->f, d->severity == SPEC_WARNING ? HCL_WARNING : HCL_ERROR, start, end,
				   rsv_fill(r->f, d->summary, kv), rsv_fill(r->f, d->detail, kv));
	g->code = d->code;
	return g;
}

const char *rsv_range_string(hcl_file *f, uint32_t start, uint32_t end)
{
	hcl_pos s = hcl_file_pos(f, start), e = hcl_file_pos(f, end);
	size_t n = strlen(f->name) + 64;
	char *buf = hcl_alloc(&f->arena, n);
	if (s.line == e.line)
		snprintf(buf, n, "%s:%u,%u-%u", f->name, s.line, s.col, e.col);
	else
		snprintf(buf, n, "%s:%u,%u-%u,%u", f->name, s.line, s.col, e.line, e.col);
	return buf;
}

int rsv_parse_ref_quiet(rsv_rules *r, const hcl_traversal *t, rsv_ref *out)
{
	hcl_file *f = r->f;
	hcl_diag *tail = f->diags_tail;
	uint32_t ne = f->nerrors, nw = f->nwarnings;
	rsv_ctx ctx = rsv_module_ctx(r->m);
	rsv_parse_ref(r->m->l, f, t, &ctx, out);
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

/* ---- small lookups ------------------------------------------------------------ */

/* The diagnostic role made of parts joined by "_" exists. */
static const char *role2(char *buf, size_t cap, const char *a, const char *b)
{
	snprintf(buf, cap, "%s_%s", a, b);
	return buf;
}

static const char *role3(char *buf, size_t cap, const char *a, const char *b, const char *c)
{
	snprintf(buf, cap, "%s_%s_%s", a, b, c);
	return buf;
}

static const hcl_block *first_block(const hcl_body *body, const char *type)
{
	for (const hcl_block *k = body->blocks; k; k = k->next)
		if (strcmp(k->type, type) == 0)
			return k;
	return NULL;
}

/* The top-level block type that declares decl (a nested block's
 * counterpart), or -1. */
static int top_declaring(const spec_lang *l, int decl)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && !l->blocks[i].test_file && l->blocks[i].declares == decl)
			return i;
	return -1;
}

/* For a block declaring resources of another mode than the fallback's
 * (data, ephemeral): the block declaring those (resource), else -1. */
static int managed_counterpart(const spec_lang *l, int si)
{
	int decl = l->blocks[si].declares;
	if (decl != SPEC_DECL_DATA && decl != SPEC_DECL_EPHEMERAL)
		return -1;
	return l->fallback.declared_by != decl ? top_declaring(l, l->fallback.declared_by) : -1;
}

/* The counterpart of a nested declaring block (check's data), or -1. */
static int nested_counterpart(const spec_lang *l, int si)
{
	const spec_block *sb = &l->blocks[si];
	if (sb->parent < 0 || sb->declares == SPEC_DECL_NONE)
		return -1;
	return top_declaring(l, sb->declares);
}

/* hcl's suggestion for a name not in the schema: the first candidate
 * closer than three edits, as the language's suggestion text. */
static const char *suggest(rsv_rules *r, const char *given, spec_names a, spec_names b)
{
	const char *cands[128];
	size_t n = 0;
	for (uint16_t i = 0; i < a.n && n < 128; i++)
		cands[n++] = a.v[i];
	for (uint16_t i = 0; i < b.n && n < 128; i++)
		cands[n++] = b.v[i];
	return rsv_suggestion(r->f, r->m->l, given, cands, n);
}

/* The same over the arguments not set yet (hcl leaves out those defined). */
static const char *suggest_unset(rsv_rules *r, const hcl_block *b, const char *given, spec_names args)
{
	const char *cands[128];
	size_t n = 0;
	for (uint16_t i = 0; i < args.n && n < 128; i++)
		if (!rsv_attr(b->body, args.v[i]))
			cands[n++] = args.v[i];
	return rsv_suggestion(r->f, r->m->l, given, cands, n);
}

/* ---- labels ----------------------------------------------------------------- */

/* Label validity: invalid_TYPE_LABEL_name, or invalid_TYPE_name for a label
 * called "name". */
static void labels(rsv_rules *r, const hcl_block *b, const spec_block *sb)
{
	const hcl_label *lb = b->labels;
	for (uint16_t i = 0; i < sb->labels.n && lb; i++, lb = lb->next) {
		char role[128];
		if (strcmp(sb->labels.v[i], "name") == 0)
			snprintf(role, sizeof role, "invalid_%s_name", sb->type);
		else
			snprintf(role, sizeof role, "invalid_%s_%s_name", sb->type, sb->labels.v[i]);
		if (rsv_role(r->m, role) && !rsv_valid_identifier(lb->text))
			rsv_rule_diag(r, role, lb->start, lb->end, b, NULL);
	}
}

/* A label naming something the module block takes (reserved_names). */
static void reserved_name(rsv_rules *r, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = r->m->l;
	int mi = top_declaring(l, SPEC_DECL_MODULE);
	if (!sb->reserved_names || mi < 0 || !b->labels)
		return;
	const spec_block *mb = &l->blocks[mi];
	const char *name = b->labels->text;
	if (rsv_in_names(mb->meta_arguments, name) || rsv_in_names(mb->meta_blocks, name) ||
	    rsv_in_names(mb->reserved_arguments, name) || rsv_in_names(mb->reserved_blocks, name) ||
	    (mb->escaping && strcmp(name, "_") == 0)) {
		const char *kv[] = {"name", name, NULL};
		char role[96];
		rsv_rule_diag(r, role3(role, sizeof role, "reserved", sb->type, "name"), b->labels->start,
			      b->labels->end, b, kv);
	}
}

/* ---- arguments ---------------------------------------------------------------- */

/* An argument of a nested block that its counterpart's spec (the managed
 * resource's lifecycle) takes and this one does not: PARENT_TYPE_argument. */
static int counterpart_argument(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int mc = sb->parent >= 0 ? managed_counterpart(l, sb->parent) : -1;
	int mk = mc >= 0 ? spec_block_index(l, b->type, mc) : -1;
	if (mk < 0 || rsv_in_names(sb->meta_arguments, a->name) ||
	    !rsv_in_names(l->blocks[mk].meta_arguments, a->name))
		return 0;
	char role[128];
	const char *kv[] = {"name", a->name, NULL};
	rsv_rule_diag(r, role3(role, sizeof role, l->blocks[sb->parent].type, b->type, "argument"),
		      a->name_start, a->name_end, b, kv);
	return 1;
}

static void arguments(rsv_rules *r, const hcl_block *b, int si, rsv_block_state *st)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int nc = nested_counterpart(l, si);
	char role[128];
	for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
		const char *kv[] = {"name", a->name, NULL, NULL, NULL};
		if (rsv_in_names(sb->reserved_arguments, a->name)) {
			rsv_rule_diag(r, role3(role, sizeof role, "reserved", sb->type, "argument"), a->name_start,
				      a->name_end, b, kv);
			continue;
		}
		if (nc >= 0 && rsv_in_names(l->blocks[nc].meta_arguments, a->name) &&
		    !rsv_in_names(sb->meta_arguments, a->name)) {
			rsv_rule_diag(r, role3(role, sizeof role, "nested", sb->type, "meta_argument"), a->name_start,
				      a->name_end, b, kv);
			continue;
		}
		if (counterpart_argument(r, b, si, a))
			continue;
		if (sb->strict && !rsv_in_names(sb->meta_arguments, a->name)) {
			kv[2] = "suggestion";
			kv[3] = suggest_unset(r, b, a->name, sb->meta_arguments);
			rsv_rule_diag(r, "unsupported_argument", a->name_start, a->name_end, b, kv);
			continue;
		}
		if (a->expr->kind != HCL_E_INVALID) /* the syntax error says it all */
			rsv_forms_attr(r, b, si, a, st);
	}
}

/* hcl's required attributes (optional in an override file for the blocks
 * that say so). */
static void required(rsv_rules *r, const hcl_block *b, const spec_block *sb)
{
	for (uint16_t i = 0; !(r->rf->override && sb->override_optional) && i < sb->required_arguments.n; i++)
		if (!rsv_attr(b->body, sb->required_arguments.v[i])) {
			const char *kv[] = {"name", sb->required_arguments.v[i], NULL};
			rsv_rule_diag(r, "missing_argument", b->open_brace, b->open_brace, b, kv);
		}
}

/* The mutually exclusive meta-arguments (repetition_arguments): set on the
 * block itself or in its first meta block that takes them. */
static void repetition(rsv_rules *r, const hcl_block *b, int si)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	const hcl_attr *found[8];
	int n = 0;
	for (uint16_t i = 0; i < l->repetition_arguments.n && n < 8; i++) {
		const char *name = l->repetition_arguments.v[i];
		const hcl_attr *a = rsv_in_names(sb->meta_arguments, name) ? rsv_attr(b->body, name) : NULL;
		for (uint16_t k = 0; !a && k < sb->meta_blocks.n; k++) {
			int ki = spec_block_index(l, sb->meta_blocks.v[k], si);
			const hcl_block *kb = first_block(b->body, sb->meta_blocks.v[k]);
			if (ki >= 0 && kb && rsv_in_names(l->blocks[ki].meta_arguments, name))
				a = rsv_attr(kb->body, name);
		}
		if (a)
			found[n++] = a;
	}
	if (n < 2)
		return;
	char names[512] = "", role[128];
	uint32_t start = found[0]->name_start, end = found[0]->name_end;
	for (int i = 0; i < n; i++) {
		size_t len = strlen(names);
		snprintf(names + len, sizeof names - len, "%s\"%s\"",
			 i == 0 ? "" : (n == 2 ? " and " : (i == n - 1 ? ", and " : ", ")), found[i]->name);
		if (found[i]->name_start < start)
			start = found[i]->name_start;
		if (found[i]->name_end > end)
			end = found[i]->name_end;
	}
	const char *kv[] = {"names", names, "objects", sb->objects ? sb->objects : "", NULL};
	if (!rsv_rule_diag(r, role2(role, sizeof role, "meta_combination", sb->type), start, end, b, kv))
		rsv_rule_diag(r, "meta_combination", start, end, b, kv);
}

/* The same argument outside and inside the escaping block: hcl's merged
 * body reports it when the provider or module decodes it. */
static void escaped_duplicates(rsv_rules *r, const hcl_block *b, const spec_block *sb, const hcl_block *esc)
{
	if (r->m->load_only)
		return;
	for (const hcl_attr *in = esc->body->attrs; in; in = in->next) {
		const hcl_attr *out = rsv_attr(b->body, in->name);
		if (!out || rsv_in_names(sb->meta_arguments, in->name) || rsv_in_names(sb->reserved_arguments, in->name))
			continue;
		const char *kv[] = {"name", in->name, "range", rsv_range_string(r->f, out->name_start, out->name_end),
				    NULL};
		rsv_rule_diag(r, "duplicate_argument", in->name_start, in->name_end, b, kv);
	}
}

/* ---- nested blocks ------------------------------------------------------------ */

typedef struct child_result {
	const hcl_attr *compat;
	char self_only_role[96];
} child_result;

static void block_rules(rsv_rules *r, const hcl_block *b, int si, child_result *out);

typedef struct nested_state {
	const hcl_block *escape;        /* the first "_" */
	const hcl_block *seen[16];      /* the first of each unique type */
	int nseen;
	const hcl_attr *compat;         /* the compatibility constraint already given */
	const char *self_only_role;     /* a child is self-only: its role ... */
	int self_only_spec;             /* ... and spec */
	char role_buf[96];
} nested_state;

/* A second block of a type allowed once: duplicate_TYPE_PARENT or
 * duplicate_TYPE.  Returns 1 when k is such a duplicate. */
static int duplicate(rsv_rules *r, const hcl_block *b, const spec_block *sb, const hcl_block *k, nested_state *ns)
{
	for (int i = 0; i < ns->nseen; i++) {
		if (strcmp(ns->seen[i]->type, k->type) != 0)
			continue;
		char role[128];
		const hcl_block *first = ns->seen[i];
		const char *kv[] = {"range", rsv_range_string(r->f, first->type_start, rsv_def_end(first)), NULL};
		if (!rsv_rule_diag(r, role3(role, sizeof role, "duplicate", k->type, sb->type), k->type_start,
				   rsv_def_end(k), b, kv))
			rsv_rule_diag(r, role2(role, sizeof role, "duplicate", k->type), k->type_start, rsv_def_end(k), b,
				      kv);
		return 1;
	}
	if (ns->nseen < 16)
		ns->seen[ns->nseen++] = k;
	return 0;
}

static int has_compat_form(const spec_block *kb)
{
	for (uint16_t i = 0; i < kb->argument_forms.n; i++)
		if (strstr(kb->argument_forms.v[i], "=compatibility"))
			return 1;
	return 0;
}

/* A meta block with a spec of its own: uniqueness, then its own rules. */
static void meta_block(rsv_rules *r, const hcl_block *b, int si, const hcl_block *k, int ki, nested_state *ns)
{
	const spec_lang *l = r->m->l;
	const spec_block *kb = &l->blocks[ki];
	char role[128];
	if (kb->unique && duplicate(r, b, &l->blocks[si], k, ns))
		return;
	if (has_compat_form(kb) && ns->compat) {
		const char *kv[] = {"range", rsv_range_string(r->f, ns->compat->start, ns->compat->end), NULL};
		rsv_rule_diag(r, role2(role, sizeof role, k->type, "duplicate"), b->type_start, rsv_def_end(b), b, kv);
		return;
	}
	child_result cr;
	memset(&cr, 0, sizeof cr);
	block_rules(r, k, ki, &cr);
	if (kb->provider_label && k->labels)
		rsv_provider_name_check(r, k->labels->text, k->type_start, rsv_def_end(k));
	if (cr.compat)
		ns->compat = cr.compat;
	if (cr.self_only_role[0] && !ns->self_only_role) {
		snprintf(ns->role_buf, sizeof ns->role_buf, "%s", cr.self_only_role);
		ns->self_only_role = ns->role_buf;
		ns->self_only_spec = ki;
	}
}

/* A block type this block does not take: the managed counterpart's blocks
 * (TYPE_block_type), then, in a strict block, unsupported_block_type. */
static void other_block(rsv_rules *r, const hcl_block *b, int si, const hcl_block *k)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int mc = managed_counterpart(l, si);
	char role[128];
	if (mc >= 0 && rsv_in_names(l->blocks[mc].meta_blocks, k->type)) {
		const char *kv[] = {"type", k->type, NULL};
		if (rsv_rule_diag(r, role2(role, sizeof role, sb->type, "block_type"), k->type_start, rsv_def_end(k), b,
				  kv))
			return;
	}
	if (!sb->strict)
		return;
	const char *kv[] = {"type", k->type, "suggestion", suggest(r, k->type, sb->meta_blocks, sb->reserved_blocks),
			    NULL};
	rsv_rule_diag(r, "unsupported_block_type", k->type_start, k->type_end, b, kv);
}

static void nested_block(rsv_rules *r, const hcl_block *b, int si, const hcl_block *k, nested_state *ns)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int nc = nested_counterpart(l, si);
	char role[128];
	if (strcmp(k->type, "_") == 0 && sb->escaping) {
		if (!ns->escape) {
			ns->escape = k;
			return;
		}
		const char *kv[] = {"range", rsv_range_string(r->f, ns->escape->type_start, rsv_def_end(ns->escape)),
				    NULL};
		rsv_rule_diag(r, role2(role, sizeof role, "duplicate_escaping_block", sb->type), k->type_start,
			      rsv_def_end(k), b, kv);
		return;
	}
	if (rsv_in_names(sb->reserved_blocks, k->type)) {
		const char *kv[] = {"where", sb->type, "type", k->type, NULL};
		rsv_rule_diag(r, "reserved_block_type", k->type_start, k->type_end, b, kv);
		return;
	}
	if (nc >= 0 && rsv_in_names(l->blocks[nc].meta_blocks, k->type) && !rsv_in_names(sb->meta_blocks, k->type)) {
		rsv_rule_diag(r, role3(role, sizeof role, "nested", sb->type, k->type), k->type_start, rsv_def_end(k), b,
			      NULL);
		return;
	}
	if (rsv_in_names(sb->meta_blocks, k->type)) {
		int ki = spec_block_index(l, k->type, si);
		if (ki >= 0)
			meta_block(r, b, si, k, ki, ns);
		else /* in the schema only to be refused */
			rsv_rule_diag(r, (snprintf(role, sizeof role, "%ss_not_allowed", k->type), role), k->type_start,
				      k->type_end, b, NULL);
		return;
	}
	if (l->dynamic_block && strcmp(k->type, l->dynamic_block) == 0 && !sb->strict)
		return;
	other_block(r, b, si, k);
}

/* When a child (a destroy-time provisioner) is self-only, so are this
 * block's blocks of the types the child takes (the resource's connection). */
static void self_only_siblings(rsv_rules *r, const hcl_block *b, const nested_state *ns)
{
	const spec_block *cs = &r->m->l->blocks[ns->self_only_spec];
	spec_names none = {NULL, 0};
	for (uint16_t i = 0; i < cs->meta_blocks.n; i++) {
		const hcl_block *k = first_block(b->body, cs->meta_blocks.v[i]);
		if (k)
			rsv_self_only_body(r, k->body, none, ns->self_only_role);
	}
}

/* The rules of one block and, recursively, of its meta blocks. */
static void block_rules(rsv_rules *r, const hcl_block *b, int si, child_result *out)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	rsv_block_state st;
	nested_state ns;
	char role[128];
	memset(&st, 0, sizeof st);
	memset(&ns, 0, sizeof ns);
	if (b->labels && rsv_in_names(sb->removed_labels, b->labels->text)) {
		const char *kv[] = {"type", b->labels->text, NULL};
		rsv_rule_diag(r, role2(role, sizeof role, sb->type, "removed"), b->labels->start, b->labels->end, b, kv);
		return;
	}
	for (uint16_t i = 0; r->rf->override && i < sb->argument_forms.n; i++)
		if (strstr(sb->argument_forms.v[i], "=condition") || strstr(sb->argument_forms.v[i], "=refers_to_self")) {
			const char *kv[] = {"type", b->type, NULL};
			rsv_rule_diag(r, "condition_override", b->type_start, rsv_def_end(b), b, kv);
			return;
		}
	labels(r, b, sb);
	reserved_name(r, b, sb);
	arguments(r, b, si, &st);
	required(r, b, sb);
	repetition(r, b, si);
	for (const hcl_block *k = b->body->blocks; k; k = k->next)
		nested_block(r, b, si, k, &ns);
	if (ns.escape)
		escaped_duplicates(r, b, sb, ns.escape);
	rsv_forms_end(r, b, si, &st);
	if (ns.self_only_role)
		self_only_siblings(r, b, &ns);
	if (out) {
		out->compat = st.compat;
		snprintf(out->self_only_role, sizeof out->self_only_role, "%s", st.self_only_role);
	}
}

/* ---- the language block's edition and experiments ----------------------------- */

/* The edition attribute and the experiments argument (doc/spec.md:
 * edition_in, edition_attribute, experiments_in).  OpenTofu names its
 * release by the version's core (1.13.0 for 1.13.0-dev). */
static void edition(rsv_module *m, hcl_file *f, const hcl_block *b, const char *ver)
{
	const spec_lang *l = m->l;
	const hcl_attr *a = rsv_attr(b->body, l->edition_attribute);
	const char *kw = NULL;
	const char *first = l->neditions ? l->editions[0].name : "";
	if (!a)
		return;
	for (uint16_t i = 0; i < l->neditions; i++)
		if (l->editions[i].is_default)
			first = l->editions[i].name;
	if (hcl_expr_as_keyword(f, a->expr, &kw) != 0) {
		const spec_diag *d = rsv_role(m, "edition_invalid");
		if (d)
			rsv_diag(f, d, a->expr->start, a->expr->end, "version", ver, "edition", first, (const char *)NULL);
		return;
	}
	int found = -1;
	for (uint16_t i = 0; i < l->neditions; i++)
		if (strcmp(l->editions[i].name, kw) == 0)
			found = i;
	if (found >= 0) {
		m->edition = found;
		for (uint16_t k = 0; k < l->editions[found].nfeatures; k++)
			if (l->editions[found].features[k] >= 0)
				m->feature_on[l->editions[found].features[k]] = 1;
	} else if (strncmp(kw, "TF", 2) == 0 && rsv_role(m, "edition_unsupported_tf")) {
		/* OpenTofu names its own first edition here (facts 3.5) */
		rsv_diag(f, rsv_role(m, "edition_unsupported_tf"), a->expr->start, a->expr->end, "version", ver,
			 "edition", first, (const char *)NULL);
	} else if (rsv_role(m, "edition_unsupported")) {
		rsv_diag(f, rsv_role(m, "edition_unsupported"), a->expr->start, a->expr->end, "version", ver, "edition",
			 first, "relation", strcmp(kw, first) > 0 ? "newer" : "different", (const char *)NULL);
	}
}

static void experiment(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	const spec_lang *l = m->l;
	const char *kw = NULL;
	if (hcl_expr_as_keyword(f, e, &kw) != 0) {
		const spec_diag *d = rsv_role(m, "experiment_invalid_keyword");
		if (d)
			rsv_diag(f, d, e->start, e->end, (const char *)NULL);
		return;
	}
	int fi = spec_feature_index(l, kw);
	const spec_feature *ft = fi >= 0 ? &l->features[fi] : NULL;
	if (ft && ft->state == SPEC_EXPERIMENT) {
		m->feature_on[fi] = 1;
		const spec_diag *d = rsv_role(m, "experiment_active");
		if (d)
			rsv_diag(f, d, e->start, e->end, "name", kw, (const char *)NULL);
	} else if (ft && (ft->state == SPEC_CONCLUDED || ft->state == SPEC_REMOVED) &&
		   rsv_role(m, "experiment_concluded")) {
		rsv_diag(f, rsv_role(m, "experiment_concluded"), e->start, e->end, "name", kw, "message",
			 ft->message ? ft->message : "", (const char *)NULL);
	} else if (rsv_role(m, "experiment_unknown")) {
		rsv_diag(f, rsv_role(m, "experiment_unknown"), e->start, e->end, "name", kw, (const char *)NULL);
	}
}

static void language_settings(rsv_module *m, hcl_file *f, const hcl_block *b)
{
	const spec_lang *l = m->l;
	char ver[64];
	rsv_version_core(l->version ? l->version : "", ver, sizeof ver);
	if (l->edition_in && strcmp(b->type, l->edition_in) == 0 && l->edition_attribute)
		edition(m, f, b, ver);
	if (l->experiments_in && strcmp(b->type, l->experiments_in) == 0) {
		const hcl_attr *a = rsv_attr(b->body, "experiments");
		if (!a)
			return;
		if (a->expr->kind != HCL_E_TUPLE) {
			const spec_diag *d = rsv_role(m, "list_required");
			if (d)
				rsv_diag(f, d, a->expr->start, a->expr->end, (const char *)NULL);
			return;
		}
		for (const hcl_expr *e = a->expr->list; e; e = e->next)
			experiment(m, f, e);
	}
}

/* ---- top-level blocks ---------------------------------------------------------- */

static void top_block(rsv_rules *r, const hcl_block *b, int si)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	char role[128];
	r->top = b;
	r->top_spec = si;
	/* accepted at the top only to say where it belongs */
	if (rsv_rule_diag(r, role3(role, sizeof role, sb->type, "top", "level"), b->type_start, b->type_end, b, NULL))
		return;
	/* not allowed in override files at all */
	if (r->rf->override &&
	    rsv_rule_diag(r, role2(role, sizeof role, sb->type, "override"), b->type_start, rsv_def_end(b), b, NULL))
		return;
	if (sb->declares == SPEC_DECL_PROVIDER && b->labels &&
	    rsv_provider_name_check(r, b->labels->text, b->type_start, rsv_def_end(b)) != 0)
		return;
	language_settings(r->m, r->f, b);
	block_rules(r, b, si, NULL);
}

/* What a declaration's diagnostics point at: hcl's DeclRange, the header of
 * its block or, for a local value, the whole argument. */
static void decl_range(const rsv_decl *d, uint32_t *start, uint32_t *end)
{
	*start = d->attr ? d->attr->start : d->block->type_start;
	*end = d->attr ? d->attr->end : rsv_def_end(d->block);
}

/* A provider configuration's alias: "" when it has none, NULL when it is
 * not a literal string (its key is then unknown). */
static const char *provider_alias(const rsv_decl *d)
{
	const hcl_attr *a = rsv_attr(d->block->body, "alias");
	return a ? rsv_literal_string(d->file, a->expr) : "";
}

/* The first provider configuration of a primary file with that name and alias. */
static const rsv_decl *provider_base(const rsv_module *m, const char *name, const char *alias)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *e = &m->decls[i];
		const char *ea;
		if (e->kind == SPEC_DECL_PROVIDER && !e->override && strcmp(e->name, name) == 0 &&
		    (ea = provider_alias(e)) != NULL && strcmp(ea, alias) == 0)
			return e;
	}
	return NULL;
}

/* OpenTofu's merge of a module's files (configs/module.go appendFile and
 * mergeFile), by what each top-level block declares: a name declared again
 * in the primary files is reported there (role duplicate_DECL, with the
 * first one's {range}), and what an override file declares must already be
 * declared in a primary file (role override_missing_DECL). A provider
 * configuration's key is its name and alias; an override file may add a
 * default (unaliased) one. A check's own data block is not merged here. */
static void merge_rules(rsv_module *m)
{
	char role[64];
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i], *base;
		const char *kind = spec_decl_names[d->kind], *alias = "";
		uint32_t start, end, bstart, bend;
		if (d->nested)
			continue;
		if (d->kind == SPEC_DECL_PROVIDER) {
			if ((alias = provider_alias(d)) == NULL)
				continue;
			base = provider_base(m, d->name, alias);
		} else {
			base = rsv_module_base(m, d);
		}
		rsv_rules r = {m, NULL, d->file, NULL, -1};
		decl_range(d, &start, &end);
		if (d->override && !base && (d->kind != SPEC_DECL_PROVIDER || *alias)) {
			const char *kv[] = {"type", d->type ? d->type : "", "name", d->name, "alias", alias, NULL};
			snprintf(role, sizeof role, "override_missing_%s", kind);
			rsv_rule_diag(&r, role, start, end, NULL, kv);
		} else if (!d->override && base && base != d) {
			decl_range(base, &bstart, &bend);
			const char *kv[] = {"type", d->type ? d->type : "", "name", d->name, "alias", alias,
					    "range", rsv_range_string(base->file, bstart, bend), NULL};
			snprintf(role, sizeof role, "duplicate_%s%s", kind, *alias ? "_alias" : "");
			rsv_rule_diag(&r, role, start, end, NULL, kv);
		}
	}
}

/* After each primary file, as OpenTofu's appendFile: a module_unique block
 * type seen together with one it excludes is reported at the first of its
 * own (role module_exclusive_TYPE_OTHER, {range} its own, {other_range}). */
static void module_excludes(rsv_module *m, const hcl_block **first, hcl_file **first_file)
{
	const spec_lang *l = m->l;
	char role[128];
	for (uint16_t ki = 0; ki < l->nblocks; ki++) {
		const spec_block *kb = &l->blocks[ki];
		if (!first[ki])
			continue;
		for (uint16_t j = 0; j < kb->module_excludes.n; j++) {
			int xi = spec_block_index(l, kb->module_excludes.v[j], kb->parent);
			if (xi < 0 || !first[xi])
				continue;
			rsv_rules r = {m, NULL, first_file[ki], NULL, -1};
			const char *kv[] = {
				"range", rsv_range_string(first_file[ki], first[ki]->type_start, rsv_def_end(first[ki])),
				"other_range", rsv_range_string(first_file[xi], first[xi]->type_start, rsv_def_end(first[xi])),
				NULL};
			snprintf(role, sizeof role, "module_exclusive_%s_%s", kb->type, l->blocks[xi].type);
			rsv_rule_diag(&r, role, first[ki]->type_start, rsv_def_end(first[ki]), NULL, kv);
		}
	}
}

/* Nested block types a module has at most once (spec_block.module_unique):
 * a second one in the primary files is reported at it (role
 * module_duplicate_TYPE) and so is a second one in one override file (role
 * override_duplicate_TYPE), each with the first one's {range}. */
static void module_unique_rules(rsv_module *m)
{
	const spec_lang *l = m->l;
	const hcl_block **first = calloc(l->nblocks ? l->nblocks : 1, sizeof *first);
	hcl_file **first_file = calloc(l->nblocks ? l->nblocks : 1, sizeof *first_file);
	char role[128];
	if (!first || !first_file)
		abort(); /* out of memory, as hcl_alloc */
	for (int pass = 0; pass < 2; pass++) /* primary files, then override files */
		for (uint32_t i = 0; i < m->nfiles; i++) {
			rsv_file *rf = &m->files[i];
			if (rf->testing || !rf->f->body || rf->override != pass)
				continue;
			if (pass == 1)
				memset(first, 0, l->nblocks * sizeof *first);
			for (const hcl_block *b = rf->f->body->blocks; b; b = b->next) {
				int si = spec_block_index(l, b->type, -1);
				for (const hcl_block *k = si >= 0 ? b->body->blocks : NULL; k; k = k->next) {
					int ki = spec_block_index(l, k->type, si);
					if (ki < 0 || !l->blocks[ki].module_unique)
						continue;
					if (!first[ki]) {
						first[ki] = k;
						first_file[ki] = rf->f;
						continue;
					}
					rsv_rules r = {m, rf, rf->f, b, si};
					const char *kv[] = {"range", rsv_range_string(first_file[ki], first[ki]->type_start,
										      rsv_def_end(first[ki])), NULL};
					snprintf(role, sizeof role, "%s_duplicate_%s", pass ? "override" : "module", k->type);
					rsv_rule_diag(&r, role, k->type_start, rsv_def_end(k), NULL, kv);
				}
			}
			if (pass == 0)
				module_excludes(m, first, first_file);
		}
	free(first);
	free(first_file);
}

/* Top-level blocks an override file may hold but the merge refuses (role
 * override_refused_TYPE): unlike TYPE_override, which the parser reports
 * instead of reading the block, the block's own rules have run. */
static void override_refused(rsv_module *m)
{
	char role[128];
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		if (rf->testing || !rf->override || !rf->f->body)
			continue;
		rsv_rules r = {m, rf, rf->f, NULL, -1};
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next)
			if (spec_block_index(m->l, b->type, -1) >= 0)
				rsv_rule_diag(&r, role2(role, sizeof role, "override_refused", b->type), b->type_start,
					      rsv_def_end(b), NULL, NULL);
	}
}

void rsv_rules_module(rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		rsv_rules r = {m, rf, rf->f, NULL, -1};
		if (rf->testing || !rf->f->body)
			continue;
		/* the file's own schema has no arguments */
		for (const hcl_attr *a = rf->f->body->attrs; a; a = a->next) {
			const char *kv[] = {"name", a->name, "suggestion", "", NULL};
			rsv_rule_diag(&r, "unsupported_argument", a->name_start, a->name_end, NULL, kv);
		}
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next) {
			int si = spec_block_index(m->l, b->type, -1);
			if (si >= 0)
				top_block(&r, b, si);
		}
	}
	if (!m->file_only) {
		merge_rules(m);
		module_unique_rules(m);
		override_refused(m);
	}
}

/* ---- the end of a module's checks ----------------------------------------------- */

static void keep_only(hcl_file *f, const char *code)
{
	hcl_diag *keep = NULL, *tail = NULL;
	f->nerrors = f->nwarnings = 0;
	for (hcl_diag *d = f->diags, *next; d; d = next) {
		next = d->next;
		d->next = NULL;
		if (!d->code || strcmp(d->code, code) != 0)
			continue;
		if (tail)
			tail->next = d;
		else
			keep = d;
		tail = d;
		if (d->severity == HCL_ERROR)
			f->nerrors++;
		else
			f->nwarnings++;
	}
	f->diags = keep;
	f->diags_tail = tail;
}

void rsv_rules_finish(rsv_module *m)
{
	const spec_diag *inc = rsv_role(m, "incompatible_module");
	int found = 0;
	if (!inc)
		return;
	for (uint32_t i = 0; i < m->nfiles && !found; i++)
		for (const hcl_diag *d = m->files[i].f->diags; d && !found; d = d->next)
			found = !m->files[i].testing && d->code && strcmp(d->code, inc->code) == 0;
	for (uint32_t i = 0; found && i < m->nfiles; i++)
		if (!m->files[i].testing)
			keep_only(m->files[i].f, inc->code);
}

/* ---- blocks the language does not have ------------------------------------------ */

static int top_types(const spec_lang *l, const char **v, size_t cap, int test_file)
{
	size_t n = 0;
	for (uint16_t i = 0; i < l->nblocks && n < cap; i++)
		if (l->blocks[i].parent < 0 && l->blocks[i].test_file == test_file)
			v[n++] = l->blocks[i].type;
	return (int)n;
}

void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file)
{
	const spec_diag *d = rsv_role(m, "unsupported_block_type");
	const char *types[256];
	if (!d)
		return;
	int n = top_types(m->l, types, 256, test_file);
	if (test_file && n == 0)
		return; /* the spec says nothing of test files */
	rsv_diag(f, d, b->type_start, b->type_end, "type", b->type, "suggestion",
		 rsv_suggestion(f, m->l, b->type, types, (size_t)n), (const char *)NULL);
}
