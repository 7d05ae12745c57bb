/* audit_groups.c - who breaks, by what: the places and the modules each change of an audit
 * explains (a module that regressed, worsened or was fixed counts for a change when an error
 * that differs starts in one of the change's places), what no change explains, and the
 * diagnostic codes of the new errors of the modules that regressed or worsened; written in
 * every format of `reserve audit`. */
#include <stdlib.h>
#include <string.h>

#include "audit.h"

static const char *const count_names[AUDIT_NCOUNTS] = {"places", "regressed", "worsened", "fixed"};

int audit_explained_by(const rsv_audit *a, const hcl_file *file, uint32_t at)
{
	for (uint32_t i = 0; i < a->nimpacts; i++) {
		const rsv_impact *p = &a->impacts[i];
		if (p->file == file && at >= p->start && at < p->end)
			return p->change;
	}
	for (uint32_t i = 0; i < a->nspans; i++) {
		const rsv_audit_span *p = &a->spans[i];
		if (p->file == file && at >= p->start && at < p->end)
			return p->change;
	}
	return -1;
}

int audit_new_error(const rsv_audit *a, uint32_t i)
{
	const rsv_audit_diag *x = &a->only_new[i];
	if (x->d->severity != HCL_ERROR)
		return 0;
	for (uint32_t k = 0; k < a->nonly_old; k++)
		if (a->only_old[k].file == x->file && a->only_old[k].d->start == x->d->start &&
		    a->only_old[k].d->severity == HCL_ERROR)
			return 0; /* one error turned into another */
	return 1;
}

/* Notes that change c (-1: none) explains count k of the module, once per module. */
static int note(const audit_run *r, audit_found *f, size_t from, int c, int k)
{
	int v = (c < 0 ? (int)r->diff->n : c) * AUDIT_NCOUNTS + k;
	for (size_t i = from; i < f->nchanges; i++)
		if (f->changes[i] == v)
			return 0;
	if (hcl_grow((void **)&f->changes, &f->capchanges, f->nchanges + 1, sizeof *f->changes) != 0)
		return -1;
	f->changes[f->nchanges++] = v;
	return 0;
}

/* Adds n errors of code to list v, m modules. */
static int add_code(audit_code **v, size_t *nv, size_t *cap, const char *code, unsigned m, unsigned n)
{
	for (size_t i = 0; i < *nv; i++)
		if ((*v)[i].code == code || ((*v)[i].code && code && strcmp((*v)[i].code, code) == 0)) {
			(*v)[i].modules += m;
			(*v)[i].errors += n;
			return 0;
		}
	if (hcl_grow((void **)v, cap, *nv + 1, sizeof **v) != 0)
		return -1;
	(*v)[(*nv)++] = (audit_code){code, m, n};
	return 0;
}

int audit_group_module(const audit_run *r, audit_found *f, const rsv_audit *a, int regressed, int worsened,
		       int fixed)
{
	size_t from = f->nchanges;
	int rc = 0;
	if (regressed || worsened) {
		int k = regressed ? AUDIT_REGRESSED : AUDIT_WORSENED;
		size_t codes_from = f->ncodes;
		for (uint32_t i = 0; i < a->nonly_new && rc == 0; i++) {
			const rsv_audit_diag *x = &a->only_new[i];
			if (!audit_new_error(a, i))
				continue;
			rc = note(r, f, from, audit_explained_by(a, x->file, x->d->start), k);
			/* the module's codes: counted once for the module, every error */
			size_t j = codes_from;
			while (j < f->ncodes && !(f->codes[j].code == x->d->code ||
						  (f->codes[j].code && x->d->code && strcmp(f->codes[j].code, x->d->code) == 0)))
				j++;
			if (rc == 0)
				rc = add_code(&f->codes, &f->ncodes, &f->capcodes, x->d->code, j == f->ncodes, 1);
		}
	}
	for (uint32_t i = 0; fixed && i < a->nonly_old && rc == 0; i++) {
		const rsv_audit_diag *x = &a->only_old[i];
		if (x->d->severity == HCL_ERROR)
			rc = note(r, f, from, audit_explained_by(a, x->file, x->d->start), AUDIT_FIXED);
	}
	return rc;
}

static int by_code(const void *x, const void *y)
{
	const audit_code *a = x, *b = y;
	return strcmp(a->code ? a->code : "", b->code ? b->code : "");
}

void audit_group_add(audit_run *r, const audit_found *f)
{
	for (size_t i = 0; i < f->nchanges; i++)
		r->counts[f->changes[i] / AUDIT_NCOUNTS][f->changes[i] % AUDIT_NCOUNTS]++;
	for (size_t i = 0; i < f->ncodes; i++)
		if (add_code(&r->codes, &r->ncodes, &r->capcodes, f->codes[i].code, f->codes[i].modules,
			     f->codes[i].errors) != 0)
			r->all.impact.oom = 1; /* the report says out of memory */
}

