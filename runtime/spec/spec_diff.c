/* spec_diff.c - the change list between two specs: roots (classified by how each release
 * reads ROOT.… in every kind of module), type keywords, features and their states,
 * editions and diagnostics.  Block types are compared in spec_diff_block.c.  The rules
 * are doc/audit.md's; nothing here names a root, block or feature of any language. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_diff.h"
#include "spec_diff_int.h"


/* ---- roots ----------------------------------------------------------------------- */

/* One kind of module a root can be read in. */
typedef struct situation {
	int testing;  /* in a test file */
	int has_res;  /* the module declares a managed resource of the root's type */
	int old_on, new_on; /* the owning feature is on, under each release */
	const char *how;    /* what switches it on, for the reason */
} situation;

typedef struct reading {
	int root;  /* the root read, or -1: the fallback (a managed resource) */
	int valid; /* a module can use it without an error */
} reading;

/* How l reads NAME.… (rsv_ref.c's choice of root): a test-scope root only in
 * test files; a feature's root only when the feature is on, except that a
 * selectable feature's root is also read, for a better error, in a module
 * with no resource of that type; anything else is the fallback, valid when
 * the resource is declared. */
static reading read_root(const spec_lang *l, const char *name, const situation *s, int on)
{
	reading rd = {-1, s->has_res};
	int r = spec_root_index(l, name, strlen(name));
	if (r >= 0 && l->roots[r].scope == SPEC_SCOPE_TESTING && !s->testing)
		r = -1;
	if (r >= 0 && l->roots[r].feature >= 0) {
		int st = l->features[l->roots[r].feature].state;
		if ((st == SPEC_SELECTABLE && !on && s->has_res) || (st == SPEC_EXPERIMENT && !on) ||
		    st == SPEC_REMOVED || st == SPEC_CONCLUDED)
			r = -1;
		else if (!on)
			return (reading){r, 0}; /* the feature's "undefined" error */
	}
	if (r < 0)
		return rd;
	rd.root = r;
	rd.valid = l->roots[r].form != SPEC_FORM_RESERVED;
	return rd;
}

static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Two roots that read references the same way. */
static int same_root(const spec_root *a, const spec_root *b)
{
	return a->form == b->form && a->alias == b->alias && a->escape == b->escape &&
	       a->no_remaining == b->no_remaining && a->declared_by == b->declared_by &&
	       same_str(a->subject, b->subject) && same_str(a->instance_subject, b->instance_subject) &&
	       same_str(a->mode, b->mode);
}

static int same_reading(const spec_diff *d, reading o, reading n)
{
	if (o.root < 0 || n.root < 0)
		return o.root < 0 && n.root < 0 && same_root(&d->old_lang->fallback, &d->new_lang->fallback);
	return same_root(&d->old_lang->roots[o.root], &d->new_lang->roots[n.root]);
}

static const char *article(const char *word)
{
	return word && word[0] && strchr("aeiouAEIOU", word[0]) ? "an" : "a";
}

static const char *describe(spec_diff *d, const spec_lang *l, const char *name, reading r)
{
	if (r.root < 0)
		return sd_str(d, "%s %s resource of type \"%s\"", article(l->fallback.mode), l->fallback.mode,
			      name);
	const spec_root *x = &l->roots[r.root];
	if (x->form == SPEC_FORM_RESERVED)
		return "a reserved name (an error)";
	if (!r.valid)
		return sd_str(d, "the feature %s's reference, an error while it is off",
			      l->features[x->feature].name);
	const char *tail = x->no_remaining ? ", with no attribute after it" : "";
	if (x->form == SPEC_FORM_TYPE_NAME && x->mode)
		return sd_str(d, "a reference to %s %s resource%s", article(x->mode), x->mode, tail);
	return sd_str(d, "%s %s reference (form %s)%s", article(x->subject), x->subject ? x->subject : "",
		      spec_form_names[x->form], tail);
}

static const char *root_value(spec_diff *d, const spec_lang *l, int r)
{
	const spec_root *x = &l->roots[r];
	return sd_str(d, "%s%s%s%s%s%s%s%s", spec_form_names[x->form], x->subject ? " " : "", x->subject ? x->subject : "",
		      x->mode ? " mode=" : "", x->mode ? x->mode : "", x->no_remaining ? " no_remaining" : "",
		      x->scope == SPEC_SCOPE_TESTING ? " (test files)" : "",
		      x->feature >= 0 ? sd_str(d, " feature=%s", l->features[x->feature].name) : "");
}

