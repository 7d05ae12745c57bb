/* out_audit.c - the report of `reserve audit`: human text, markdown for release notes, JSON
 * (the shape doc/audit.md documents) and SARIF 2.1.0 (each affected place a result).  The
 * places and modules are rendered while the modules are read; the change list and the
 * summary when all is done. */
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "reserve.h"

/* The classes in the order the report gives them: the worst first. */
static const int class_order[] = {SPEC_BREAKING, SPEC_ESCAPABLE, SPEC_SAFE};
static const char *const class_titles[] = {"Safe", "Escapable", "Breaking"};


/* A markdown table cell: pipes escaped, line breaks as <br>. */
static void md_cell(hcl_buf *b, const char *s, int code)
{
	if (!s || !*s) {
		hcl_buf_puts(b, " |");
		return;
	}
	hcl_buf_puts(b, code ? " `" : " ");
	for (; *s; s++) {
		if (*s == '|')
			hcl_buf_puts(b, "\\|");
		else if (*s == '\n')
			hcl_buf_puts(b, code ? "` `" : "<br>");
		else if (*s == '`' && code)
			hcl_buf_putc(b, '\'');
		else
			hcl_buf_putc(b, *s);
	}
	hcl_buf_puts(b, code ? "` |" : " |");
}

/* The first line of a place, at most 80 bytes ("…" when cut). */
static const char *first_line(hcl_arena *a, const char *s)
{
	size_t n = strcspn(s, "\n");
	int cut = n > 80 || s[n] == '\n';
	if (n > 80)
		n = 77;
	char *t = hcl_alloc(a, n + 4);
	memcpy(t, s, n);
	if (cut)
		memcpy(t + n, "\xe2\x80\xa6", 3);
	return t;
}


static const char *change_text(const audit_run *r, hcl_arena *a, int i)
{
	if (i < 0)
		return NULL;
	hcl_buf b = {0};
	audit_change_label(&b, &r->diff->v[i]);
	if (r->accepted[i] && r->format != AUDIT_JSON)
		hcl_buf_puts(&b, " (accepted)");
	return hcl_buf_done(a, &b); /* out of memory: a's jump (audit_render_module's) */
}


/* ---- one module ------------------------------------------------------------------ */

static void json_pos(hcl_buf *b, hcl_file *f, uint32_t at)
{
	hcl_pos p = hcl_file_pos(f, at);
	hcl_buf_printf(b, "{\"line\": %u, \"column\": %u, \"byte\": %u}", p.line, p.col, p.byte);
}


static void impact_json(hcl_buf *b, int first, const rsv_impact *p, const char *text, const char *change,
			int accepted)
{
	static const char *const kinds[] = {"none", "prefix", "move", "migrate"};
	hcl_pos s = hcl_file_pos(p->file, p->start);
	hcl_buf_printf(b, "%s\n    {\"file\": ", first ? "" : ",");
	audit_json_str(b, p->file->name);
	hcl_buf_printf(b, ", \"line\": %u, \"column\": %u, \"text\": ", s.line, s.col);
	audit_json_str(b, text);
	hcl_buf_puts(b, ", \"change\": ");
	audit_json_str(b, change);
	hcl_buf_printf(b, ", \"accepted\": %s, \"old_meaning\": ", accepted ? "true" : "false");
	audit_json_str(b, p->old_meaning);
	hcl_buf_puts(b, ", \"new_meaning\": ");
	audit_json_str(b, p->new_meaning);
	hcl_buf_puts(b, ", \"rewrite\": ");
	audit_json_str(b, p->replacement);
	hcl_buf_puts(b, ", \"why\": ");
	audit_json_str(b, p->why);
	hcl_buf_printf(b, ", \"rewrite_kind\": \"%s\", \"edits\": [", kinds[p->rewrite]);
	for (unsigned k = 0; k < p->nedits; k++) {
		hcl_buf_puts(b, k ? ", {\"start\": " : "{\"start\": ");
		json_pos(b, p->file, p->edits[k].start);
		hcl_buf_puts(b, ", \"end\": ");
		json_pos(b, p->file, p->edits[k].end);
		hcl_buf_puts(b, ", \"text\": ");
		audit_json_str(b, p->edits[k].text);
		hcl_buf_putc(b, '}');
	}
	hcl_buf_puts(b, "]}");
}

