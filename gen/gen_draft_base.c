/* gen_draft_base.c - what the writers of a draft share: the changes' sides,
 * the base spec's block types by path, the remove block's lists, quoting. */
#include <string.h>

#include "gen_draft.h"

const drift_fact *draft_side(const change *c)
{
	return c->new ? c->new : c->old;
}

int draft_is(const change *c, const char *kind)
{
	return !strcmp(draft_side(c)->kind, kind);
}

void draft_remove(draft *d, int k, const char *name)
{
	hcl_buf_printf(&d->remove[k], "%s\"%s\"", d->remove[k].n ? ", " : "", name);
}

int draft_path_block(const spec_lang *base, const char *path)
{
	const char *p = strchr(path, '/');
	if (!p)
		return -1;
	int test = !strncmp(path, "test/", 5), b = -1;
	while (p) {
		const char *name = p + 1, *end = strchr(name, '/');
		size_t n = end ? (size_t)(end - name) : strlen(name);
		char type[128];
		if (n >= sizeof type)
			return -1;
		memcpy(type, name, n);
		type[n] = '\0';
		b = b < 0 && test ? spec_test_block_index(base, type) : spec_block_index(base, type, b);
		if (b < 0)
			return -1;
		p = end;
	}
	return b;
}

/* s as an HCL quoted string: {{ and }} stay as they are, so a template's {}
 * is written by the caller. */
void draft_quoted(hcl_buf *o, const char *s)
{
	hcl_buf_putc(o, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			hcl_buf_printf(o, "\\%c", *s);
		else if (*s == '\n')
			hcl_buf_puts(o, "\\n");
		else if (*s == '\t')
			hcl_buf_puts(o, "\\t");
		else if (*s == '$' && s[1] == '{')
			hcl_buf_puts(o, "$$");
		else if (*s == '%' && s[1] == '{')
			hcl_buf_puts(o, "%%");
		else
			hcl_buf_putc(o, *s);
	}
	hcl_buf_putc(o, '"');
}