static int in_pack(const spec_lang *l, int edition, int feature)
{
	if (edition < 0 || feature < 0)
		return 0;
	for (uint16_t k = 0; k < l->editions[edition].nfeatures; k++)
		if (l->editions[edition].features[k] == feature)
			return 1;
	return 0;
}

static int default_edition(const spec_lang *l)
{
	for (uint16_t e = 0; e < l->neditions; e++)
		if (l->editions[e].is_default)
			return e;
	return -1;
}

static int edition_index(const spec_lang *l, const char *name)
{
	for (uint16_t e = 0; e < l->neditions; e++)
		if (strcmp(l->editions[e].name, name) == 0)
			return e;
	return -1;
}

static int owner(const spec_lang *l, const char *name)
{
	int r = spec_root_index(l, name, strlen(name));
	return r >= 0 ? l->roots[r].feature : -1;
}

/* The ways a module valid under the old release can switch the root's
 * feature on, under each release: fills s[] (with has_res and testing left
 * to the caller) and returns how many. */
static int opt_ins(const spec_diff *d, const char *name, int eo, int en, situation *s)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	int fo = owner(o, name), fn = owner(n, name), k = 0;
	const spec_feature *po = fo >= 0 ? &o->features[fo] : NULL, *pn = fn >= 0 ? &n->features[fn] : NULL;
	int base_o = in_pack(o, eo, fo), base_n = in_pack(n, en, fn);
	s[k++] = (situation){0, 0, base_o, base_n, NULL};
	if (po && (po->state == SPEC_EXPERIMENT || po->state == SPEC_SELECTABLE)) {
		int same = pn && ((po->state == SPEC_EXPERIMENT && pn->state == SPEC_EXPERIMENT &&
				   strcmp(po->name, pn->name) == 0) ||
				  (po->state == SPEC_SELECTABLE && pn->state == SPEC_SELECTABLE && po->opt_in >= 0 &&
				   pn->opt_in >= 0 &&
				   strcmp(o->blocks[po->opt_in].type, n->blocks[pn->opt_in].type) == 0));
		s[k++] = (situation){0, 0, 1, base_n || same, po->state == SPEC_EXPERIMENT ? "experiment" : "block"};
	}
	if (pn && pn->state == SPEC_SELECTABLE && pn->opt_in >= 0 &&
	    spec_block_index(o, n->blocks[pn->opt_in].type, -1) >= 0) {
		int same = po && po->state == SPEC_SELECTABLE && po->opt_in >= 0 &&
			   strcmp(o->blocks[po->opt_in].type, n->blocks[pn->opt_in].type) == 0;
		s[k++] = (situation){0, 0, base_o || same, 1, "block"};
	}
	if (pn && pn->state == SPEC_EXPERIMENT) {
		int f = spec_feature_index(o, pn->name);
		if (f >= 0 && o->features[f].state == SPEC_EXPERIMENT)
			s[k++] = (situation){0, 0, base_o || f == fo, 1, "experiment"};
	}
	return k;
}

/* Who decides whether the new release reads NAME as a root. */
static const char *ownership(spec_diff *d, const char *name)
{
	const spec_lang *n = d->new_lang;
	int r = spec_root_index(n, name, strlen(name));
	if (r < 0)
		return "no longer a root";
	if (n->roots[r].feature < 0)
		return n->roots[r].scope == SPEC_SCOPE_TESTING ? "a root of every test file (no feature owns it)"
							       : "a root of every module, unconditionally (no feature owns it)";
	const spec_feature *f = &n->features[n->roots[r].feature];
	return sd_str(d, "owned by the %s feature %s", spec_state_names[f->state], f->name);
}

typedef struct verdict {
	int cls;
	const char *reason;
} verdict;

/* Classifies what happens to NAME.… over every kind of module valid under
 * the old release: files and test files, with and without a managed
 * resource of that type, each edition, each way to switch its feature on. */
