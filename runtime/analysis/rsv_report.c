/* rsv_report.c - how the block rules and argument forms report: a role's
 * diagnostic at a span (or at the header of the block it is about), hcl's
 * text of a range, and the names that were probably meant. */
#include <stdlib.h>
#include <string.h>

#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* A block that starts at its opening brace is one of a JSON-syntax file,
 * whose DefRange hcl puts at that brace (hcl_json_lower.c). */
uint32_t rsv_def_start(const hcl_block *b)
{
	return b->start == b->open_brace ? b->open_brace : b->type_start;
}

uint32_t rsv_def_end(const hcl_block *b)
{
	if (b->start == b->open_brace)
		return b->open_brace + 1;
	uint32_t end = b->type_end;
	for (const hcl_label *l = b->labels; l; l = l->next)
		end = l->end;
	return end;
}

const char *rsv_range_string(hcl_file *f, uint32_t start, uint32_t end)
{
	hcl_pos s = hcl_reported_pos(f, start), e = hcl_reported_pos(f, end);
	if (s.line == e.line)
		return rsv_printf(&f->arena, "%s:%u,%u-%u", f->name, s.line, s.col, e.col);
	return rsv_printf(&f->arena, "%s:%u,%u-%u,%u", f->name, s.line, s.col, e.line, e.col);
}

hcl_diag *rsv_rule_diag(rsv_cursor *r, const spec_diag *d, uint32_t start, uint32_t end, const hcl_block *at,
			const char *const *kv)
{
	static const char *const none[] = {NULL};
	if (!d)
		return NULL;
	if (d->at_block == SPEC_AT_BLOCK && at) {
		start = rsv_def_start(at);
		end = rsv_def_end(at);
	}
	return rsv_diag_kv(r->f, d, start, end, kv ? kv : none);
}

hcl_diag *rsv_report_at(rsv_cursor *r, int id, const hcl_expr *e)
{
	return rsv_rule_diag(r, rsv_role(r->m, id), e->start, e->end, NULL, NULL);
}

/* ---- names that were probably meant ------------------------------------------ */

size_t rsv_distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b);
	if (n > 64 || m > 64)
		return 99;
	size_t row[65];
	for (size_t j = 0; j <= m; j++)
		row[j] = j;
	for (size_t i = 1; i <= n; i++) {
		size_t prev = row[0];
		row[0] = i;
		for (size_t j = 1; j <= m; j++) {
			size_t cur = row[j];
			size_t sub = prev + (a[i - 1] != b[j - 1]);
			size_t del = row[j] + 1, ins = row[j - 1] + 1;
			row[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
			prev = cur;
		}
	}
	return row[m];
}

const char *rsv_suggestion(hcl_file *f, const spec_lang *l, const char *given, const char *const *cands,
			   size_t n)
{
	const char *s = NULL;
	size_t len = strlen(given);
	/* OpenTofu's didyoumean (and hcl's): the first candidate closer than 3
	 * edits; lengths three or more apart are that far at least */
	for (size_t i = 0; i < n && !s; i++) {
		size_t k = strlen(cands[i]);
		if (k + 3 > len && len + 3 > k && rsv_distance(given, cands[i]) < 3)
			s = cands[i];
	}
	if (!s || !l->suggestion)
		return "";
	const char *kv[] = {"name", s, NULL};
	return rsv_fill(f, l->suggestion, kv);
}

const char *rsv_suggest_names(rsv_cursor *r, const char *given, spec_names a, spec_names b)
{
	/* in the arena (out of memory: its jump), so that nothing is held across the suggestion's */
	const char **cands = hcl_alloc_raw(&r->m->arena, ((size_t)a.n + b.n + 1) * sizeof *cands);
	size_t n = 0;
	for (uint16_t i = 0; i < a.n; i++)
		cands[n++] = a.v[i];
	for (uint16_t i = 0; i < b.n; i++)
		cands[n++] = b.v[i];
	return rsv_suggestion(r->f, r->m->l, given, cands, n);
}
