/* spec_diff_forms.c - what a change of a block's argument_forms does: for each argument whose
 * forms differ, whether the new forms accept more or less than the old ones, decided by one
 * table of the argument forms (what each refuses, what its words mean, which forms it accepts
 * less than), and a reason that names what is newly rejected or accepted.  The rules are
 * doc/audit.md's ("Argument forms"). */
#include <string.h>

#include "spec_diff_int.h"

/* What a form's words are (doc/spec.md, "Argument forms"). */
enum {
	WORDS_NONE,     /* it takes none */
	WORDS_ACCEPTED, /* the values it accepts: one gained accepts more */
	WORDS_REFUSED,  /* what it refuses: one gained accepts less */
	WORDS_WHERE,    /* the file endings it is checked in; none: every file */
	WORDS_PARAM     /* a parameter: another one reads values differently */
};

/* One row per argument form: what its words are, what it refuses (for the reason), and the
 * forms it accepts less than (replacing one of them by it restricts; the reverse relaxes). */
typedef struct form_rule {
	const char *form;
	int words;
	const char *refuses;
	const char *narrows[3];
} form_rule;

static const form_rule form_rules[] = {
	{"references", WORDS_NONE, "anything but a list of references to whole objects", {NULL}},
	{"provider", WORDS_NONE, "anything but a provider configuration reference", {NULL}},
	{"providers", WORDS_NONE, "anything but a map of provider configuration references", {NULL}},
	{"alias", WORDS_NONE, "an alias that is not an identifier", {NULL}},
	{"keyword", WORDS_ACCEPTED, "a value that is not one of its keywords", {NULL}},
	{"bare_keyword", WORDS_ACCEPTED, "a quoted keyword", {"keyword"}},
	{"self_only", WORDS_PARAM, "references to anything but the object itself", {NULL}},
	{"version", WORDS_NONE, "an invalid version constraint", {NULL}},
	{"compatibility", WORDS_WHERE, "a version constraint this release does not meet", {"version"}},
	{"module_source", WORDS_NONE, "an invalid module source address", {NULL}},
	{"static", WORDS_NONE, "a value that cannot be evaluated statically", {NULL}},
	{"type", WORDS_NONE, "an invalid type constraint", {NULL}},
	{"default", WORDS_NONE, "a literal default that does not convert to the type", {NULL}},
	{"constant", WORDS_NONE, "a function call or a variable", {"static"}},
	{"deprecation", WORDS_NONE, "an empty or blank deprecation message", {NULL}},
	{"nullable", WORDS_NONE, "a null default when it is false", {NULL}},
	{"excludes", WORDS_REFUSED, "one of the arguments it names set to true as well", {NULL}},
	{"condition", WORDS_NONE, "a condition that refers to nothing", {NULL}},
	{"no_self_reference", WORDS_NONE, "a reference to the block's own object", {NULL}},
	{"refers_to_self", WORDS_NONE, "a condition that does not refer to the block's own object",
	 {"condition"}},
	{"only_self", WORDS_NONE, "a reference to anything but the block's own object", {"no_self_reference"}},
	{"attribute_paths", WORDS_ACCEPTED, "anything but its keyword or a list of attribute paths", {NULL}},
	{"triggers", WORDS_NONE, "an entry that does not name one resource", {NULL}},
	{"provider_requirement", WORDS_NONE, "an invalid provider requirement", {NULL}},
	{"checkable", WORDS_ACCEPTED, "a reference to an object of another kind", {NULL}},
	{"decode", WORDS_PARAM, "a value that does not convert to its type", {"constant"}},
	{"object", WORDS_NONE, "a value that is no object constructor", {"constant"}},
	{"address", WORDS_ACCEPTED, "anything but a static address", {NULL}},
	{"marked", WORDS_REFUSED, "a value that carries the mark", {NULL}},
};

static const form_rule *rule_of(const char *form, size_t len)
{
	for (size_t i = 0; i < sizeof form_rules / sizeof form_rules[0]; i++)
		if (strlen(form_rules[i].form) == len && strncmp(form_rules[i].form, form, len) == 0)
			return &form_rules[i];
	return NULL;
}

/* One entry NAME=FORM [WORD...] taken apart (pointers into the entry). */
typedef struct entry {
	const char *s;            /* the whole entry */
	const char *name, *form, *words; /* words: "" when none */
	size_t name_len, form_len;
} entry;

static entry split(const char *s)
{
	entry e = {s, s, "", "", 0, 0};
	const char *eq = strchr(s, '=');
	if (!eq)
		return e;
	e.name_len = (size_t)(eq - s);
	e.form = eq + 1;
	e.form_len = strcspn(e.form, " ");
	e.words = e.form + e.form_len;
	while (*e.words == ' ')
		e.words++;
	return e;
}