static verdict judge_root(spec_diff *d, const char *name)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	verdict v = {SPEC_SAFE, NULL};
	int esc = spec_escape_root(n);
	for (int e = -1; e < (int)o->neditions; e++) {
		int eo = e < 0 ? default_edition(o) : e;
		int en = e < 0 ? default_edition(n) : edition_index(n, o->editions[e].name);
		if (e >= 0 && en < 0)
			continue; /* naming it is an error now: the edition's own change */
		situation s[4];
		int k = opt_ins(d, name, eo, en, s);
		for (int i = 0; i < k * 4; i++) {
			situation x = s[i / 4];
			x.testing = i & 1;
			x.has_res = (i >> 1) & 1;
			reading ro = read_root(o, name, &x, x.old_on), rn = read_root(n, name, &x, x.new_on);
			if (!ro.valid || same_reading(d, ro, rn))
				continue;
			int cls = ro.root < 0 && esc >= 0 && rn.root != esc ? SPEC_ESCAPABLE : SPEC_BREAKING;
			if (v.reason && cls <= v.cls)
				continue;
			v.cls = cls;
			v.reason = sd_str(d, "%s; in %s%s%s%s%s%s: %s was %s, and is now %s", ownership(d, name),
					  x.testing ? "test files" : "modules",
					  x.has_res ? sd_str(d, " with a resource of type \"%s\"", name) : "",
					  x.how ? " that opt in by " : "", x.how ? x.how : "",
					  e >= 0 ? " of edition " : "", e >= 0 ? o->editions[e].name : "",
					  sd_str(d, "%s.…", name), describe(d, o, name, ro), describe(d, n, name, rn));
		}
	}
	return v;
}

/* The rewrite of a new root that masks a resource type: the escape root before the text,
 * which OpenTofu's ParseRef reads as ESCAPE.TYPE.NAME (a managed resource whose type is the
 * root's name), whatever the new root's form: resource.ROOT.NAME. */
static const char *root_escape(spec_diff *d, const char *name)
{
	int esc = spec_escape_root(d->new_lang);
	return esc < 0 ? NULL : sd_str(d, "%s.%s.NAME", d->new_lang->roots[esc].name, name);
}

static const char *safe_root_reason(spec_diff *d, const char *name, int op)
{
	const spec_lang *n = d->new_lang;
	int r = spec_root_index(n, name, strlen(name));
	if (op == SPEC_OP_ADDED && r >= 0 && n->roots[r].feature >= 0) {
		const spec_feature *ft = &n->features[n->roots[r].feature];
		if (ft->state == SPEC_SELECTABLE && ft->opt_in >= 0)
			return sd_str(d, "owned by the selectable feature %s: only a module with %s \"%s\" block reads "
					 "it so, and no module valid before has one; the others keep the old meaning",
				      ft->name, article(n->blocks[ft->opt_in].type), n->blocks[ft->opt_in].type);
		if (ft->state == SPEC_EXPERIMENT)
			return sd_str(d, "owned by the experiment %s: only a module that names it reads it so, and no "
					 "module valid before could",
				      ft->name);
	}
	return sd_str(d, "no module valid before reads %s.… differently", name);
}

static void root_attributes(spec_diff *d, const spec_root *a, const spec_root *b)
{
	if (!a->attributes.n && !b->attributes.n)
		return;
	if (!a->attributes.n || !b->attributes.n) {
		spec_change *c = sd_add(d, SPEC_CHANGE_ROOT, SPEC_OP_CHANGED, a->name, "attributes");
		if (!c)
			return;
		c->old_value = a->attributes.n ? sd_names(d, a->attributes) : "any";
		c->new_value = b->attributes.n ? sd_names(d, b->attributes) : "any";
		sd_class(c, a->attributes.n ? SPEC_SAFE : SPEC_BREAKING,
			 a->attributes.n ? "every attribute is accepted now" : "only the listed attributes are accepted now");
		return;
	}
	for (uint16_t i = 0; i < b->attributes.n; i++)
		if (!sd_in(a->attributes, b->attributes.v[i]))
			sd_class(sd_add(d, SPEC_CHANGE_ROOT, SPEC_OP_ADDED, sd_str(d, "%s.%s", b->name, b->attributes.v[i]),
					b->name),
				 SPEC_SAFE, "a new attribute of a root with a fixed set: it was an error before");
	for (uint16_t i = 0; i < a->attributes.n; i++)
		if (!sd_in(b->attributes, a->attributes.v[i]))
			sd_class(sd_add(d, SPEC_CHANGE_ROOT, SPEC_OP_REMOVED, sd_str(d, "%s.%s", a->name, a->attributes.v[i]),
					a->name),
				 SPEC_BREAKING, "a valid reference becomes an error, and nothing else means the same");
}

