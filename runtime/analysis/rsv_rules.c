/* rsv_rules.c - block-level rules: the checks OpenTofu's configuration
 * loader makes on blocks and arguments (block types, labels, meta-arguments,
 * reserved names, escaping blocks, duplicated blocks, ...).  Each rule is
 * driven by the spec: the block types, their keys, and the diagnostics
 * catalogue by role.  Roles of one rule are named after the block types
 * they are about (doc/spec.md, "Block-level rules"; the patterns are in
 * runtime/spec/spec_roles.h); a spec without a role's diagnostic turns that
 * rule off, and the loader refuses a role no rule reports.
 * How particular arguments are read is in rsv_forms.c, the merge of a
 * module's files in rsv_merge.c, the language block in rsv_language.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_decode.h"
#include "rsv_forms.h"
#include "rsv_merge.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_rules.h"
#include "rsv_walker.h"

/* ---- small lookups ------------------------------------------------------------ */

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

/* hcl's suggestion over the arguments not set yet (hcl leaves out those
 * defined). */
static const char *suggest_unset(rsv_cursor *r, const hcl_block *b, const char *given, spec_names args)
{
	/* in the arena (out of memory: its jump), so that nothing is held across the suggestion's */
	const char **cands = hcl_alloc_raw(&r->m->arena, ((size_t)args.n + 1) * sizeof *cands);
	size_t n = 0;
	for (uint16_t i = 0; i < args.n; i++)
		if (!rsv_attr(b->body, args.v[i]))
			cands[n++] = args.v[i];
	return rsv_suggestion(r->f, r->m->l, given, cands, n);
}

/* ---- labels ----------------------------------------------------------------- */

/* Label validity: invalid_TYPE_LABEL_name, or invalid_TYPE_name for a label
 * called "name". */
static void labels(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	const hcl_label *lb = b->labels;
	for (uint16_t i = 0; i < sb->labels.n && lb; i++, lb = lb->next) {
		if (rsv_valid_identifier(lb->text))
			continue;
		const spec_diag *d = strcmp(sb->labels.v[i], "name") == 0
			? rsv_role(r->m, RSV_ROLE_INVALID_TYPE_NAME, sb->type)
			: rsv_role(r->m, RSV_ROLE_INVALID_TYPE_LABEL_NAME, sb->type, sb->labels.v[i]);
		if (d)
			rsv_rule_diag(r, d, lb->start, lb->end, b, NULL);
	}
}

/* hcl's label count (Body.Content and PartialContent): a block with fewer
 * labels than its schema names is refused at its opening brace, one with
 * more at its first extra label, and is not read further.  Returns whether
 * block b fits spec block si; reports when it does not. */
static int label_count(rsv_cursor *r, const hcl_block *b, int si)
{
	const spec_block *sb = &r->m->l->blocks[si];
	if (rsv_labels_fit(r->m->l, r->f, b, si))
		return 1;
	hcl_buf names = {0};
	char count[16];
	for (uint16_t i = 0; i < sb->labels.n; i++)
		hcl_buf_printf(&names, "%s%s", i ? ", " : "", sb->labels.v[i]);
	snprintf(count, sizeof count, "%u", (unsigned)sb->labels.n);
	const char *kv[] = {"type", b->type, "label", "", "count", count, "labels", hcl_buf_done(&r->m->arena, &names),
			    NULL};
	if (b->nlabels < sb->labels.n) {
		kv[3] = sb->labels.v[b->nlabels];
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_LABEL_MISSING), b->open_brace, b->open_brace + 1, NULL, kv);
	} else {
		const hcl_label *extra = b->labels;
		for (uint16_t i = 0; i < sb->labels.n; i++)
			extra = extra->next;
		int role = sb->labels.n ? RSV_ROLE_LABEL_EXTRANEOUS : RSV_ROLE_LABEL_EXTRANEOUS_NONE;
		rsv_rule_diag(r, rsv_role(r->m, role), extra->start, extra->end, NULL, kv);
	}
	return 0;
}

