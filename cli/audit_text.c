/* audit_text.c - the small writers that every format of `reserve audit` shares (out_audit.c,
 * out_audit_sarif.c): a JSON string, a change's label and rule id, a SARIF region; and the
 * rule audit and fix share that two releases are of one language unless told otherwise. */
#include <string.h>

#include "audit.h"

/* ---- strings --------------------------------------------------------------------- */

void audit_json_str(hcl_buf *b, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	if (!s) {
		hcl_buf_puts(b, "null");
		return;
	}
	hcl_buf_putc(b, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			hcl_buf_putc(b, '\\');
			hcl_buf_putc(b, (char)c);
		} else if (c == '\n') {
			hcl_buf_puts(b, "\\n");
		} else if (c == '\t') {
			hcl_buf_puts(b, "\\t");
		} else if (c < 0x20) {
			hcl_buf_printf(b, "\\u00%c%c", hex[c >> 4], hex[c & 15]);
		} else {
			hcl_buf_putc(b, (char)c);
		}
	}
	hcl_buf_putc(b, '"');
}

/* "KIND NAME (WHERE) OP" */
void audit_change_label(hcl_buf *b, const spec_change *c)
{
	hcl_buf_printf(b, "%s %s", spec_change_kind_names[c->kind], c->name);
	if (c->where[0])
		hcl_buf_printf(b, " (%s)", c->where);
	hcl_buf_printf(b, " %s", spec_change_op_names[c->op]);
}

const char *audit_rule_id(hcl_buf *b, const spec_change *c)
{
	hcl_buf_reset(b);
	hcl_buf_printf(b, "%s:%s%s%s", spec_change_kind_names[c->kind], c->where, c->where[0] ? "/" : "", c->name);
	/* a block type changes by key: the key, and for argument_forms the argument */
	const char *v = c->kind == SPEC_CHANGE_BLOCK && c->op == SPEC_OP_CHANGED ? c->old_value : NULL;
	const char *eq = v ? strstr(v, " = ") : NULL;
	if (eq) {
		hcl_buf_printf(b, ":%.*s", (int)(eq - v), v);
		const char *arg = eq + 3 + (eq[3] == '[');
		if (*arg == ']' && c->new_value && (arg = strstr(c->new_value, " = [")))
			arg += 4;
		if (strncmp(v, "argument_forms", 14) == 0 && arg && *arg != ']')
			hcl_buf_printf(b, ".%.*s", (int)strcspn(arg, "="), arg);
	}
	return b->oom ? "" : b->p;
}

void audit_sarif_region(hcl_buf *b, hcl_file *f, uint32_t start, uint32_t end)
{
	hcl_pos s = hcl_file_pos(f, start), e = hcl_file_pos(f, end);
	hcl_buf_printf(b, "{\"startLine\": %u, \"startColumn\": %u, \"endLine\": %u, \"endColumn\": %u}", s.line, s.col,
		       e.line, e.col);
}

/* The product a spec describes: its display name (designs of one product share it), else
 * its language name. */
static const char *product(const spec_lang *l)
{
	return l->display ? l->display : l->name;
}

int audit_one_language(const char *prog, const audit_side *o, const audit_side *n, int cross)
{
	if (cross || strcmp(product(o->l), product(n->l)) == 0)
		return 0;
	fprintf(stderr,
		"%s: %s is %s and %s is %s: two languages, not two releases of one (every difference\n"
		"of the two would be a change); --cross-language compares them anyway\n",
		prog, o->given, product(o->l), n->given, product(n->l));
	return -1;
}