static void root_change(spec_diff *d, const char *name, int ro, int rn)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	int op = ro < 0 ? SPEC_OP_ADDED : rn < 0 ? SPEC_OP_REMOVED : SPEC_OP_CHANGED;
	const char *ov = ro >= 0 ? root_value(d, o, ro) : NULL, *nv = rn >= 0 ? root_value(d, n, rn) : NULL;
	/* a root in both releases is listed when it reads differently, or when
	 * something else (a feature's state, an edition) changes how it is read */
	verdict v = judge_root(d, name);
	if (op != SPEC_OP_CHANGED || strcmp(ov, nv) != 0 || !same_root(&o->roots[ro], &n->roots[rn]) ||
	    v.cls != SPEC_SAFE) {
		spec_change *c = sd_add(d, SPEC_CHANGE_ROOT, op, name, "");
		if (!c)
			return;
		c->old_value = ov;
		c->new_value = nv;
		if (v.cls == SPEC_SAFE)
			v.reason = safe_root_reason(d, name, op);
		sd_class(c, v.cls, v.reason);
		if (v.cls == SPEC_ESCAPABLE) {
			c->escape = root_escape(d, name);
			c->escape_kind = SPEC_ESCAPE_PREFIX;
		}
	}
	if (ro < 0 || rn < 0)
		return;
	const spec_root *a = &o->roots[ro], *b = &n->roots[rn];
	root_attributes(d, a, b);
	if (!same_str(a->requires_argument, b->requires_argument)) {
		spec_change *c = sd_add(d, SPEC_CHANGE_ROOT, SPEC_OP_CHANGED, name, "requires_argument");
		if (!c)
			return;
		c->old_value = a->requires_argument;
		c->new_value = b->requires_argument;
		sd_class(c, b->requires_argument ? SPEC_BREAKING : SPEC_SAFE,
			 b->requires_argument ? "valid only where a block sets that argument now"
					      : "valid in more places now");
	}
}

static void diff_roots(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < o->nroots; i++) {
		const char *name = o->roots[i].name;
		root_change(d, name, i, spec_root_index(n, name, strlen(name)));
	}
	for (uint16_t i = 0; i < n->nroots; i++) {
		const char *name = n->roots[i].name;
		if (spec_root_index(o, name, strlen(name)) < 0)
			root_change(d, name, -1, i);
	}
}

/* ---- type keywords ------------------------------------------------------------- */

static int outcome_valid(int out)
{
	switch (out) {
	case SPEC_OUT_NAME:
	case SPEC_OUT_BARE:
	case SPEC_OUT_RESOURCE:
	case SPEC_OUT_INSTANCE:
	case SPEC_OUT_INSTANCE_NOKEY:
	case SPEC_OUT_MODULE:
	case SPEC_OUT_MODULE_INSTANCE:
	case SPEC_OUT_MODULE_OUTPUT:
		return 1;
	default:
		return 0;
	}
}

/* Whether l reads NAME alone, outside type constraints, as a valid
 * reference through a root or the fallback (not as a type keyword). */
static int alone_valid(const spec_lang *l, const char *name)
{
	int r = spec_root_index(l, name, strlen(name));
	if (r >= 0 && l->roots[r].scope == SPEC_SCOPE_TESTING)
		r = -1;
	return outcome_valid(spec_form_outcome(l, r, ""));
}