/* The human "rewrite:" of a place: a prefix as the place rewritten; a move as the bytes fix
 * writes (the inserting edit's text), a line each after "| ", where they go, and what goes. */
static void rewrite_text(hcl_buf *b, const rsv_impact *p)
{
	int edits = p->rewrite == RSV_REWRITE_MOVE;
	for (unsigned k = 0; k < p->nedits && p->rewrite == RSV_REWRITE_MIGRATE; k++)
		edits |= p->edits[k].text == p->replacement; /* a delete or a move: where the bytes go */
	if (!edits) {
		hcl_buf_printf(b, "    rewrite: %s\n", p->replacement ? p->replacement : "none");
		if (!p->replacement && p->why)
			hcl_buf_printf(b, "    why:     %s\n", p->why);
		return;
	}
	for (unsigned k = 0; k < p->nedits; k++) {
		const rsv_edit *e = &p->edits[k];
		hcl_pos s = hcl_file_pos(p->file, e->start), x = hcl_file_pos(p->file, e->end);
		if (e->text != p->replacement || !*e->text)
			hcl_buf_printf(b, "%s delete %u:%u-%u:%u", k ? ";" : "    rewrite:", s.line, s.col, x.line, x.col);
		else if (e->start == e->end)
			hcl_buf_printf(b, "%s insert at %u:%u", k ? ";" : "    rewrite:", s.line, s.col);
		else
			hcl_buf_printf(b, "%s replace %u:%u-%u:%u with", k ? ";" : "    rewrite:", s.line, s.col, x.line,
				       x.col);
	}
	hcl_buf_puts(b, *p->replacement ? ":\n" : "\n");
	for (const char *t = p->replacement; *t;) {
		size_t n = strcspn(t, "\n");
		hcl_buf_printf(b, "      |%.*s\n", (int)n, t);
		t += n + (t[n] == '\n');
	}
	size_t len = strlen(p->replacement);
	if (len && p->replacement[len - 1] != '\n')
		hcl_buf_puts(b, "      \\ no newline after it\n");
}

static void impact_text(const audit_run *r, hcl_buf *b, const rsv_impact *p, const char *text, const char *change)
{
	hcl_pos s = hcl_file_pos(p->file, p->start);
	if (r->format == AUDIT_MARKDOWN) {
		hcl_buf_printf(b, "| %s:%u:%u |", p->file->name, s.line, s.col);
		md_cell(b, text, 1);
		md_cell(b, p->old_meaning, 0);
		md_cell(b, p->new_meaning, 0);
		md_cell(b, p->replacement ? p->replacement : p->why ? p->why : "none", p->replacement != NULL);
		md_cell(b, change, 0);
		hcl_buf_putc(b, '\n');
		return;
	}
	hcl_buf_printf(b, "  %s:%u:%u: %s\n    was:     %s\n    now:     %s\n", p->file->name, s.line, s.col, text,
		       p->old_meaning, p->new_meaning);
	rewrite_text(b, p);
	if (change)
		hcl_buf_printf(b, "    change:  %s\n", change);
}

static void diag_entry(const audit_run *r, hcl_buf *b, const rsv_audit_diag *x, int is_new, int first)
{
	hcl_pos s = hcl_file_pos(x->file, x->d->start);
	const char *sev = x->d->severity == HCL_ERROR ? "error" : "warning";
	if (r->format == AUDIT_JSON) {
		hcl_buf_printf(b, "%s\n        {\"side\": \"%s\", \"file\": ", first ? "" : ",", is_new ? "new" : "old");
		audit_json_str(b, x->file->name);
		hcl_buf_printf(b, ", \"line\": %u, \"column\": %u, \"severity\": \"%s\", \"code\": ", s.line, s.col, sev);
		audit_json_str(b, x->d->code);
		hcl_buf_puts(b, ", \"summary\": ");
		audit_json_str(b, x->d->summary);
		hcl_buf_putc(b, '}');
	} else if (r->format == AUDIT_MARKDOWN) {
		hcl_buf_printf(b, "  - %s `%s:%u:%u` %s: %s%s%s%s\n", is_new ? "new" : "gone", x->file->name, s.line, s.col,
			       sev, x->d->summary, x->d->code ? " (" : "", x->d->code ? x->d->code : "",
			       x->d->code ? ")" : "");
	} else {
		hcl_buf_printf(b, "    %c %s:%u:%u: %s: %s%s%s%s\n", is_new ? '+' : '-', x->file->name, s.line, s.col, sev,
			       x->d->summary, x->d->code ? " [" : "", x->d->code ? x->d->code : "",
			       x->d->code ? "]" : "");
	}
}

