/* spec_diff_func.c - the audit's comparison of functions, function
 * namespaces and the names of type constraints (doc/audit.md, "Functions"
 * and "Type constraints"): what a call or a type of each name does in each
 * release, and whether a module valid under the old one could have used it. */
#include <string.h>

#include "spec_diff_int.h"

/* What a call of a built-in function does in a release. */
typedef enum {
	CALL_UNKNOWN,  /* no such function: an error */
	CALL_STUB,     /* a stub that always fails with its message: an error */
	CALL_GATED,    /* it works only in modules that enabled an experiment */
	CALL_WORKS
} call_kind;

typedef struct call {
	call_kind kind;
	const char *experiment; /* CALL_GATED */
	const char *message;    /* CALL_STUB */
} call;

static call call_of(const spec_lang *l, const char *name)
{
	int i = spec_function_index(l, name, strlen(name));
	call c = {CALL_UNKNOWN, NULL, NULL};
	if (i < 0)
		return c;
	const spec_function *fn = &l->functions[i];
	const spec_feature *ft = fn->feature >= 0 ? &l->features[fn->feature] : NULL;
	if (fn->until) {
		c.kind = fn->message ? CALL_STUB : CALL_UNKNOWN;
		c.message = fn->message;
	} else if (ft && ft->state == SPEC_EXPERIMENT) {
		c.kind = CALL_GATED;
		c.experiment = ft->name;
	} else if (ft && ft->state == SPEC_REMOVED) {
		c.kind = CALL_STUB; /* the placeholder: its experiment can no longer be enabled */
		c.message = "";
	} else {
		c.kind = CALL_WORKS;
	}
	return c;
}

static const char *call_value(spec_diff *d, call c)
{
	switch (c.kind) {
	case CALL_UNKNOWN:
		return NULL;
	case CALL_STUB:
		return c.message && c.message[0] ? sd_str(d, "always fails: %s", c.message) : "always fails";
	case CALL_GATED:
		return sd_str(d, "experiment %s", c.experiment);
	default:
		return "built-in";
	}
}

/* The class of a change of what a call does, from o to n. */
static void judge_call(spec_diff *d, spec_change *c, call o, call n)
{
	if (o.kind == CALL_UNKNOWN || o.kind == CALL_STUB) {
		sd_class(c, SPEC_SAFE, n.kind == CALL_UNKNOWN || n.kind == CALL_STUB
			 ? "every call was an error before and still is: only the message changes"
			 : "a call was an error before (no module valid under the old release makes one)");
		return;
	}
	if (o.kind == CALL_GATED) {
		sd_class(c, SPEC_SAFE,
			 n.kind == CALL_WORKS
			 ? "the experiment's function is now in the language: calls that worked still work"
			 : sd_str(d, "breaking only for modules that enabled the experiment %s, which alone could "
				     "call it: an experiment carries no compatibility promise (naming one that has "
				     "concluded or gone is judged with the feature)", o.experiment));
		return;
	}
	if (n.kind == CALL_WORKS)
		sd_class(c, SPEC_SAFE, "calls work as before");
	else if (n.kind == CALL_GATED)
		sd_class(c, SPEC_BREAKING, sd_str(d, "a call now needs the experiment %s: modules that call "
						     "it without the experiment become invalid", n.experiment));
	else
		sd_class(c, SPEC_BREAKING, "every call is an error now, and no rewrite keeps the old meaning: "
					   "the module must do without the function");
}

static void function_change(spec_diff *d, const char *name)
{
	call o = call_of(d->old_lang, name), n = call_of(d->new_lang, name);
	spec_change *c = sd_valued(d, SPEC_CHANGE_FUNCTION, name, call_value(d, o), call_value(d, n));
	if (c)
		judge_call(d, c, o, n);
}

static void diff_functions(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < o->nfunctions; i++)
		function_change(d, o->functions[i].name);
	for (uint16_t j = 0; j < n->nfunctions; j++)
		if (spec_function_index(o, n->functions[j].name, strlen(n->functions[j].name)) < 0)
			function_change(d, n->functions[j].name);
}

/* ---- namespaces --------------------------------------------------------------- */

static const char *namespace_value(spec_diff *d, const spec_lang *l, const spec_namespace *ns)
{
	return sd_str(d, "%s%s%s%s%s%s", spec_namespace_form_names[ns->form], ns->declared_in ? " in " : "",
		      ns->declared_in ? ns->declared_in : "", ns->aliases ? " with aliases" : "",
		      ns->feature >= 0 ? " experiment " : "", ns->feature >= 0 ? l->features[ns->feature].name : "");
}

/* Whether what feature (an index of l's features, or -1) gates needs a
 * module that enables an experiment: a namespace's calls, a type. */