static int same_name(entry a, entry b)
{
	return a.name_len == b.name_len && strncmp(a.name, b.name, a.name_len) == 0;
}

static int same_form(entry a, entry b)
{
	return same_name(a, b) && a.form_len == b.form_len && strncmp(a.form, b.form, a.form_len) == 0;
}

/* Whether the space-separated word w (len bytes) is one of words. */
static int has_word(const char *words, const char *w, size_t len)
{
	for (const char *p = words; *p;) {
		size_t n = strcspn(p, " ");
		if (n == len && strncmp(p, w, len) == 0)
			return 1;
		p += n;
		while (*p == ' ')
			p++;
	}
	return 0;
}

/* The words of a that b lacks, ", "-separated, in d's arena ("" when none). */
static const char *only_in(spec_diff *d, const char *a, const char *b)
{
	hcl_buf out = {0};
	for (const char *p = a; *p;) {
		size_t n = strcspn(p, " ");
		if (n && !has_word(b, p, n))
			hcl_buf_printf(&out, "%s%.*s", out.n ? ", " : "", (int)n, p);
		p += n;
		while (*p == ' ')
			p++;
	}
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &out, NULL);
	const char *s = out.oom ? "" : sd_str(d, "%.*s", (int)out.n, out.n ? out.p : "");
	hcl_oom_release(&d->arena, &held);
	d->oom |= out.oom;
	hcl_buf_free(&out);
	return s;
}

/* The verdict on one argument: restricts (some value it accepted is refused now) or not, and
 * the reasons, each naming what is newly rejected or accepted. */
typedef struct verdict {
	spec_diff *d;
	int tight;
	int vacuous; /* it refuses more, but nothing an old module can write */
	hcl_buf why;
} verdict;

static void say(verdict *v, int tight, const char *text)
{
	v->tight |= tight;
	hcl_buf_printf(&v->why, "%s%s", v->why.n ? "; " : "", text);
}

static int unsupported_before(const spec_block *b, entry arg);

/* Whether no module valid under the old release has a value with mark w (a word of `marked`,
 * "top:" aside): a value carries MARK only through a variable that sets its argument MARK, and
 * the old release's variable block refused that argument. */
static int mark_unset_before(const spec_diff *d, const char *w, size_t len)
{
	if (len > 4 && strncmp(w, "top:", 4) == 0)
		w += 4, len -= 4;
	int v = spec_block_index(d->old_lang, "variable", -1);
	entry arg = {w, w, "", "", len, 0};
	return v >= 0 && unsupported_before(&d->old_lang->blocks[v], arg);
}

/* Whether every word of the ", "-separated list is a mark no old module can carry. */
static int all_marks_unset(const spec_diff *d, const char *list)
{
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, ",");
		if (!mark_unset_before(d, p, n))
			return 0;
		p += n;
		while (*p == ',' || *p == ' ')
			p++;
	}
	return 1;
}

/* The same form with other words. */
static void words_change(verdict *v, entry o, entry n, const form_rule *r)
{
	spec_diff *d = v->d;
	const char *gained = only_in(d, n.words, o.words), *lost = only_in(d, o.words, n.words);
	int an = (int)n.name_len;
	switch (r ? r->words : WORDS_PARAM) {
	case WORDS_ACCEPTED:
		if (*gained)
			say(v, 0, sd_str(d, "%.*s accepts %s now (newly accepted)", an, n.name, gained));
		if (*lost)
			say(v, 1, sd_str(d, "%.*s no longer accepts %s (newly rejected)", an, n.name, lost));
		break;
	case WORDS_REFUSED:
		if (*gained && strcmp(r->form, "marked") == 0 && all_marks_unset(d, gained)) {
			v->vacuous = 1;
			say(v, 0, sd_str(d, "%.*s refuses a value marked %s as well now, but only a variable that sets "
					    "that argument marks a value, and the old release's variable refused it: no "
					    "module valid under the old release is newly rejected",
					 an, n.name, gained));
		} else if (*gained)
			say(v, 1, sd_str(d, "%.*s refuses %s as well now (newly rejected)", an, n.name, gained));
		if (*lost)
			say(v, 0, sd_str(d, "%.*s no longer refuses %s (newly accepted)", an, n.name, lost));
		break;
	case WORDS_WHERE:
		if (!*o.words)
			say(v, 0, sd_str(d, "%.*s is read as %s only in files ending %s now: %s in other files is newly "
					    "accepted",
					 an, n.name, r->form, gained, r->refuses));
		else if (!*n.words)
			say(v, 1, sd_str(d, "%.*s is read as %s in every file now, not only in files ending %s: %s in "
					    "other files is newly rejected",
					 an, n.name, r->form, lost, r->refuses));
		else {
			if (*gained)
				say(v, 1, sd_str(d, "%.*s is read as %s in files ending %s as well now: %s there is newly "
						    "rejected",
						 an, n.name, r->form, gained, r->refuses));
			if (*lost)
				say(v, 0, sd_str(d, "%.*s is no longer read as %s in files ending %s: %s there is newly "
						    "accepted",
						 an, n.name, r->form, lost, r->refuses));
		}
		break;
	default:
		if (!r) {
			say(v, 1, sd_str(d, "%.*s is read as %.*s %s instead of %.*s %s", an, n.name, (int)n.form_len,
					 n.form, n.words, (int)o.form_len, o.form, o.words));
			break;
		}
		say(v, 1, sd_str(d, "%.*s is read as %s %s instead of %s %s: %s may be newly rejected", an, n.name,
				 r->form, n.words, r->form, o.words, r->refuses));
	}
}