/* A module that regressed or was fixed, with the diagnostics that differ. */
static void module_entry(const audit_run *r, hcl_buf *b, unsigned count, const rsv_module *m, const rsv_audit *a,
			 int accepted)
{
	const char *mark = accepted ? "; every new error in a place of an accepted change" : "";
	if (r->format == AUDIT_SARIF)
		return;
	if (r->format == AUDIT_JSON) {
		hcl_buf_printf(b, "%s\n      {\"module\": ", count ? "," : "");
		audit_json_str(b, m->name);
		hcl_buf_printf(b, ", \"old_errors\": %u, \"new_errors\": %u, \"accepted\": %s, \"diagnostics\": [",
			       a->old_errors, a->new_errors, accepted ? "true" : "false");
	} else if (r->format == AUDIT_MARKDOWN) {
		hcl_buf_printf(b, "- `%s` (%u → %u errors%s)\n", m->name, a->old_errors, a->new_errors, mark);
	} else {
		hcl_buf_printf(b, "  %s (%u -> %u errors%s)\n", m->name, a->old_errors, a->new_errors, mark);
	}
	for (uint32_t i = 0; i < a->nonly_old; i++)
		diag_entry(r, b, &a->only_old[i], 0, i == 0);
	for (uint32_t i = 0; i < a->nonly_new; i++)
		diag_entry(r, b, &a->only_new[i], 1, i == 0 && a->nonly_old == 0);
	if (r->format == AUDIT_JSON)
		hcl_buf_puts(b, a->nonly_old + a->nonly_new ? "\n      ]}" : "]}");
}

/* Whether a module whose new errors are those of a fails the audit: one of them is not in
 * a place whose change is accepted or not shown. */
static int module_gates(const audit_run *r, const rsv_audit *a)
{
	for (uint32_t i = 0; i < a->nonly_new; i++)
		if (audit_new_error(a, i) &&
		    audit_gates(r, audit_explained_by(a, a->only_new[i].file, a->only_new[i].d->start), 1))
			return 1;
	return 0;
}

static int new_errors(const rsv_audit *a)
{
	for (uint32_t i = 0; i < a->nonly_new; i++)
		if (audit_new_error(a, i))
			return 1;
	return 0;
}

/* audit_render_module's work, its short texts in tmp. */
static int render_module(const audit_run *r, audit_found *f, rsv_module *m, const rsv_audit *a, hcl_arena *tmp)
{
	f->scanned++;
	f->files += m->nfiles;
	int regressed = a->old_errors == 0 && a->new_errors > 0, fixed = a->old_errors > 0 && a->new_errors == 0;
	int worsened = a->old_errors > 0 && new_errors(a);
	int oom = 0, shown = 0;
	for (uint32_t i = 0; i < a->nimpacts; i++) {
		const rsv_impact *p = &a->impacts[i];
		if (!audit_shown(r, p->change))
			continue;
		shown++;
		f->gating += audit_gates(r, p->change, 1);
		const char *text = first_line(tmp, p->text), *change = change_text(r, tmp, p->change);
		if (hcl_grow((void **)&f->changes, &f->capchanges, f->nchanges + 1, sizeof *f->changes) == 0)
			f->changes[f->nchanges++] = (p->change < 0 ? (int)r->diff->n : p->change) * AUDIT_NCOUNTS + AUDIT_PLACES;
		else
			oom = 1;
		if (r->format == AUDIT_JSON)
			impact_json(&f->impact, f->nimpact == 0, p, text, change, p->change >= 0 && r->accepted[p->change]);
		else if (r->format == AUDIT_SARIF)
			audit_impact_sarif(r, &f->impact, f->nimpact == 0, p, text);
		else
			impact_text(r, &f->impact, p, text, change);
		f->nimpact++;
	}
	f->affected += shown > 0 || regressed || worsened || fixed;
	oom |= audit_group_module(r, f, a, regressed, worsened, fixed) != 0;
	int gates = (regressed || worsened) && module_gates(r, a);
	f->gating += gates;
	if (regressed)
		module_entry(r, &f->regressed, f->nregressed++, m, a, !gates);
	if (worsened)
		module_entry(r, &f->worsened, f->nworsened++, m, a, !gates);
	if (fixed)
		module_entry(r, &f->fixed, f->nfixed++, m, a, 0);
	return oom || f->impact.oom || f->regressed.oom || f->worsened.oom || f->fixed.oom ? -1 : 0;
}

