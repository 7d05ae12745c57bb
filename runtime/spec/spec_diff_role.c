/* spec_diff_role.c - the diagnostic roles whose presence in a release's catalogue is itself a
 * rule of the language, with no table of the spec to judge it by: their arrival and departure
 * are classified here, by the modules they turn from valid to invalid (doc/audit.md).  Every
 * other role names the message of a rule whose tables are compared on their own. */
#include <string.h>

#include "spec_diff_int.h"

/* The exempt features of l, "a, b" (NULL for none), in d's arena. */
static const char *exempt_names(spec_diff *d, const spec_lang *l)
{
	hcl_buf b = {0};
	for (uint16_t i = 0; i < l->nfeatures; i++)
		if (l->features[i].exempt)
			hcl_buf_printf(&b, "%s%s", b.n ? ", " : "", l->features[i].name);
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &b, NULL);
	const char *s = b.n ? sd_str(d, "%s", b.p) : NULL;
	hcl_oom_release(&d->arena, &held);
	d->oom |= b.oom;
	hcl_buf_free(&b);
	return s;
}

/* experiments_unavailable (doc/spec.md, "feature"): release builds refuse any experiments
 * argument that does not name exactly one exempt feature.  A module valid under the old
 * release with such an argument that names no current experiment (experiments = [], which
 * carries no experiment and so no waiver of the compatibility promise) is an error now. */
static void experiments_unavailable(spec_diff *d, spec_change *c, const spec_diag *g, int arrives)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	if (!arrives) {
		sd_class(c, SPEC_SAFE, "an experiments argument refused before is read entry by entry: an error turns "
				       "into its entries' own diagnostics or none, and what was read is read the same");
		return;
	}
	if (!o->experiments_in) {
		sd_class(c, SPEC_SAFE, "the old release reads no experiments argument: no module valid under it has one");
		return;
	}
	if (g->severity != SPEC_ERROR) {
		sd_class(c, SPEC_SAFE, "a warning: no module becomes invalid");
		return;
	}
	const char *ex = exempt_names(d, n);
	sd_class(c, SPEC_BREAKING,
		 sd_str(d, "release builds refuse every %s.experiments argument%s%s%s: a module valid under the old "
			   "release with one that names no experiment (experiments = []) is an error now (one that "
			   "names a current experiment has no compatibility promise)",
			o->experiments_in, ex ? " that does not name exactly one exempt feature (" : "", ex ? ex : "",
			ex ? ")" : ""));
}

/* The roles that are rules by their presence: role, judge. */
static const struct {
	int role; /* spec_rule_role */
	void (*judge)(spec_diff *d, spec_change *c, const spec_diag *g, int arrives);
} switches[] = {
	{SPEC_RULE_EXPERIMENTS_UNAVAILABLE, experiments_unavailable},
};

int sd_role_switch(spec_diff *d, spec_change *c, const spec_diag *g, int arrives)
{
	const spec_lang *other = arrives ? d->old_lang : d->new_lang;
	if (!g->role || spec_diag_role(other, g->role))
		return 0; /* the role stays: the rule is the same on both sides */
	for (size_t i = 0; i < sizeof switches / sizeof switches[0]; i++)
		if (strcmp(spec_rule_patterns[switches[i].role], g->role) == 0) {
			switches[i].judge(d, c, g, arrives);
			return 1;
		}
	return 0;
}