static int gated(const spec_lang *l, int feature)
{
	return feature >= 0 && l->features[feature].state != SPEC_CONCLUDED;
}

static void namespace_change(spec_diff *d, const spec_namespace *a, const spec_namespace *b)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	spec_change *c = sd_valued(d, SPEC_CHANGE_NAMESPACE, a ? a->name : b->name, a ? namespace_value(d, o, a) : NULL,
				   b ? namespace_value(d, n, b) : NULL);
	if (!c)
		return;
	if (!a)
		sd_class(c, SPEC_SAFE, "a call in it was an error (an unknown namespace) before");
	else if (gated(o, a->feature))
		sd_class(c, SPEC_SAFE, "only modules that enabled its experiment could call in it: an "
				       "experiment carries no compatibility promise");
	else if (!b)
		sd_class(c, SPEC_BREAKING, "a call in it is an error now (an unknown namespace)");
	else if (a->form == b->form && !gated(n, b->feature) && (!a->declared_in || !b->declared_in ||
							 strcmp(a->declared_in, b->declared_in) == 0) &&
		 b->aliases >= a->aliases)
		sd_class(c, SPEC_SAFE, "every call that worked still works");
	else
		sd_class(c, SPEC_BREAKING, "calls that worked may fail now: its form, where its names are "
					   "declared, its aliases or its experiment changed");
}

/* ---- type constraints ------------------------------------------------------------ */

static const char *type_value(spec_diff *d, const spec_lang *l, const spec_type *t)
{
	return sd_str(d, "%s%s%s%s%s", spec_type_form_names[t->form], t->shorthand ? ", alone too" : "",
		      t->default_argument ? ", with a default" : "", gated(l, t->feature) ? ", experiment " : "",
		      gated(l, t->feature) ? l->features[t->feature].name : "");
}

static void type_change(spec_diff *d, const spec_type *a, const spec_type *b)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	spec_change *c = sd_valued(d, SPEC_CHANGE_TYPE, a ? a->name : b->name, a ? type_value(d, o, a) : NULL,
				   b ? type_value(d, n, b) : NULL);
	if (!c)
		return;
	if (!a)
		sd_class(c, SPEC_SAFE, "the name was no type before (an invalid type specification)");
	else if (gated(o, a->feature) && (!b || gated(n, b->feature)))
		sd_class(c, SPEC_SAFE, "only modules that enabled its experiment could use it: an experiment "
				       "carries no compatibility promise");
	else if (!b)
		sd_class(c, SPEC_BREAKING, "a type constraint that uses it is invalid now");
	else if (a->form != b->form || a->shorthand > b->shorthand || a->default_argument > b->default_argument ||
		 (gated(n, b->feature) && !gated(o, a->feature)))
		sd_class(c, SPEC_BREAKING, "a type constraint that was valid may be invalid now: its form "
					   "changed, it lost its shorthand or its default argument, or it needs an "
					   "experiment");
	else
		sd_class(c, SPEC_SAFE, sd_str(d, "every type constraint that was valid still is, with the same "
						 "meaning%s%s", b->default_argument > a->default_argument
						 ? "; a second argument, the attribute's default, was an error before" : "",
						 gated(o, a->feature) ? "; the experiment it needed is over" : ""));
}

static void diff_types(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	if (!o->ntypes || !n->ntypes)
		return; /* a spec without the table does not model type constraints */
	for (uint16_t i = 0; i < o->ntypes; i++) {
		int j = spec_type_index(n, o->types[i].name, strlen(o->types[i].name));
		type_change(d, &o->types[i], j >= 0 ? &n->types[j] : NULL);
	}
	for (uint16_t j = 0; j < n->ntypes; j++)
		if (spec_type_index(o, n->types[j].name, strlen(n->types[j].name)) < 0)
			type_change(d, NULL, &n->types[j]);
}

/* The functions and namespaces, when both specs list functions. */
static void diff_calls(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	if (!o->nfunctions || !n->nfunctions)
		return; /* a spec that lists no function does not model calls: coverage, not a change */
	diff_functions(d);
	for (uint16_t i = 0; i < o->nnamespaces; i++) {
		const char *name = o->namespaces[i].name;
		int j = spec_namespace_index(n, name, strlen(name));
		namespace_change(d, &o->namespaces[i], j >= 0 ? &n->namespaces[j] : NULL);
	}
	for (uint16_t j = 0; j < n->nnamespaces; j++) {
		const char *name = n->namespaces[j].name;
		if (spec_namespace_index(o, name, strlen(name)) < 0)
			namespace_change(d, NULL, &n->namespaces[j]);
	}
}

void sd_diff_functions(spec_diff *d)
{
	diff_calls(d);
	diff_types(d);
}