int audit_render_module(const audit_run *r, audit_found *f, rsv_module *m, const rsv_audit *a)
{
	hcl_arena tmp;
	hcl_oom h; /* out of memory in tmp: -1, what f holds is the caller's to free */
	hcl_arena_init(&tmp);
	h.held = NULL;
	tmp.oom = &h;
	int volatile rc = -1;
	if (!setjmp(h.jb))
		rc = render_module(r, f, m, a, &tmp);
	hcl_arena_free(&tmp);
	return rc;
}

/* Appends from's text to to's; in JSON a comma joins two lists (SARIF's
 * places too) where a one-thread run gives the comma to from's first entry. */
static void join(hcl_buf *to, unsigned nto, const hcl_buf *from, unsigned nfrom, int comma)
{
	if (comma && nto && nfrom)
		hcl_buf_putc(to, ',');
	if (from->n)
		hcl_buf_put(to, from->p, from->n);
}

void audit_add(audit_run *r, audit_found *f)
{
	audit_found *all = &r->all;
	int json = r->format == AUDIT_JSON;
	join(&all->impact, all->nimpact, &f->impact, f->nimpact, json || r->format == AUDIT_SARIF);
	join(&all->regressed, all->nregressed, &f->regressed, f->nregressed, json);
	join(&all->worsened, all->nworsened, &f->worsened, f->nworsened, json);
	join(&all->fixed, all->nfixed, &f->fixed, f->nfixed, json);
	audit_group_add(r, f);
	all->nimpact += f->nimpact;
	all->nregressed += f->nregressed;
	all->nworsened += f->nworsened;
	all->nfixed += f->nfixed;
	all->gating += f->gating;
	all->scanned += f->scanned;
	all->affected += f->affected;
	all->files += f->files;
	audit_found_free(f);
}

void audit_found_free(audit_found *f)
{
	hcl_buf_free(&f->impact);
	hcl_buf_free(&f->regressed);
	hcl_buf_free(&f->worsened);
	hcl_buf_free(&f->fixed);
	free(f->changes);
	free(f->codes);
	memset(f, 0, sizeof *f);
}

/* ---- the whole report --------------------------------------------------------------- */

static void side_json(hcl_buf *b, const char *key, const audit_side *s)
{
	hcl_buf_printf(b, "  \"%s\": {\"language\": ", key);
	audit_json_str(b, s->l->name);
	hcl_buf_puts(b, ", \"version\": ");
	audit_json_str(b, s->l->version);
	hcl_buf_puts(b, ", \"spec\": ");
	audit_json_str(b, s->given);
	hcl_buf_puts(b, ", \"file\": ");
	audit_json_str(b, s->path);
	hcl_buf_puts(b, "},\n");
}