void audit_groups_sort(audit_run *r)
{
	if (r->ncodes > 1)
		qsort(r->codes, r->ncodes, sizeof *r->codes, by_code);
}

static int any(const unsigned *c)
{
	for (int k = 0; k < AUDIT_NCOUNTS; k++)
		if (c[k])
			return 1;
	return 0;
}

/* "N places; N regressed, N worsened, N fixed modules" */
static void counts_text(hcl_buf *b, const unsigned *c)
{
	hcl_buf_printf(b, "%u place%s; %u regressed, %u worsened, %u fixed module%s", c[AUDIT_PLACES],
		       c[AUDIT_PLACES] == 1 ? "" : "s", c[AUDIT_REGRESSED], c[AUDIT_WORSENED], c[AUDIT_FIXED],
		       c[AUDIT_FIXED] == 1 ? "" : "s");
}

void audit_groups_text(const audit_run *r, hcl_buf *b)
{
	int md = r->format == AUDIT_MARKDOWN;
	size_t n = r->diff->n;
	hcl_buf_puts(b, md ? "\n### By change\n\n| change | places | regressed | worsened | fixed |\n|---|---|---|---|---|\n"
			   : "\nBy change (places; modules regressed, worsened, fixed with an error in them):\n");
	for (size_t i = 0; i <= n; i++) {
		const unsigned *c = r->counts[i];
		if (!any(c) || (i < n && !audit_shown(r, (int)i)))
			continue;
		hcl_buf label = {0};
		if (i < n)
			audit_change_label(&label, &r->diff->v[i]);
		else
			hcl_buf_puts(&label, "unexplained (an error in no place of a change)");
		if (md) {
			hcl_buf_printf(b, "| %s | %u | %u | %u | %u |\n", label.oom ? "" : label.p, c[0], c[1], c[2], c[3]);
		} else {
			hcl_buf_printf(b, "  %s: ", label.oom ? "" : label.p);
			counts_text(b, c);
			hcl_buf_putc(b, '\n');
		}
		hcl_buf_free(&label);
	}
	hcl_buf_puts(b, md ? "\n### By diagnostic code\n\n| code | modules | new errors |\n|---|---|---|\n"
			   : "\nBy diagnostic code (the new errors of the modules that regressed or worsened):\n");
	for (size_t i = 0; i < r->ncodes; i++) {
		const audit_code *c = &r->codes[i];
		if (md)
			hcl_buf_printf(b, "| %s | %u | %u |\n", c->code ? c->code : "none", c->modules, c->errors);
		else
			hcl_buf_printf(b, "  %s: %u module%s, %u error%s\n", c->code ? c->code : "none", c->modules,
				       c->modules != 1 ? "s" : "", c->errors, c->errors != 1 ? "s" : "");
	}
}

void audit_change_counts_json(const audit_run *r, hcl_buf *b, size_t i)
{
	hcl_buf_puts(b, ", \"counts\": {");
	for (int k = 0; k < AUDIT_NCOUNTS; k++)
		hcl_buf_printf(b, "%s\"%s\": %u", k ? ", " : "", count_names[k], r->counts[i][k]);
	hcl_buf_putc(b, '}');
}

void audit_groups_json(const audit_run *r, hcl_buf *b)
{
	hcl_buf_puts(b, ", \"unexplained\": {");
	for (int k = AUDIT_REGRESSED; k < AUDIT_NCOUNTS; k++)
		hcl_buf_printf(b, "%s\"%s\": %u", k > AUDIT_REGRESSED ? ", " : "", count_names[k], r->counts[r->diff->n][k]);
	hcl_buf_puts(b, "}, ");
	audit_codes_json(r, b);
}

void audit_codes_json(const audit_run *r, hcl_buf *b)
{
	hcl_buf_puts(b, "\"by_code\": [");
	for (size_t i = 0; i < r->ncodes; i++) {
		hcl_buf_puts(b, i ? ", {\"code\": " : "{\"code\": ");
		audit_json_str(b, r->codes[i].code);
		hcl_buf_printf(b, ", \"modules\": %u, \"errors\": %u}", r->codes[i].modules, r->codes[i].errors);
	}
	hcl_buf_putc(b, ']');
}

void audit_change_counts_sarif(const audit_run *r, hcl_buf *b, size_t i)
{
	for (int k = 0; k < AUDIT_NCOUNTS; k++)
		hcl_buf_printf(b, ", \"%s\": %u", count_names[k], r->counts[i][k]);
}