/* A label naming something the module block takes (reserved_names). */
static void reserved_name(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = r->m->l;
	int mi = sb->reserved_names && b->labels ? top_declaring(l, SPEC_DECL_MODULE) : -1;
	if (mi < 0)
		return;
	const spec_block *mb = &l->blocks[mi];
	const char *name = b->labels->text;
	if (rsv_in_names(mb->meta_arguments, name) || rsv_in_names(mb->meta_blocks, name) ||
	    rsv_in_names(mb->reserved_arguments, name) || rsv_in_names(mb->reserved_blocks, name) ||
	    rsv_walker_is_escaping(l, mb, name)) {
		const char *kv[] = {"name", name, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_RESERVED_TYPE_NAME, sb->type), b->labels->start,
			      b->labels->end, b, kv);
	}
}

/* ---- arguments ---------------------------------------------------------------- */

/* An argument of a nested block that its counterpart's spec (the managed
 * resource's lifecycle) takes and this one does not: PARENT_TYPE_argument. */
static int counterpart_argument(rsv_cursor *r, const hcl_block *b, int si, const hcl_attr *a)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int mc = sb->parent >= 0 ? managed_counterpart(l, sb->parent) : -1;
	int mk = mc >= 0 ? spec_block_index(l, b->type, mc) : -1;
	if (mk < 0 || rsv_in_names(sb->meta_arguments, a->name) ||
	    !rsv_in_names(l->blocks[mk].meta_arguments, a->name))
		return 0;
	const char *kv[] = {"name", a->name, NULL};
	rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_PARENT_TYPE_ARGUMENT, l->blocks[sb->parent].type, b->type),
		      a->name_start, a->name_end, b, kv);
	return 1;
}

static void arguments(rsv_cursor *r, const hcl_block *b, int si, rsv_block_state *st)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int nc = nested_counterpart(l, si);
	for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
		const char *kv[] = {"name", a->name, NULL, NULL, NULL};
		if (rsv_in_names(sb->reserved_arguments, a->name)) {
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_RESERVED_TYPE_ARGUMENT, sb->type), a->name_start,
				      a->name_end, b, kv);
			if (!rsv_in_names(sb->meta_arguments, a->name) || a->expr->kind == HCL_E_INVALID)
				continue;
			rsv_forms_attr(r, b, si, a, st); /* refused, and still decoded */
			continue;
		}
		if (nc >= 0 && rsv_in_names(l->blocks[nc].meta_arguments, a->name) &&
		    !rsv_in_names(sb->meta_arguments, a->name)) {
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_NESTED_TYPE_META_ARGUMENT, sb->type), a->name_start,
				      a->name_end, b, kv);
			continue;
		}
		if (counterpart_argument(r, b, si, a))
			continue;
		if (sb->strict && !rsv_in_names(sb->meta_arguments, a->name)) {
			kv[2] = "suggestion";
			kv[3] = suggest_unset(r, b, a->name, sb->meta_arguments);
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_UNSUPPORTED_ARGUMENT), a->name_start, a->name_end, b, kv);
			continue;
		}
		if (a->expr->kind != HCL_E_INVALID) /* the syntax error says it all */
			rsv_forms_attr(r, b, si, a, st);
	}
}

/* hcl's required attributes (optional in an override file for the blocks
 * that say so). */
static void required(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = r->m->l;
	for (uint16_t i = 0; !(r->rf->override && sb->override_optional) && i < sb->required_arguments.n; i++)
		if (!rsv_attr(b->body, sb->required_arguments.v[i])) {
			const char *kv[] = {"name", sb->required_arguments.v[i], NULL};
			/* a message of the parent's own, at the block's header (a run's module) */
			const spec_diag *d = sb->parent >= 0 ? rsv_role(r->m, RSV_ROLE_PARENT_TYPE_ARG_MISSING,
									l->blocks[sb->parent].type, sb->type,
									sb->required_arguments.v[i])
							     : NULL;
			if (d)
				rsv_rule_diag(r, d, rsv_def_start(b), rsv_def_end(b), b, kv);
			else
				rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_MISSING_ARGUMENT), b->open_brace, b->open_brace,
					      b, kv);
		}
}