static void change_json(const audit_run *r, hcl_buf *b, size_t i, int first)
{
	const spec_change *c = &r->diff->v[i];
	const char *accepted = r->accepted[i];
	hcl_buf_printf(b, "%s\n    {\"kind\": \"%s\", \"name\": ", first ? "" : ",", spec_change_kind_names[c->kind]);
	audit_json_str(b, c->name);
	hcl_buf_puts(b, ", \"where\": ");
	audit_json_str(b, c->where);
	hcl_buf_printf(b, ", \"change\": \"%s\", \"old\": ", spec_change_op_names[c->op]);
	audit_json_str(b, c->old_value);
	hcl_buf_puts(b, ", \"new\": ");
	audit_json_str(b, c->new_value);
	hcl_buf_printf(b, ", \"class\": \"%s\", \"reason\": ", spec_class_names[c->cls]);
	audit_json_str(b, c->reason);
	hcl_buf_puts(b, ", \"escape\": ");
	audit_json_str(b, c->escape);
	hcl_buf_puts(b, ", \"note\": ");
	audit_json_str(b, c->note);
	hcl_buf_puts(b, ", \"migrate\": ");
	if (c->migrate) {
		hcl_buf_printf(b, "{\"kind\": \"%s\", \"to\": ", spec_migrate_names[c->migrate]);
		audit_json_str(b, c->migrate_to);
		hcl_buf_putc(b, '}');
	} else {
		hcl_buf_puts(b, "null");
	}
	hcl_buf_printf(b, ", \"flag\": %s, \"accepted\": ", c->flag ? "\"code_reused\"" : "null");
	audit_json_str(b, accepted);
	audit_change_counts_json(r, b, i);
	hcl_buf_putc(b, '}');
}

static void print_json(audit_run *r, hcl_buf *b)
{
	const spec_diff *d = r->diff;
	hcl_buf_puts(b, "{\n  \"format_version\": \"1.0\",\n");
	side_json(b, "old", &r->old_side);
	side_json(b, "new", &r->new_side);
	hcl_buf_puts(b, "  \"changes\": [");
	unsigned shown = 0, accepted = 0;
	for (size_t i = 0; i < d->n; i++) {
		accepted += r->accepted[i] != NULL;
		if (audit_shown(r, (int)i))
			change_json(r, b, i, shown++ == 0);
	}
	hcl_buf_printf(b, "%s],\n  \"impact\": [", shown ? "\n  " : "");
	hcl_buf_put(b, r->all.impact.p ? r->all.impact.p : "", r->all.impact.n);
	hcl_buf_printf(b, "%s],\n  \"modules\": {\"scanned\": %u, \"affected\": %u, \"regressed\": [", r->all.nimpact ? "\n  " : "",
		       r->all.scanned, r->all.affected);
	hcl_buf_put(b, r->all.regressed.p ? r->all.regressed.p : "", r->all.regressed.n);
	hcl_buf_printf(b, "%s], \"worsened\": [", r->all.nregressed ? "\n    " : "");
	hcl_buf_put(b, r->all.worsened.p ? r->all.worsened.p : "", r->all.worsened.n);
	hcl_buf_printf(b, "%s], \"fixed\": [", r->all.nworsened ? "\n    " : "");
	hcl_buf_put(b, r->all.fixed.p ? r->all.fixed.p : "", r->all.fixed.n);
	hcl_buf_puts(b, r->all.nfixed ? "\n    ]" : "]");
	audit_groups_json(r, b);
	hcl_buf_printf(b,
		       "%s},\n  \"summary\": {\"safe\": %u, \"escapable\": %u, \"breaking\": %u, \"flagged\": %u, "
		       "\"accepted\": %u},\n",
		       "", d->count[SPEC_SAFE], d->count[SPEC_ESCAPABLE], d->count[SPEC_BREAKING], d->flagged, accepted);
	/* what kept the audit from reading all it was given, as check's JSON says it */
	hcl_buf_puts(b, "  \"diagnostics\": [");
	const char *summary = NULL, *detail = NULL;
	for (const char *code = NULL; (code = cli_report_next(&r->failed, code, &summary, &detail));) {
		hcl_buf_printf(b, "%s\n    {\"severity\": \"error\", \"summary\": ", code == r->failed.failures.p ? "" : ",");
		audit_json_str(b, summary);
		hcl_buf_puts(b, ", \"detail\": ");
		audit_json_str(b, detail);
		hcl_buf_puts(b, ", \"code\": ");
		audit_json_str(b, code);
		hcl_buf_putc(b, '}');
	}
	hcl_buf_printf(b, "%s],\n  \"valid\": %s\n}\n", r->failed.nfailures ? "\n  " : "",
		       r->failed.nfailures ? "false" : "true");
}