/* Whether form a accepts less than form b (by the table). */
static int narrows(const form_rule *a, const form_rule *b)
{
	for (size_t i = 0; a && b && i < sizeof a->narrows / sizeof a->narrows[0] && a->narrows[i]; i++)
		if (strcmp(a->narrows[i], b->form) == 0)
			return 1;
	return 0;
}

/* Up to this many forms of one argument are paired when one replaces another. */
#define MAX_FORMS 8

/* The forms of argument ARG's name: compares its entries under both releases and records one
 * change.  A form only in old's list and one only in new's that the table relates are one
 * replacement; any other form gone relaxes, any other form come restricts. */
static void one_argument(spec_diff *d, spec_names ol, spec_names nl, entry arg, const char *type,
			 const char *parent)
{
	verdict v = {d, 0, 0, {0}};
	hcl_buf ov = {0}, nv = {0};
	hcl_held held[3]; /* the three buffers, freed by a jump out of sd_str */
	hcl_oom_hold(&d->arena, &held[0], &v.why, NULL);
	hcl_oom_hold(&d->arena, &held[1], &ov, NULL);
	hcl_oom_hold(&d->arena, &held[2], &nv, NULL);
	int an = (int)arg.name_len;
	entry gone[MAX_FORMS], come[MAX_FORMS];
	int ngone = 0, ncome = 0;
	for (uint16_t i = 0; i < ol.n; i++) {
		entry o = split(ol.v[i]);
		if (!same_name(o, arg))
			continue;
		hcl_buf_printf(&ov, "%s%s", ov.n ? ", " : "", o.s);
		int found = 0;
		for (uint16_t j = 0; j < nl.n && !found; j++) {
			entry n = split(nl.v[j]);
			if (same_form(o, n)) {
				found = 1;
				if (strcmp(o.words, n.words) != 0)
					words_change(&v, o, n, rule_of(o.form, o.form_len));
			}
		}
		if (!found && ngone < MAX_FORMS)
			gone[ngone++] = o;
	}
	for (uint16_t j = 0; j < nl.n; j++) {
		entry n = split(nl.v[j]);
		if (!same_name(n, arg))
			continue;
		hcl_buf_printf(&nv, "%s%s", nv.n ? ", " : "", n.s);
		int found = 0;
		for (uint16_t i = 0; i < ol.n && !found; i++)
			found = same_form(split(ol.v[i]), n);
		if (!found && ncome < MAX_FORMS)
			come[ncome++] = n;
	}
	int paired[MAX_FORMS] = {0};
	for (int k = 0; k < ncome; k++) {
		const form_rule *r = rule_of(come[k].form, come[k].form_len), *g = NULL;
		int relation = 0; /* 1: the new form accepts more, -1: less */
		for (int i = 0; i < ngone && !relation; i++) {
			g = rule_of(gone[i].form, gone[i].form_len);
			relation = paired[i] ? 0 : narrows(g, r) ? 1 : narrows(r, g) ? -1 : 0;
			if (relation)
				paired[i] = 1;
		}
		if (relation > 0)
			say(&v, 0, sd_str(d, "%.*s is read as %s instead of %s, which accepts less: %s is newly accepted",
					  an, arg.name, r->form, g->form, g->refuses));
		else if (relation < 0)
			say(&v, 1, sd_str(d, "%.*s is read as %s instead of %s, which accepts more: %s is newly rejected",
					  an, arg.name, r->form, g->form, r->refuses));
		else if (!r)
			say(&v, 1, sd_str(d, "%.*s is read as %.*s now", an, arg.name, (int)come[k].form_len, come[k].form));
		else
			say(&v, 1, sd_str(d, "%.*s is read as %s now: %s is newly rejected", an, arg.name, r->form,
					  r->refuses));
	}
	for (int i = 0; i < ngone; i++) {
		const form_rule *g = rule_of(gone[i].form, gone[i].form_len);
		if (paired[i])
			continue;
		if (!g)
			say(&v, 1, sd_str(d, "%.*s is no longer read as %.*s", an, arg.name, (int)gone[i].form_len,
					  gone[i].form));
		else
			say(&v, 0, sd_str(d, "%.*s is no longer read as %s: %s is newly accepted", an, arg.name, g->form,
					  g->refuses));
	}
	spec_change *c = v.why.n && !v.why.oom ? sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_CHANGED, type, parent) : NULL;
	if (v.why.oom || ov.oom || nv.oom) {
		d->oom = 1;
	} else if (c) {
		c->old_value = sd_str(d, "argument_forms = [%.*s]", (int)ov.n, ov.n ? ov.p : "");
		c->new_value = sd_str(d, "argument_forms = [%.*s]", (int)nv.n, nv.n ? nv.p : "");
		sd_class(c, v.tight ? SPEC_BREAKING : SPEC_SAFE,
			 sd_str(d, "%s: %.*s", v.tight ? "accepts less" : v.vacuous ? "accepts as much of old modules" : "accepts more",
				(int)v.why.n, v.why.p));
	}
	hcl_oom_release(&d->arena, &held[2]);
	hcl_oom_release(&d->arena, &held[1]);
	hcl_oom_release(&d->arena, &held[0]);
	hcl_buf_free(&v.why);
	hcl_buf_free(&ov);
	hcl_buf_free(&nv);
}