static void diff_keywords(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < n->type_keywords.n; i++) {
		const char *k = n->type_keywords.v[i];
		if (sd_in(o->type_keywords, k))
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_TYPE_KEYWORD, SPEC_OP_ADDED, k, "");
		if (spec_root_index(n, k, strlen(k)) >= 0)
			sd_class(c, SPEC_SAFE, "a root of that name is read first: the keyword never applies");
		else if (alone_valid(o, k))
			sd_class(c, SPEC_BREAKING, sd_str(d, "\"%s\" alone was a valid reference and is a type keyword now", k));
		else
			sd_class(c, SPEC_SAFE, sd_str(d, "\"%s\" alone was an error (a resource type needs a name)", k));
	}
	for (uint16_t i = 0; i < o->type_keywords.n; i++) {
		const char *k = o->type_keywords.v[i];
		if (sd_in(n->type_keywords, k))
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_TYPE_KEYWORD, SPEC_OP_REMOVED, k, "");
		if (spec_root_index(o, k, strlen(k)) >= 0)
			sd_class(c, SPEC_SAFE, "a root of that name was read first: the keyword never applied");
		else
			sd_class(c, SPEC_BREAKING,
				 sd_str(d, "\"%s\" alone was a type keyword; now it is %s", k,
					alone_valid(n, k) ? "another reference" : "an error"));
	}
	if (o->type_keyword_reference != n->type_keyword_reference && (o->type_keywords.n || n->type_keywords.n)) {
		spec_change *c = sd_add(d, SPEC_CHANGE_TYPE_KEYWORD, SPEC_OP_CHANGED, "type_keyword_result", "");
		if (!c)
			return;
		c->old_value = o->type_keyword_reference ? "reference" : "none";
		c->new_value = n->type_keyword_reference ? "reference" : "none";
		sd_class(c, SPEC_SAFE, "a lone type keyword is valid either way; only whether it counts as a "
				       "reference (to nothing declared) changes");
	}
}

/* ---- features ---------------------------------------------------------------------- */

static const char *feature_value(spec_diff *d, const spec_lang *l, const spec_feature *f)
{
	if (f->state == SPEC_SELECTABLE && f->opt_in >= 0)
		return sd_str(d, "selectable (opt-in: %s \"%s\" block)", article(l->blocks[f->opt_in].type),
			      l->blocks[f->opt_in].type);
	return spec_state_names[f->state];
}

/* Naming a concluded or removed experiment was an error under l. */
static int naming_concluded_fails(const spec_lang *l)
{
	const spec_diag *g = spec_rule_diag(l, SPEC_RULE_EXPERIMENT_CONCLUDED, NULL);
	return !g || g->severity == SPEC_ERROR;
}

static verdict feature_dropped(spec_diff *d, const spec_feature *f)
{
	switch (f->state) {
	case SPEC_SELECTABLE:
		return (verdict){SPEC_BREAKING, "a selectable feature removed: modules that opted in lose it"};
	case SPEC_CONCLUDED:
		if (naming_concluded_fails(d->old_lang))
			return (verdict){SPEC_SAFE, "a concluded feature's entry: naming it was already an error"};
		return (verdict){SPEC_BREAKING, "naming this concluded feature was a warning and is now an error"};
	case SPEC_EXPERIMENT:
		return (verdict){SPEC_SAFE, "an experiment: no compatibility promise covers a module that names one"};
	default:
		return (verdict){SPEC_SAFE, "a removed feature: it was never on, and naming it was an error"};
	}
}

/* A state transition of a feature both releases have. */
static verdict feature_moved(int from, int to)
{
	if (from == SPEC_EXPERIMENT || from == SPEC_REMOVED)
		return (verdict){SPEC_SAFE, from == SPEC_EXPERIMENT
						    ? "an experiment concludes, becomes selectable or is removed with a message"
						    : "it was never on, and naming it was an error"};
	if (from == SPEC_SELECTABLE && to == SPEC_CONCLUDED)
		return (verdict){SPEC_SAFE, "on in every module now: its roots are judged on their own"};
	if (from == SPEC_SELECTABLE)
		return (verdict){SPEC_BREAKING, "modules that opted in by its block lose it"};
	return (verdict){SPEC_BREAKING, to == SPEC_REMOVED ? "a concluded feature removed: modules that use it lose it"
							     : "a concluded feature is no longer on in every module"};
}