static void text_change(audit_run *r, hcl_buf *b, const spec_change *c, const char *accepted)
{
	if (r->format == AUDIT_MARKDOWN) {
		hcl_buf_printf(b, "| %s |", spec_change_kind_names[c->kind]);
		md_cell(b, c->name, 1);
		md_cell(b, c->where, 1);
		hcl_buf_printf(b, " %s |", spec_change_op_names[c->op]);
		md_cell(b, c->old_value, 0);
		md_cell(b, c->new_value, 0);
		hcl_buf t = {0};
		hcl_buf_printf(&t, "%s%s%s%s%s", c->reason, c->note ? " Note: " : "", c->note ? c->note : "",
			       accepted ? " (accepted: " : "", accepted ? accepted : "");
		if (accepted)
			hcl_buf_putc(&t, ')');
		md_cell(b, t.oom ? c->reason : t.p, 0);
		hcl_buf_free(&t);
		md_cell(b, c->escape, 1);
		hcl_buf_putc(b, '\n');
		return;
	}
	hcl_buf_puts(b, "  ");
	audit_change_label(b, c);
	if (c->old_value && c->new_value)
		hcl_buf_printf(b, ": %s -> %s", c->old_value, c->new_value);
	else if (c->old_value || c->new_value)
		hcl_buf_printf(b, ": %s", c->old_value ? c->old_value : c->new_value);
	hcl_buf_printf(b, "\n      %s\n", c->reason);
	if (c->escape)
		hcl_buf_printf(b, "      escape: %s\n", c->escape);
	if (c->note)
		hcl_buf_printf(b, "      note: %s\n", c->note);
	if (accepted)
		hcl_buf_printf(b, "      accepted: %s\n", accepted);
}

static void text_section(audit_run *r, hcl_buf *b, int cls, int flagged)
{
	const spec_diff *d = r->diff;
	unsigned n = 0;
	for (size_t i = 0; i < d->n; i++)
		n += audit_shown(r, (int)i) &&
		     (flagged ? d->v[i].flag != SPEC_FLAG_NONE : d->v[i].cls == cls && d->v[i].flag == SPEC_FLAG_NONE);
	const char *title = flagged ? "Flagged: codes that name a different diagnostic now" : class_titles[cls];
	if (!n)
		return;
	if (r->format == AUDIT_MARKDOWN)
		hcl_buf_printf(b, "\n### %s (%u)\n\n| kind | name | where | change | before | after | reason | escape |\n"
				  "|---|---|---|---|---|---|---|---|\n",
			       title, n);
	else
		hcl_buf_printf(b, "\n%s (%u):\n", title, n);
	for (size_t i = 0; i < d->n; i++)
		if (audit_shown(r, (int)i) &&
		    (flagged ? d->v[i].flag != SPEC_FLAG_NONE : d->v[i].cls == cls && d->v[i].flag == SPEC_FLAG_NONE))
			text_change(r, b, &d->v[i], r->accepted[i]);
}

static void text_modules(audit_run *r, hcl_buf *b)
{
	int md = r->format == AUDIT_MARKDOWN;
	const char *o = r->old_side.given, *n = r->new_side.given;
	hcl_buf_printf(b, md ? "\n### Impact\n\n%u place%s read differently; %u of %u module%s affected.\n"
			     : "\nImpact: %u place%s read differently; %u of %u module%s affected\n",
		       r->all.nimpact, r->all.nimpact == 1 ? "" : "s", r->all.affected, r->all.scanned, r->all.scanned == 1 ? "" : "s");
	if (r->all.nimpact && md)
		hcl_buf_puts(b, "\n| place | text | before | after | rewrite | change |\n|---|---|---|---|---|---|\n");
	hcl_buf_put(b, r->all.impact.p ? r->all.impact.p : "", r->all.impact.n);
	hcl_buf_printf(b, md ? "\n### Regressed: %u module%s (no errors under `%s`, errors under `%s`)\n\n"
			     : "\nRegressed: %u module%s (no errors under %s, errors under %s)\n",
		       r->all.nregressed, r->all.nregressed == 1 ? "" : "s", o, n);
	hcl_buf_put(b, r->all.regressed.p ? r->all.regressed.p : "", r->all.regressed.n);
	if (r->all.nworsened)
		hcl_buf_printf(b, md ? "\n### Worsened: %u module%s (errors under `%s`, new ones under `%s`)\n\n"
				     : "\nWorsened: %u module%s (errors under %s, new ones under %s)\n",
			       r->all.nworsened, r->all.nworsened == 1 ? "" : "s", o, n);
	hcl_buf_put(b, r->all.worsened.p ? r->all.worsened.p : "", r->all.worsened.n);
	hcl_buf_printf(b, md ? "\n### Fixed: %u module%s (errors under `%s`, none under `%s`)\n\n"
			     : "\nFixed: %u module%s (errors under %s, none under %s)\n",
		       r->all.nfixed, r->all.nfixed == 1 ? "" : "s", o, n);
	hcl_buf_put(b, r->all.fixed.p ? r->all.fixed.p : "", r->all.fixed.n);
	audit_groups_text(r, b);
}