/* A repetition argument set on the block itself or in its first meta block
 * that takes it, or NULL. */
static const hcl_attr *repetition_attr(const spec_lang *l, const hcl_block *b, int si, const char *name)
{
	const spec_block *sb = &l->blocks[si];
	const hcl_attr *a = rsv_in_names(sb->meta_arguments, name) ? rsv_attr(b->body, name) : NULL;
	for (uint16_t k = 0; !a && k < sb->meta_blocks.n; k++) {
		const hcl_block *kb = rsv_block(b->body, sb->meta_blocks.v[k]);
		int ki = kb ? spec_block_index(l, sb->meta_blocks.v[k], si) : -1;
		if (ki >= 0 && rsv_in_names(l->blocks[ki].meta_arguments, name))
			a = rsv_attr(kb->body, name);
	}
	return a;
}

/* The mutually exclusive meta-arguments (repetition_arguments): "a" and
 * "b", or "a", "b", and "c", over the range they span. */
static void repetition(rsv_cursor *r, const hcl_block *b, int si)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	spec_names rep = l->repetition_arguments;
	int n = 0, i = 0;
	for (uint16_t k = 0; k < rep.n; k++)
		n += repetition_attr(l, b, si, rep.v[k]) != NULL;
	if (n < 2)
		return;
	hcl_buf names = {0};
	uint32_t start = UINT32_MAX, end = 0;
	for (uint16_t k = 0; k < rep.n; k++) {
		const hcl_attr *a = repetition_attr(l, b, si, rep.v[k]);
		if (!a)
			continue;
		hcl_buf_printf(&names, "%s\"%s\"", i == 0 ? "" : (n == 2 ? " and " : (i == n - 1 ? ", and " : ", ")),
			       a->name);
		i++;
		start = a->name_start < start ? a->name_start : start;
		end = a->name_end > end ? a->name_end : end;
	}
	const char *kv[] = {"names", hcl_buf_done(&r->m->arena, &names), "objects", sb->objects ? sb->objects : "",
			    NULL};
	const spec_diag *d = rsv_role(r->m, RSV_ROLE_META_COMBINATION_TYPE, sb->type);
	rsv_rule_diag(r, d ? d : rsv_role(r->m, RSV_ROLE_META_COMBINATION), start, end, b, kv);
}

/* Whether argument a's value, a constant, is text: a keyword, true, false,
 * a number as written, or a quoted string without interpolation. */
static int value_is(rsv_cursor *r, const hcl_attr *a, const char *text, size_t n)
{
	const hcl_expr *e = a->expr;
	const char *kw = NULL, *s = NULL;
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		s = e->op == HCL_LIT_TRUE ? "true" : "false";
	else if (e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NUMBER)
		return e->len == n && memcmp(e->text, text, n) == 0;
	else if (hcl_expr_as_keyword(r->f, e, &kw) == 0)
		s = kw;
	else
		s = rsv_literal_string(r->f, e);
	return s && strlen(s) == n && memcmp(s, text, n) == 0;
}

/* argument_conflicts: each entry whose arguments all have their values is
 * reported, TYPE_argument_conflict at the first of them (the whole
 * argument), as decodeTestRunOptionsBlock's "Incompatible plan options". */
static void conflicts(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	for (uint16_t i = 0; i < sb->argument_conflicts.n; i++) {
		const hcl_attr *first = NULL;
		int all = 1;
		for (const char *p = sb->argument_conflicts.v[i]; *p && all;) {
			size_t len = strcspn(p, " "), eq = strcspn(p, "=");
			char name[64];
			if (eq >= len || eq >= sizeof name)
				break;
			memcpy(name, p, eq);
			name[eq] = '\0';
			const hcl_attr *a = rsv_attr(b->body, name);
			all = a && value_is(r, a, p + eq + 1, len - eq - 1);
			first = first ? first : a;
			p += len + (p[len] == ' ');
		}
		if (all && first)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ARGUMENT_CONFLICT, sb->type), first->start, first->end,
				      b, NULL);
	}
}