static void diff_features(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < o->nfeatures; i++) {
		const spec_feature *a = &o->features[i];
		int j = spec_feature_index(n, a->name);
		if (j < 0) {
			spec_change *c = sd_add(d, SPEC_CHANGE_FEATURE, SPEC_OP_REMOVED, a->name, "");
			verdict v = feature_dropped(d, a);
			if (c)
				c->old_value = feature_value(d, o, a);
			sd_class(c, v.cls, v.reason);
			continue;
		}
		const spec_feature *b = &n->features[j];
		const char *ov = feature_value(d, o, a), *nv = feature_value(d, n, b);
		if (strcmp(ov, nv) == 0)
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_FEATURE, SPEC_OP_CHANGED, a->name, "");
		if (!c)
			return;
		c->old_value = ov;
		c->new_value = nv;
		verdict v = a->state == b->state ? (verdict){SPEC_BREAKING, "its opt-in block type changed: modules "
										"that opted in with the old one lose it"}
						 : feature_moved(a->state, b->state);
		sd_class(c, v.cls, v.reason);
	}
	for (uint16_t j = 0; j < n->nfeatures; j++) {
		const spec_feature *b = &n->features[j];
		if (spec_feature_index(o, b->name) >= 0)
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_FEATURE, SPEC_OP_ADDED, b->name, "");
		if (c)
			c->new_value = feature_value(d, n, b);
		sd_class(c, SPEC_SAFE, b->state == SPEC_EXPERIMENT ? "a new experiment"
				       : b->state == SPEC_SELECTABLE
					       ? "a new selectable feature: a module opts in by its block; its roots are "
						 "judged on their own"
					       : "naming it as an experiment was an error before, and still is");
	}
}

/* ---- editions -------------------------------------------------------------------- */

/* The features of one pack that the other lacks, by name: whether any is
 * not concluded (so switching it changes modules), and their list. */
static int pack_diff(spec_diff *d, const spec_lang *a, int ea, const spec_lang *b, int eb, const char **list)
{
	int serious = 0;
	hcl_buf buf = {0};
	for (uint16_t k = 0; ea >= 0 && k < a->editions[ea].nfeatures; k++) {
		int f = a->editions[ea].features[k];
		if (f < 0)
			continue;
		int g = spec_feature_index(b, a->features[f].name);
		if (eb >= 0 && g >= 0 && in_pack(b, eb, g))
			continue;
		hcl_buf_printf(&buf, "%s%s", buf.n ? ", " : "", a->features[f].name);
		serious |= g < 0 || b->features[g].state != SPEC_CONCLUDED;
	}
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &buf, NULL);
	*list = buf.n ? sd_str(d, "%s", buf.p) : NULL;
	d->oom |= buf.oom;
	hcl_oom_release(&d->arena, &held);
	hcl_buf_free(&buf);
	return serious;
}

static const char *edition_value(spec_diff *d, const spec_lang *l, int e)
{
	hcl_buf b = {0};
	for (uint16_t k = 0; k < l->editions[e].nfeatures; k++)
		if (l->editions[e].features[k] >= 0)
			hcl_buf_printf(&b, "%s%s", b.n ? ", " : "", l->features[l->editions[e].features[k]].name);
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &b, NULL);
	const char *s = sd_str(d, "%s[%s]", l->editions[e].is_default ? "default " : "", b.n ? b.p : "");
	d->oom |= b.oom;
	hcl_oom_release(&d->arena, &held);
	hcl_buf_free(&b);
	return s;
}

static void edition_change(spec_diff *d, int eo, int en)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	const char *gone = NULL, *come = NULL;
	int lost = pack_diff(d, o, eo, n, en, &gone);
	int got = pack_diff(d, n, en, o, eo, &come);
	if (!gone && !come && o->editions[eo].is_default == n->editions[en].is_default)
		return;
	spec_change *c = sd_add(d, SPEC_CHANGE_EDITION, SPEC_OP_CHANGED, o->editions[eo].name, "");
	if (!c)
		return;
	c->old_value = edition_value(d, o, eo);
	c->new_value = edition_value(d, n, en);
	if (lost || got)
		sd_class(c, SPEC_BREAKING, sd_str(d, "modules of this edition %s%s%s%s%s", gone ? "lose " : "",
						 gone ? gone : "", gone && come ? " and " : "", come ? "gain " : "",
						 come ? come : ""));
	else
		sd_class(c, SPEC_SAFE, "only concluded features (on in every module) move in or out of its pack");
}

/* The new release reads editions elsewhere, and still accepts the argument
 * the old release read them from (a meta-argument of the same block). */