/* The last line when the audit could not read all it was given: that it is incomplete, and
 * why (the first problem; the others are on standard error). */
static void incomplete(const audit_run *r, hcl_buf *b)
{
	const char *summary = NULL, *detail = NULL;
	if (!cli_report_next(&r->failed, NULL, &summary, &detail))
		return;
	hcl_buf_printf(b, "\n%sreserve audit: incomplete: %s: %s%s%s\n", r->format == AUDIT_MARKDOWN ? "**" : "",
		       summary, detail, r->failed.nfailures > 1 ? " (and more: see standard error)" : "",
		       r->format == AUDIT_MARKDOWN ? "**" : "");
}

static void print_text(audit_run *r, hcl_buf *b)
{
	const spec_diff *d = r->diff;
	const spec_lang *o = r->old_side.l, *n = r->new_side.l;
	int md = r->format == AUDIT_MARKDOWN;
	hcl_buf_printf(b, md ? "## %s %s → %s %s\n\n`reserve audit %s %s`: " : "reserve audit: %s %s (%s) -> %s %s (%s)\n",
		       o->display ? o->display : o->name, o->version ? o->version : "", n->display ? n->display : n->name,
		       n->version ? n->version : "", r->old_side.given, r->new_side.given);
	if (!md) {
		/* the human header names the specs after the versions */
		hcl_buf_reset(b);
		hcl_buf_printf(b, "reserve audit: %s %s (%s) -> %s %s (%s)\n", o->display ? o->display : o->name,
			       o->version ? o->version : "", r->old_side.given, n->display ? n->display : n->name,
			       n->version ? n->version : "", r->new_side.given);
	}
	hcl_buf_printf(b, md ? "%u breaking, %u escapable, %u safe; %u code%s reused.\n"
			     : "Changes: %u breaking, %u escapable, %u safe; %u code%s reused\n",
		       d->count[SPEC_BREAKING], d->count[SPEC_ESCAPABLE], d->count[SPEC_SAFE], d->flagged,
		       d->flagged == 1 ? "" : "s");
	unsigned accepted = 0;
	for (size_t i = 0; i < d->n; i++)
		accepted += r->accepted[i] != NULL;
	if (accepted || r->min_class != SPEC_SAFE) {
		b->n--; /* after the counts, before the end of their line */
		if (md)
			b->n--;
		if (accepted)
			hcl_buf_printf(b, "; %u accepted", accepted);
		if (r->min_class != SPEC_SAFE)
			hcl_buf_printf(b, "; shown: %s and worse", spec_class_names[r->min_class]);
		hcl_buf_puts(b, md ? ".\n" : "\n");
	}
	for (size_t k = 0; k < sizeof class_order / sizeof class_order[0]; k++) {
		text_section(r, b, class_order[k], 0);
		if (class_order[k] == SPEC_ESCAPABLE)
			text_section(r, b, 0, 1);
	}
	if (r->paths)
		text_modules(r, b);
	incomplete(r, b);
}

void audit_print(audit_run *r, FILE *out)
{
	hcl_buf b = {0};
	audit_groups_sort(r);
	if (r->format == AUDIT_JSON)
		print_json(r, &b);
	else if (r->format == AUDIT_SARIF)
		audit_print_sarif(r, &b);
	else
		print_text(r, &b);
	if (b.oom)
		fputs("reserve audit: out of memory\n", stderr);
	else
		cli_write_utf8(out, b.p, b.n);
	hcl_buf_free(&b);
}