/* one_of: a block with none of the arguments, TYPE_one_of_missing at its
 * header; with more than one, TYPE_one_of_conflict from the first of them to
 * the last, in the source (OpenTofu's import id and identity, v1.12), or at
 * the header with subject = block (Terraform's). */
static void one_of(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	const hcl_attr *first = NULL, *last = NULL;
	int n = 0;
	if (!sb->one_of.n || (r->rf->override && sb->override_optional))
		return;
	for (const hcl_attr *a = b->body->attrs; a; a = a->next)
		if (rsv_in_names(sb->one_of, a->name)) {
			first = first && first->start < a->start ? first : a;
			last = last && last->start > a->start ? last : a;
			n++;
		}
	if (n == 0)
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ONE_OF_MISSING, sb->type), rsv_def_start(b), rsv_def_end(b),
			      b, NULL);
	else if (n > 1)
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ONE_OF_CONFLICT, sb->type), first->start, last->end, b,
			      NULL);
}

/* The same argument outside and inside the escaping block: hcl's merged
 * body reports it when the provider or module decodes it. */
static void escaped_duplicates(rsv_cursor *r, const hcl_block *b, const spec_block *sb, const hcl_block *esc)
{
	if (r->m->load_only)
		return;
	for (const hcl_attr *in = esc->body->attrs; in; in = in->next) {
		const hcl_attr *out = rsv_attr(b->body, in->name);
		if (!out || rsv_in_names(sb->meta_arguments, in->name) || rsv_in_names(sb->reserved_arguments, in->name))
			continue;
		const char *kv[] = {"name", in->name, "range", rsv_range_string(r->f, out->name_start, out->name_end),
				    NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_DUPLICATE_ARGUMENT), in->name_start, in->name_end, b, kv);
	}
}

/* ---- nested blocks ------------------------------------------------------------ */

/* What a meta block's rules tell the block holding it. */
typedef struct child_result {
	const hcl_attr *compat;  /* its compatibility constraint */
	const char *self_only;   /* its self_only keyword */
} child_result;

static void block_rules(rsv_cursor *r, const hcl_block *b, int si, child_result *out);

/* What the nested blocks of one block have shown so far. */
typedef struct nested_state {
	const hcl_block *escape;   /* the first escaping block */
	const hcl_attr *compat;    /* the compatibility constraint already given */
	const char *self_only;     /* a child is self-only: its keyword ... */
	int self_only_spec;        /* ... and spec */
	int kept;                  /* children rsv_decode_child kept */
} nested_state;

/* A second block k of a type allowed once in body (of block b, spec sb;
 * both NULL at a test file's top level): duplicate_TYPE_PARENT or
 * duplicate_TYPE.  Returns 1 when k is such a duplicate: an earlier block
 * of its type took the same way here, so the first of them is the one.
 * In a test file an earlier block with an error inside is not one
 * (decodeTestRunBlock keeps only a plan_options or module block that
 * decoded without error). */
static int duplicate(rsv_cursor *r, const hcl_body *body, const hcl_block *b, const spec_block *sb,
		       const hcl_block *k)
{
	/* a nested declaring block with an error declares nothing either (a
	 * check's data block: decodeCheckBlock keeps the first that decoded) */
	int ki = sb ? spec_block_index(r->m->l, k->type, (int)(sb - r->m->l->blocks)) : -1;
	int skip = r->rf->testing || (ki >= 0 && r->m->l->blocks[ki].declares != SPEC_DECL_NONE);
	const hcl_block *first = body->blocks;
	while (first != k && (strcmp(first->type, k->type) != 0 || (skip && rsv_has_error_in(r->f, first))))
		first = first->next;
	if (first == k)
		return 0;
	const char *kv[] = {"range", rsv_range_string(r->f, rsv_def_start(first), rsv_def_end(first)), NULL};
	const spec_diag *d = sb ? rsv_role(r->m, RSV_ROLE_DUPLICATE_TYPE_PARENT, k->type, sb->type) : NULL;
	rsv_rule_diag(r, d ? d : rsv_role(r->m, RSV_ROLE_DUPLICATE_TYPE, k->type), rsv_def_start(k), rsv_def_end(k),
		      b ? b : k, kv);
	return 1;
}