static int old_place_accepted(const spec_lang *o, const spec_lang *n)
{
	if (!o->edition_in || !o->edition_attribute)
		return 0;
	if (same_str(o->edition_in, n->edition_in) && same_str(o->edition_attribute, n->edition_attribute))
		return 0;
	int b = spec_block_index(n, o->edition_in, -1);
	return b >= 0 && sd_in(n->blocks[b].meta_arguments, o->edition_attribute);
}

static verdict edition_dropped(spec_diff *d, int e)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	const char *gone = NULL;
	if (!old_place_accepted(o, n))
		return (verdict){SPEC_BREAKING, "a module that names it is an error now"};
	if (pack_diff(d, o, e, n, -1, &gone))
		return (verdict){SPEC_BREAKING, sd_str(d, "%s.%s is still accepted but names no edition now: its "
							  "modules lose %s",
						       o->edition_in, o->edition_attribute, gone)};
	return (verdict){SPEC_SAFE, sd_str(d, "editions are named in %s.%s now; %s.%s, where modules named it, is "
					      "still accepted, and it switched on nothing that is not on anyway",
					   n->edition_in ? n->edition_in : "", n->edition_attribute ? n->edition_attribute : "",
					   o->edition_in, o->edition_attribute)};
}

static void diff_editions(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t e = 0; e < o->neditions; e++) {
		int f = edition_index(n, o->editions[e].name);
		if (f >= 0) {
			edition_change(d, e, f);
			continue;
		}
		spec_change *c = sd_add(d, SPEC_CHANGE_EDITION, SPEC_OP_REMOVED, o->editions[e].name, "");
		if (c)
			c->old_value = edition_value(d, o, e);
		verdict v = edition_dropped(d, e);
		sd_class(c, v.cls, v.reason);
	}
	for (uint16_t e = 0; e < n->neditions; e++) {
		if (edition_index(o, n->editions[e].name) >= 0)
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_EDITION, SPEC_OP_ADDED, n->editions[e].name, "");
		if (c)
			c->new_value = edition_value(d, n, e);
		sd_class(c, SPEC_SAFE, "naming it was an error before");
	}
	/* the edition of a module that names none */
	int dold = default_edition(o), dnew = default_edition(n);
	if (dold >= 0 && dnew >= 0 && strcmp(o->editions[dold].name, n->editions[dnew].name) != 0) {
		const char *gone = NULL, *come = NULL;
		int serious = pack_diff(d, o, dold, n, dnew, &gone) | pack_diff(d, n, dnew, o, dold, &come);
		spec_change *c = sd_add(d, SPEC_CHANGE_EDITION, SPEC_OP_CHANGED, "default", "");
		if (!c)
			return;
		c->old_value = o->editions[dold].name;
		c->new_value = n->editions[dnew].name;
		sd_class(c, serious ? SPEC_BREAKING : SPEC_SAFE,
			 serious ? "modules that name no edition get another set of features"
				 : "both editions switch on the same features that are not concluded");
	}
}

/* ---- diagnostics ------------------------------------------------------------------ */

static int diag_index(const spec_lang *l, const char *id)
{
	for (uint16_t i = 0; i < l->ndiags; i++)
		if (strcmp(l->diags[i].id, id) == 0)
			return i;
	return -1;
}

static int code_index(const spec_lang *l, const char *code)
{
	for (uint16_t i = 0; i < l->ndiags; i++)
		if (l->diags[i].code && strcmp(l->diags[i].code, code) == 0)
			return i;
	return -1;
}

static const char *severity_name(int s)
{
	return s == SPEC_WARNING ? "warning" : "error";
}

