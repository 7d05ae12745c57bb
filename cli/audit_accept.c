/* audit_accept.c - the changes a project has acknowledged (`reserve audit --accept FILE`, and
 * the same list in the .reserve.hcl found as `reserve check` finds it): an object
 * `audit_accept = { "KIND:NAME[:WHERE]" = "REASON" }`.  An accepted change is still shown,
 * with its reason, and does not fail the audit; an entry that matches no change is an error
 * with its file and line, so a typo never accepts silently. */
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "lint.h"

/* The argument of the list, in an accept file and in .reserve.hcl alike. */
#define ACCEPT_KEY CLI_CONFIG_AUDIT_ACCEPT

int audit_changes_named(const spec_diff *d, const char *key, uint8_t *sel)
{
	return spec_diff_named(d, key, sel);
}

/* Marks the changes of r that key names as accepted for reason; as audit_changes_named. */
static int mark(audit_run *r, const char *key, const char *reason)
{
	uint8_t *sel = calloc(r->diff->n + 1, 1);
	int hits = sel ? audit_changes_named(r->diff, key, sel) : -1;
	for (size_t i = 0; hits > 0 && i < r->diff->n; i++)
		if (sel[i])
			r->accepted[i] = reason;
	free(sel);
	return hits;
}

/* Reads the list of file f (parsed); every entry must name a change.  The number of
 * problems (printed on stderr as FILE:LINE: ...). */
static int read_list(audit_run *r, hcl_file *f)
{
	int bad = 0;
	const hcl_attr *a = f->body ? rsv_attr(f->body, ACCEPT_KEY) : NULL;
	if (!a)
		return 0;
	if (a->expr->kind != HCL_E_OBJECT) {
		fprintf(stderr, "reserve audit: %s:%u: %s must be an object: { \"KIND:NAME[:WHERE]\" = \"REASON\" }\n",
			f->name, hcl_file_pos(f, a->start).line, ACCEPT_KEY);
		return 1;
	}
	for (const hcl_expr *it = a->expr->list; it; it = it->next) {
		unsigned line = hcl_file_pos(f, it->start).line;
		const char *key = cli_config_string(f, it->a), *reason = cli_config_string(f, it->b);
		int hits = key && reason && *reason ? mark(r, key, reason) : -2;
		if (hits == -2)
			fprintf(stderr, "reserve audit: %s:%u: an entry is \"KIND:NAME[:WHERE]\" = \"REASON\", both quoted "
					"strings, the reason not empty\n", f->name, line);
		else if (hits < 0)
			fprintf(stderr, "reserve audit: %s:%u: '%s': no such kind of change (doc/audit.md lists them)\n",
				f->name, line, key);
		else if (hits == 0)
			fprintf(stderr, "reserve audit: %s:%u: '%s' matches no change of %s -> %s\n", f->name, line, key,
				r->old_side.given, r->new_side.given);
		bad += hits <= 0;
	}
	return bad;
}

int audit_accept_read(audit_run *r, const char *path, int config)
{
	char *found = config ? cli_config_find() : NULL;
	const char *files[2] = {path, found};
	int bad = 0;
	for (int i = 0; i < 2; i++) {
		if (!files[i])
			continue;
		size_t len;
		int err = 0;
		char *text = hcl_read_file(files[i], &len, &err);
		hcl_file *f = text ? hcl_parse_owned(files[i], text, len, HCL_MODE_CONFIG) : NULL;
		if (!f) {
			fprintf(stderr, "reserve audit: %s: %s\n", files[i], text ? "file too large" : strerror(err));
			bad++;
			continue;
		}
		f->arena.oom = cli_oom;
		if (f->nerrors) {
			cli_print_diags(stderr, f, cli_use_color(stderr));
			bad++;
		} else {
			bad += read_list(r, f);
		}
		f->arena.oom = NULL; /* its texts are read by the workers: no more allocation */
		/* the reasons live in the file's arena, kept until the run ends */
		if (hcl_grow((void **)&r->accept_files, &r->capaccept, r->naccept + 1, sizeof *r->accept_files) != 0) {
			hcl_file_free(f);
			bad++;
		} else {
			r->accept_files[r->naccept++] = f;
		}
	}
	free(found);
	return bad ? -1 : 0;
}

void audit_accept_free(audit_run *r)
{
	for (size_t i = 0; i < r->naccept; i++)
		hcl_file_free(r->accept_files[i]);
	free(r->accept_files);
	free(r->accepted);
}

int audit_shown(const audit_run *r, int i)
{
	return i < 0 || r->diff->v[i].cls >= r->min_class || r->diff->v[i].flag != SPEC_FLAG_NONE;
}

int audit_gates(const audit_run *r, int i, int place)
{
	if (i < 0)
		return 1;
	const spec_change *c = &r->diff->v[i];
	return audit_shown(r, i) && !r->accepted[i] && (place || c->cls != SPEC_SAFE || c->flag != SPEC_FLAG_NONE);
}