/* A meta block with a spec of its own: uniqueness, then its own rules. */
static void meta_block(rsv_cursor *r, const hcl_block *b, int si, const hcl_block *k, int ki, nested_state *ns)
{
	const spec_lang *l = r->m->l;
	const spec_block *kb = &l->blocks[ki];
	if (kb->unique && duplicate(r, b->body, b, &l->blocks[si], k) && !kb->duplicate_read)
		return;
	if (ns->compat && rsv_has_form(kb, NULL, "compatibility", NULL)) {
		const char *kv[] = {"range", rsv_range_string(r->f, ns->compat->start, ns->compat->end), NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_DUPLICATE, k->type), rsv_def_start(b), rsv_def_end(b), b, kv);
		return;
	}
	child_result cr = {NULL, NULL};
	block_rules(r, k, ki, &cr);
	ns->kept += rsv_decode_child(r, b, si, k, ki);
	if (kb->provider_label && k->labels)
		rsv_provider_name_check(r, k->labels->text, rsv_def_start(k), rsv_def_end(k));
	if (cr.compat)
		ns->compat = cr.compat;
	if (cr.self_only && !ns->self_only) {
		ns->self_only = cr.self_only;
		ns->self_only_spec = ki;
	}
}

/* A block type this block does not take: the managed counterpart's blocks
 * (TYPE_block_type), then, in a strict block, unsupported_block_type. */
static void other_block(rsv_cursor *r, const hcl_block *b, int si, const hcl_block *k)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int mc = managed_counterpart(l, si);
	if (mc >= 0 && rsv_in_names(l->blocks[mc].meta_blocks, k->type)) {
		const char *kv[] = {"type", k->type, NULL};
		if (rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_BLOCK_TYPE, sb->type), rsv_def_start(k), rsv_def_end(k),
				  b, kv))
			return;
	}
	if (!sb->strict)
		return;
	const char *kv[] = {"type", k->type, "suggestion",
			    rsv_suggest_names(r, k->type, sb->meta_blocks, sb->reserved_blocks), NULL};
	rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE), k->type_start, k->type_end, b, kv);
}

static void nested_block(rsv_cursor *r, const hcl_block *b, int si, const hcl_block *k, nested_state *ns)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int nc = nested_counterpart(l, si), ki;
	rsv_walker_kind kind = rsv_walker_nested(l, si, k, &ki); /* what the walk makes of it */
	if (kind == RSV_WALKER_ESCAPING) {
		if (!ns->escape) {
			ns->escape = k;
			return;
		}
		const char *kv[] = {"range", rsv_range_string(r->f, rsv_def_start(ns->escape), rsv_def_end(ns->escape)),
				    NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_DUPLICATE_ESCAPING_BLOCK_TYPE, sb->type), rsv_def_start(k),
			      rsv_def_end(k), b, kv);
		return;
	}
	if (rsv_in_names(sb->reserved_blocks, k->type)) {
		const char *kv[] = {"where", sb->type, "type", k->type, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_RESERVED_BLOCK_TYPE), k->type_start, k->type_end, b, kv);
		return;
	}
	if (nc >= 0 && rsv_in_names(l->blocks[nc].meta_blocks, k->type) && !rsv_in_names(sb->meta_blocks, k->type)) {
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_NESTED_TYPE_BLOCK, sb->type, k->type), rsv_def_start(k),
			      rsv_def_end(k), b, NULL);
		return;
	}
	if (rsv_in_names(sb->meta_blocks, k->type)) {
		if (ki >= 0)
			meta_block(r, b, si, k, ki, ns);
		else /* in the schema only to be refused */
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPES_NOT_ALLOWED, k->type), k->type_start, k->type_end, b,
				      NULL);
		return;
	}
	if (kind == RSV_WALKER_DYNAMIC && !sb->strict)
		return;
	other_block(r, b, si, k);
}