static void diag_change(spec_diff *d, const spec_diag *a, const spec_diag *b)
{
	spec_change *c;
	if (a->severity != b->severity && (c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_CHANGED, a->id, "severity"))) {
		c->old_value = severity_name(a->severity);
		c->new_value = severity_name(b->severity);
		sd_class(c, b->severity == SPEC_ERROR ? SPEC_BREAKING : SPEC_SAFE,
			 b->severity == SPEC_ERROR ? "a module with this warning has an error now"
						   : "an error becomes a warning");
	}
	if (!same_str(a->code, b->code) && (c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_CHANGED, a->id, "code"))) {
		c->old_value = a->code;
		c->new_value = b->code;
		sd_class(c, SPEC_SAFE, "a message: tools that key on the old code stop matching it");
	}
	if (!same_str(a->role, b->role) && (c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_CHANGED, a->id, "role"))) {
		c->old_value = a->role;
		c->new_value = b->role;
		sd_class(c, SPEC_SAFE, "which rule reports it: the rules are judged by their own tables");
		spec_change leaves = *c;
		if (sd_role_switch(d, &leaves, a, 0) && leaves.cls > c->cls)
			*c = leaves;
		spec_change arrives = *c;
		if (sd_role_switch(d, &arrives, b, 1) && arrives.cls >= c->cls)
			*c = arrives;
	}
	if ((!same_str(a->summary, b->summary) || !same_str(a->detail, b->detail)) &&
	    (c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_CHANGED, a->id, "text"))) {
		c->old_value = same_str(a->summary, b->summary) ? a->detail : a->summary;
		c->new_value = same_str(a->summary, b->summary) ? b->detail : b->summary;
		sd_class(c, SPEC_SAFE, "reworded");
	}
}

static void diff_diags(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < o->ndiags; i++) {
		const spec_diag *a = &o->diags[i];
		int j = diag_index(n, a->id);
		if (j >= 0) {
			diag_change(d, a, &n->diags[j]);
			continue;
		}
		spec_change *c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_REMOVED, a->id, "");
		if (c)
			c->old_value = sd_str(d, "%s %s: %s", a->code ? a->code : "", severity_name(a->severity), a->summary);
		if (!sd_role_switch(d, c, a, 0))
			sd_class(c, SPEC_SAFE, "an entry whose only effect was a message");
	}
	for (uint16_t j = 0; j < n->ndiags; j++) {
		const spec_diag *b = &n->diags[j];
		if (diag_index(o, b->id) >= 0)
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_ADDED, b->id, "");
		if (c)
			c->new_value = sd_str(d, "%s %s: %s", b->code ? b->code : "", severity_name(b->severity), b->summary);
		if (!sd_role_switch(d, c, b, 1))
			sd_class(c, SPEC_SAFE, "a message: the rule that reports it is judged by its own tables");
	}
	/* a code that now names another diagnostic: flagged whatever the class */
	for (uint16_t j = 0; j < n->ndiags; j++) {
		const spec_diag *b = &n->diags[j];
		int i = b->code ? code_index(o, b->code) : -1;
		if (i < 0 || strcmp(o->diags[i].id, b->id) == 0)
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_DIAGNOSTIC, SPEC_OP_CHANGED, b->code, "code");
		if (!c)
			return;
		c->old_value = sd_str(d, "%s: %s", o->diags[i].id, o->diags[i].summary);
		c->new_value = sd_str(d, "%s: %s", b->id, b->summary);
		c->flag = SPEC_FLAG_CODE_REUSED;
		sd_class(c, SPEC_SAFE, "the code names a different diagnostic now: tools that key on codes "
				       "change meaning (a code must never change meaning across releases)");
	}
}

/* ---- the whole list ------------------------------------------------------------ */

spec_diff *spec_diff_new(const spec_lang *old_lang, const spec_lang *new_lang)
{
	spec_diff *volatile d = calloc(1, sizeof *d); /* volatile: read after the jump */
	if (!d)
		return NULL;
	hcl_arena_init(&d->arena);
	d->old_lang = old_lang;
	d->new_lang = new_lang;
	hcl_oom h; /* out of memory in the arena: a jump here, and NULL back */
	h.held = NULL;
	d->arena.oom = &h;
	if (setjmp(h.jb)) {
		d->oom = 1;
	} else {
		diff_roots(d);
		sd_diff_blocks(d);
		diff_keywords(d);
		diff_features(d);
		diff_editions(d);
		diff_diags(d);
		sd_diff_functions(d);
		sd_diff_extensions(d);
	}
	d->arena.oom = NULL;
	if (d->oom) {
		spec_diff_free(d);
		return NULL;
	}
	for (size_t i = 0; i < d->n; i++) {
		if (!d->v[i].reason)
			d->v[i].reason = "";
		d->count[d->v[i].cls]++;
		d->flagged += d->v[i].flag != SPEC_FLAG_NONE;
	}
	return d;
}

void spec_diff_free(spec_diff *d)
{
	if (!d)
		return;
	free(d->v);
	hcl_arena_free(&d->arena);
	free(d);
}