/* Whether the old block refused the argument: a strict block that neither
 * reads it nor reserves it. */
static int unsupported_before(const spec_block *b, entry arg)
{
	if (!b->strict || (arg.name_len == 1 && arg.name[0] == '*'))
		return 0;
	const spec_names *lists[2] = {&b->meta_arguments, &b->reserved_arguments};
	for (int k = 0; k < 2; k++)
		for (uint16_t i = 0; i < lists[k]->n; i++)
			if (strlen(lists[k]->v[i]) == arg.name_len && !memcmp(lists[k]->v[i], arg.name, arg.name_len))
				return 0;
	return 1;
}

/* Whether the old block reserved the argument (and did not read it): using
 * it was an error. */
static int reserved_before(const spec_block *b, entry arg)
{
	for (uint16_t i = 0; i < b->meta_arguments.n; i++)
		if (strlen(b->meta_arguments.v[i]) == arg.name_len && !memcmp(b->meta_arguments.v[i], arg.name, arg.name_len))
			return 0;
	for (uint16_t i = 0; i < b->reserved_arguments.n; i++)
		if (strlen(b->reserved_arguments.v[i]) == arg.name_len &&
		    !memcmp(b->reserved_arguments.v[i], arg.name, arg.name_len))
			return 1;
	return 0;
}

/* Whether some block of l has argument forms. */
static int models_forms(const spec_lang *l)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].argument_forms.n)
			return 1;
	return 0;
}

void sd_argument_forms(spec_diff *d, int o, int n, const char *type, const char *parent)
{
	spec_names ol = d->old_lang->blocks[o].argument_forms, nl = d->new_lang->blocks[n].argument_forms;
	int mo = models_forms(d->old_lang), mn = models_forms(d->new_lang);
	for (int side = 0; side < 2; side++) {
		spec_names l = side ? nl : ol;
		for (uint16_t k = 0; k < l.n; k++) {
			entry arg = split(l.v[k]);
			int seen = 0; /* an earlier entry of the name, or (new side) one in old's list */
			for (uint16_t i = 0; i < k && !seen; i++)
				seen = same_name(split(l.v[i]), arg);
			for (uint16_t i = 0; side && i < ol.n && !seen; i++)
				seen = same_name(split(ol.v[i]), arg);
			if (seen)
				continue;
			size_t before = d->n;
			one_argument(d, ol, nl, arg, type, parent);
			if (d->n > before && unsupported_before(&d->old_lang->blocks[o], arg))
				sd_class(&d->v[d->n - 1], SPEC_SAFE,
					 sd_str(d, "%.*s was an unsupported argument of the old block: no module valid under "
						   "the old release sets it",
						(int)arg.name_len, arg.name));
			else if (d->n > before && reserved_before(&d->old_lang->blocks[o], arg))
				sd_class(&d->v[d->n - 1], SPEC_SAFE,
					 sd_str(d, "%.*s was a reserved argument of the old block: no module valid under the "
						   "old release sets it",
						(int)arg.name_len, arg.name));
			else if (d->n > before && (!mo || !mn))
				sd_class(&d->v[d->n - 1], SPEC_SAFE,
					 sd_str(d, "the %s spec sets argument_forms on no block: it does not model that rule, "
						   "so this is coverage, not a change of the language",
						mo ? "new" : "old"));
		}
	}
}