/* When a child (a destroy-time provisioner) is self-only, so are this
 * block's blocks of the types the child takes (the resource's connection). */
static void self_only_siblings(rsv_cursor *r, const hcl_block *b, const nested_state *ns)
{
	const spec_block *cs = &r->m->l->blocks[ns->self_only_spec];
	const spec_diag *d = rsv_role(r->m, RSV_ROLE_WORD_TYPE_REF, ns->self_only, cs->type);
	spec_names none = {NULL, 0};
	for (uint16_t i = 0; i < cs->meta_blocks.n; i++) {
		const hcl_block *k = rsv_block(b->body, cs->meta_blocks.v[i]);
		if (k)
			rsv_self_only_body(r, k->body, none, d);
	}
}

/* The rules of one block and, recursively, of its meta blocks. */
static void block_rules(rsv_cursor *r, const hcl_block *b, int si, child_result *out)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	rsv_block_state st;
	nested_state ns;
	memset(&st, 0, sizeof st);
	memset(&ns, 0, sizeof ns);
	if (b->labels && rsv_in_names(sb->removed_labels, b->labels->text)) {
		const char *kv[] = {"type", b->labels->text, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_REMOVED, sb->type), b->labels->start, b->labels->end, b,
			      kv);
		return;
	}
	if (r->rf->override &&
	    (rsv_has_form(sb, NULL, "condition", NULL) || rsv_has_form(sb, NULL, "refers_to_self", NULL))) {
		const char *kv[] = {"type", b->type, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_CONDITION_OVERRIDE), rsv_def_start(b), rsv_def_end(b), b, kv);
		return;
	}
	/* the schema's Content or PartialContent first: blocks with the wrong
	 * number of labels are dropped */
	const hcl_block *dropped = NULL;
	for (const hcl_block *k = sb->attributes_only ? NULL : b->body->blocks; k; k = k->next) {
		int ki = rsv_in_names(sb->meta_blocks, k->type) ? spec_block_index(l, k->type, si) : -1;
		if (ki >= 0 && !label_count(r, k, ki) && !dropped)
			dropped = k;
	}
	labels(r, b, sb);
	reserved_name(r, b, sb);
	arguments(r, b, si, &st);
	required(r, b, sb);
	conflicts(r, b, sb);
	one_of(r, b, sb);
	repetition(r, b, si);
	if (sb->attributes_only && b->body->blocks) {
		/* hcl's Body.JustAttributes: the first block, once; none is read */
		const hcl_block *k = b->body->blocks;
		const char *kv[] = {"type", k->type, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ATTRIBUTES_ONLY_BLOCK), k->type_start, k->type_end, b, kv);
	}
	for (const hcl_block *k = sb->attributes_only ? NULL : b->body->blocks; k; k = k->next) {
		int ki = dropped && rsv_in_names(sb->meta_blocks, k->type) ? spec_block_index(l, k->type, si) : -1;
		if (ki < 0 || rsv_labels_fit(l, r->f, k, ki))
			nested_block(r, b, si, k, &ns);
	}
	/* a top-level block's meta block it must have (a check's assert):
	 * TYPE_zero_BLOCK at its header, after its content */
	if (sb->parent < 0 && sb->strict && !r->m->zero_roles[si]) { /* once per module and block type */
		r->m->zero_roles[si] = 1;
		for (uint16_t i = 0; i < sb->meta_blocks.n; i++)
			if (rsv_role(r->m, RSV_ROLE_TYPE_ZERO_BLOCK, sb->type, sb->meta_blocks.v[i]))
				r->m->zero_roles[si] = 2;
	}
	for (uint16_t i = 0; r->m->zero_roles[si] == 2 && i < sb->meta_blocks.n; i++) {
		const spec_diag *zd = rsv_block(b->body, sb->meta_blocks.v[i])
					      ? NULL
					      : rsv_role(r->m, RSV_ROLE_TYPE_ZERO_BLOCK, sb->type, sb->meta_blocks.v[i]);
		rsv_rule_diag(r, zd, rsv_def_start(b), rsv_def_end(b), b, NULL);
	}
	if (ns.escape)
		escaped_duplicates(r, b, sb, ns.escape);
	rsv_forms_end(r, b, si, &st);
	if (ns.self_only)
		self_only_siblings(r, b, &ns);
	if (b == r->top) {
		rsv_decode_moves(r, b, si);
		rsv_decode_end(r, b, si, ns.kept);
	}
	if (out) {
		out->compat = st.compat;
		out->self_only = st.self_only;
	}
}

/* ---- top-level blocks ---------------------------------------------------------- */

static void top_block(rsv_cursor *r, const hcl_block *b, int si)
{
	const spec_block *sb = &r->m->l->blocks[si];
	r->top = b;
	r->top_spec = si;
	/* accepted at the top only to say where it belongs */
	if (rsv_rule_diag(r, rsv_role_top_level(r->m, si), b->type_start, b->type_end, b, NULL))
		return;
	/* not allowed in override files at all */
	if (r->rf->override &&
	    rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_OVERRIDE, sb->type), rsv_def_start(b), rsv_def_end(b), b, NULL))
		return;
	/* a provider configuration (or a test file's block with provider_label):
	 * nothing else is read when its name is not a provider local name */
	if ((sb->declares == SPEC_DECL_PROVIDER || sb->provider_label) && b->labels &&
	    rsv_provider_name_check(r, b->labels->text, rsv_def_start(b), rsv_def_end(b)) != 0)
		return;
	rsv_language_settings(r->m, r->f, b);
	block_rules(r, b, si, NULL);
}

void rsv_rules_module(rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		rsv_cursor r = {m, rf, rf->f, NULL, -1};
		if (!rf->f->body)
			continue;
		/* the file's schema (Body.Content) first: the blocks' labels, then
		 * arguments (it has none; a test file's neither) and block types it
		 * does not have */
		uint32_t k = 0;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, k++)
			if (rsv_top_spec(m, rf, k, b) == RSV_SPEC_DROPPED)
				label_count(&r, b, rf->testing ? spec_test_block_index(m->l, b->type)
							      : spec_block_index(m->l, b->type, -1));
		for (const hcl_attr *a = rf->f->body->attrs; a; a = a->next) {
			const char *kv[] = {"name", a->name, "suggestion", "", NULL};
			rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_UNSUPPORTED_ARGUMENT), a->name_start, a->name_end, NULL, kv);
		}
		k = 0;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, k++)
			if (rsv_top_spec(m, rf, k, b) == -1)
				rsv_rule_unsupported_block(m, rf->f, b, rf->testing);
		k = 0;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, k++) {
			int si = rsv_top_spec(m, rf, k, b);
			/* a test file's block allowed once (loadTestFile's variables): a second is not read */
			if (si >= 0 && rf->testing && m->l->blocks[si].unique &&
			    duplicate(&r, rf->f->body, NULL, NULL, b))
				continue;
			if (si >= 0)
				top_block(&r, b, si);
		}
	}
	if (!m->file_only) {
		rsv_merge_rules(m);
		rsv_merge_blocks(m);
	}
}

/* ---- blocks the language does not have ------------------------------------------ */

void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file)
{
	const spec_lang *l = m->l;
	const spec_diag *d = rsv_role(m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE);
	size_t n = 0;
	if (!d)
		return;
	/* in the arena (out of memory: its jump), so that nothing is held across the diagnostic's */
	const char **types = hcl_alloc_raw(&m->arena, ((size_t)l->nblocks + 1) * sizeof *types);
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && l->blocks[i].test_file == test_file)
			types[n++] = l->blocks[i].type;
	if (!test_file || n > 0) /* else the spec says nothing of test files */
		rsv_diag(f, d, b->type_start, b->type_end, "type", b->type, "suggestion",
			 rsv_suggestion(f, l, b->type, types, n), (const char *)NULL);
}
