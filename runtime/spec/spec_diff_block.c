/* spec_diff_block.c - the block types of two releases matched by path, and what changes in
 * each: the block type itself, its meta-arguments and meta-blocks, its reserved arguments
 * and blocks, its escaping block, the rules of its other keys (argument_forms in
 * spec_diff_forms.c), and the label names
 * reserved for blocks with reserved_names.  The rules are doc/audit.md's. */
#include <stddef.h>
#include <string.h>

#include "spec_diff_int.h"

const char *spec_block_path(hcl_arena *a, const spec_lang *l, int i)
{
	const char *parts[16];
	int n = 0;
	for (int k = i; k >= 0 && n < 16; k = l->blocks[k].parent)
		parts[n++] = l->blocks[k].type;
	hcl_buf b = {0};
	if (l->blocks[i].test_file)
		hcl_buf_puts(&b, "test:");
	while (n-- > 0)
		hcl_buf_printf(&b, "%s%s", parts[n], n ? "/" : "");
	if (a->oom) /* under a handler (spec_diff_new's): out of memory is its jump */
		return hcl_buf_done(a, &b);
	const char *s = b.oom ? "" : hcl_strndup(a, b.p, b.n);
	hcl_buf_free(&b);
	return s;
}

static int top_declaring(const spec_lang *l, int decl)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && !l->blocks[i].test_file && l->blocks[i].declares == decl)
			return i;
	return -1;
}

int spec_reserved_name(const spec_lang *l, const char *name)
{
	int m = top_declaring(l, SPEC_DECL_MODULE);
	if (m < 0)
		return 0;
	const spec_block *b = &l->blocks[m];
	return sd_in(b->meta_arguments, name) || sd_in(b->meta_blocks, name) || sd_in(b->reserved_arguments, name) ||
	       sd_in(b->reserved_blocks, name) || (b->escaping && l->escaping_block_type && strcmp(name, l->escaping_block_type) == 0);
}

int spec_diff_old_strict(const spec_diff *d, int o, int n)
{
	if (d->old_models_strict || n < 0)
		return o >= 0 && d->old_lang->blocks[o].strict;
	return d->new_lang->blocks[n].strict;
}

/* ---- matching --------------------------------------------------------------------- */

typedef struct pair {
	spec_diff *d;
	const char **po, **pn; /* the paths of every block type of each release */
	int o, n;           /* block index in each release, or -1 */
	const char *path;   /* its path */
	const char *parent; /* its parent's path, "" at the top */
	const char *type;
} pair;

static int find_path(const char **paths, uint16_t n, const char *path)
{
	for (uint16_t i = 0; i < n; i++)
		if (strcmp(paths[i], path) == 0)
			return i;
	return -1;
}

static pair make_pair(spec_diff *d, const char **po, const char **pn, int old_side, int i)
{
	const spec_lang *l = old_side ? d->old_lang : d->new_lang;
	const char **own = old_side ? po : pn;
	pair p = {d, po, pn, old_side ? i : -1, old_side ? -1 : i, own[i], "", l->blocks[i].type};
	if (l->blocks[i].parent >= 0)
		p.parent = own[l->blocks[i].parent];
	return p;
}

/* ---- arguments and nested blocks ------------------------------------------------- */

/* The columns of one namespace of a block: what the language reads itself,
 * what it reserves, and how a thing of that kind is written inside _. */
typedef struct space {
	int meta_kind, reserved_kind;
	size_t meta_off, reserved_off;
	const char *what;      /* "argument", "block" */
	const char *a_what;    /* with its article */
	const char *escape_tail; /* the rewrite is "_ { NAME" TAIL " }" */
} space;

static const space spaces[] = {
	{SPEC_CHANGE_META_ARGUMENT, SPEC_CHANGE_RESERVED_ARGUMENT, offsetof(spec_block, meta_arguments),
	 offsetof(spec_block, reserved_arguments), "argument", "an argument", " = …"},
	{SPEC_CHANGE_META_BLOCK, SPEC_CHANGE_RESERVED_BLOCK, offsetof(spec_block, meta_blocks),
	 offsetof(spec_block, reserved_blocks), "block", "a block", " { … }"},
};

static spec_names col(const spec_block *b, size_t off)
{
	return *(const spec_names *)(const void *)((const char *)b + off);
}

/* A name of block a that b now reads itself or reserves: was it valid
 * before, and is there a rewrite that keeps its meaning? */
static void taken(const pair *p, const space *sp, int kind, const char *x)
{
	spec_diff *d = p->d;
	const spec_block *a = &d->old_lang->blocks[p->o], *b = &d->new_lang->blocks[p->n];
	spec_change *c = sd_add(d, kind, SPEC_OP_ADDED, x, p->path);
	if (!c)
		return;
	if (sd_in(col(a, sp->reserved_off), x)) {
		sd_class(c, SPEC_SAFE, sd_str(d, "it was a reserved %s: an error", sp->what));
	} else if (spec_diff_old_strict(d, p->o, p->n)) {
		sd_class(c, SPEC_SAFE, sd_str(d, "the block takes only the language's own %ss: it was an "
						 "unsupported %s",
					      sp->what, sp->what));
	} else if (b->escaping) {
		sd_class(c, SPEC_ESCAPABLE,
			 sd_str(d, "%s the provider or module defines is %s by the language now; inside _ it "
				   "keeps its meaning",
				sp->a_what, kind == sp->meta_kind ? "read" : "reserved"));
		c->escape = sd_str(d, "%s { %s%s }", d->new_lang->escaping_block_type, x, sp->escape_tail);
		c->escape_kind = SPEC_ESCAPE_MOVE;
	} else {
		sd_class(c, SPEC_BREAKING,
			 sd_str(d, "%s the provider or module defines is %s by the language now, and the block "
				   "has no _ to keep it",
				sp->a_what, kind == sp->meta_kind ? "read" : "reserved"));
	}
}

static void namespace(const pair *p, const space *sp)
{
	spec_diff *d = p->d;
	const spec_block *a = &d->old_lang->blocks[p->o], *b = &d->new_lang->blocks[p->n];
	spec_names am = col(a, sp->meta_off), bm = col(b, sp->meta_off);
	spec_names ar = col(a, sp->reserved_off), br = col(b, sp->reserved_off);
	for (uint16_t i = 0; i < bm.n; i++)
		if (!sd_in(am, bm.v[i]))
			taken(p, sp, sp->meta_kind, bm.v[i]);
	for (uint16_t i = 0; i < am.n; i++)
		if (!sd_in(bm, am.v[i]))
			sd_class(sd_add(d, sp->meta_kind, SPEC_OP_REMOVED, am.v[i], p->path), SPEC_BREAKING,
				 sd_str(d, "a valid meta-%s %s", sp->what,
					sd_in(br, am.v[i]) ? "is reserved now: an error"
					: b->strict	     ? "is unsupported now: an error"
							     : "is passed to the provider or module now"));
	for (uint16_t i = 0; i < br.n; i++)
		if (!sd_in(ar, br.v[i]) && !sd_in(am, br.v[i]))
			taken(p, sp, sp->reserved_kind, br.v[i]);
	for (uint16_t i = 0; i < ar.n; i++)
		if (!sd_in(br, ar.v[i]))
			sd_class(sd_add(d, sp->reserved_kind, SPEC_OP_REMOVED, ar.v[i], p->path), SPEC_SAFE,
				 "un-reserving a name: using it was an error");
}

/* ---- the block's other keys ------------------------------------------------------ */

/* How a key restricts modules: a flag that restricts when set or when
 * cleared, a list that restricts when it gains or when it loses names. */
enum { ON_TIGHTENS, OFF_TIGHTENS, GAIN_TIGHTENS, LOSS_TIGHTENS };

#define SD_BLOCK_RULES(X)                                                                       \
	X(strict, ON_TIGHTENS, "any other argument or block is an error now")                   \
	X(unique, ON_TIGHTENS, "a second such block is an error now")                           \
	X(attributes_only, ON_TIGHTENS, "a block inside it is an error now")                     \
	X(duplicate_read, ON_TIGHTENS, "a second such block's own contents are checked now")    \
	X(module_unique, ON_TIGHTENS, "a second such block in a module is an error now")        \
	X(provider_label, ON_TIGHTENS, "its label is checked as a provider name now")           \
	X(unique_label, ON_TIGHTENS, "a second such block with one label is an error now")     \
	X(unique_address, ON_TIGHTENS, "a second such block with one address is an error now") \
	X(self_context, OFF_TIGHTENS, "self is an error inside it now")                        \
	X(override_optional, OFF_TIGHTENS, "override files must set its required arguments now") \
	X(required_arguments, GAIN_TIGHTENS, "a block without the new required arguments is an error now") \
	X(removed_labels, GAIN_TIGHTENS, "a block with a newly removed label is an error now")  \
	X(module_excludes, GAIN_TIGHTENS, "a module with both blocks is an error now")          \
	X(argument_conflicts, GAIN_TIGHTENS, "arguments set to the newly conflicting values are an error now") \
	X(one_of, GAIN_TIGHTENS, "a block without exactly one of the arguments is an error now")          \
	X(static_arguments, LOSS_TIGHTENS, "traversals in those arguments are read as references now")

typedef struct rule {
	const char *key;
	size_t off;
	int how;
	const char *tight; /* what a restriction does */
} rule;

static const rule rules[] = {
#define SD_X(key, how, tight) {#key, offsetof(spec_block, key), how, tight},
	SD_BLOCK_RULES(SD_X)
#undef SD_X
};

static int flag(const spec_block *b, size_t off)
{
	return *((const uint8_t *)b + off) != 0;
}

/* Whether list a has a name b lacks. */
static int has_more(spec_names a, spec_names b)
{
	for (uint16_t i = 0; i < a.n; i++)
		if (!sd_in(b, a.v[i]))
			return 1;
	return 0;
}

/* Whether some block of l sets the key (a spec that sets it nowhere does
 * not model that rule). */
static int models(const spec_lang *l, const rule *r)
{
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *b = &l->blocks[i];
		if (r->how == ON_TIGHTENS || r->how == OFF_TIGHTENS ? flag(b, r->off) : col(b, r->off).n > 0)
			return 1;
	}
	return 0;
}

/* Whether new block b reads with a form not in a's list an argument that a
 * took: a form of an argument the strict block a refused (a new
 * meta-argument) restricts no module. */
static int forms_gain(const spec_block *a, const spec_block *b)
{
	for (uint16_t i = 0; i < b->argument_forms.n; i++) {
		const char *f = b->argument_forms.v[i], *eq = strchr(f, '=');
		char name[128];
		size_t n = eq ? (size_t)(eq - f) : 0;
		if (sd_in(a->argument_forms, f))
			continue;
		if (!a->strict || !eq || n >= sizeof name)
			return 1;
		memcpy(name, f, n);
		name[n] = '\0';
		if (strcmp(name, "*") == 0 || sd_in(a->meta_arguments, name))
			return 1;
	}
	return 0;
}

/* Whether every block strict block a accepted sets exactly one of b's one_of
 * arguments: a required exactly one of them and took no other. */
static int one_of_kept(const spec_block *a, const spec_block *b)
{
	int required = 0, taken = 0;
	for (uint16_t i = 0; i < b->one_of.n; i++) {
		required += sd_in(a->required_arguments, b->one_of.v[i]);
		taken += sd_in(a->meta_arguments, b->one_of.v[i]);
	}
	return a->strict && required == 1 && taken == 1;
}

static void rule_change(const pair *p, const rule *r)
{
	spec_diff *d = p->d;
	const spec_block *a = &d->old_lang->blocks[p->o], *b = &d->new_lang->blocks[p->n];
	const char *ov, *nv;
	int tight, fresh = 0;
	if (r->how == ON_TIGHTENS || r->how == OFF_TIGHTENS) {
		int x = flag(a, r->off), y = flag(b, r->off);
		if (x == y)
			return;
		ov = x ? "true" : "false";
		nv = y ? "true" : "false";
		tight = (r->how == ON_TIGHTENS) == y;
	} else {
		spec_names x = col(a, r->off), y = col(b, r->off);
		int gain = has_more(y, x), loss = has_more(x, y);
		if (!gain && !loss)
			return;
		if (gain && r->off == offsetof(spec_block, argument_forms) && !forms_gain(a, b))
			gain = 0, fresh = 1;
		if (gain && r->off == offsetof(spec_block, one_of) && one_of_kept(a, b))
			gain = 0, fresh = 2;
		ov = sd_names(d, x);
		nv = sd_names(d, y);
		tight = r->how == GAIN_TIGHTENS ? gain : loss;
	}
	spec_change *c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_CHANGED, p->type, p->parent);
	if (!c)
		return;
	c->old_value = sd_str(d, "%s = %s", r->key, ov);
	c->new_value = sd_str(d, "%s = %s", r->key, nv);
	int mo = models(d->old_lang, r), mn = models(d->new_lang, r);
	if ((!mo || !mn) && !fresh)
		sd_class(c, SPEC_SAFE, sd_str(d, "the %s spec sets %s on no block: it does not model that rule, so this "
						 "is coverage, not a change of the language",
					      mo ? "new" : "old", r->key));
	else
		sd_class(c, tight ? SPEC_BREAKING : SPEC_SAFE,
			 tight   ? r->tight
			 : fresh == 1 ? "the new forms read only arguments it did not take: they were unsupported arguments"
			 : fresh == 2 ? "it required one of the arguments and took no other: every block it accepted sets exactly one"
				      : sd_str(d, "%s only accepts more now", r->key));
}

static void shape_change(const pair *p)
{
	spec_diff *d = p->d;
	const spec_block *a = &d->old_lang->blocks[p->o], *b = &d->new_lang->blocks[p->n];
	spec_change *c;
	if ((a->labels.n != b->labels.n || has_more(a->labels, b->labels)) &&
	    (c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_CHANGED, p->type, p->parent))) {
		c->old_value = sd_str(d, "labels = %s", sd_names(d, a->labels));
		c->new_value = sd_str(d, "labels = %s", sd_names(d, b->labels));
		sd_class(c, a->labels.n != b->labels.n ? SPEC_BREAKING : SPEC_SAFE,
			 a->labels.n != b->labels.n ? "a block written with the old number of labels is an error now"
						    : "only the labels' names change (messages)");
	}
	if (a->declares != b->declares && (c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_CHANGED, p->type, p->parent))) {
		c->old_value = sd_str(d, "declares = %s", spec_decl_names[a->declares]);
		c->new_value = sd_str(d, "declares = %s", spec_decl_names[b->declares]);
		sd_class(c, SPEC_BREAKING, "what its label declares for references changes");
	}
	if (a->escaping != b->escaping && (c = sd_add(d, SPEC_CHANGE_ESCAPING_BLOCK, b->escaping ? SPEC_OP_ADDED : SPEC_OP_REMOVED,
						       (b->escaping ? d->new_lang : d->old_lang)->escaping_block_type, p->path))) {
		if (!b->escaping)
			sd_class(c, SPEC_BREAKING, "arguments and blocks inside _ are no longer kept from the language");
		else
			sd_class(c, SPEC_SAFE, a->strict ? "a _ block was an unsupported block"
							 : "a _ block was the provider's or module's own (none defines one)");
	}
}

/* Labels newly refused for a block with reserved_names. */
static void reserved_labels(const pair *p)
{
	spec_diff *d = p->d;
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	int ro = o->blocks[p->o].reserved_names, rn = n->blocks[p->n].reserved_names;
	int m[2] = {top_declaring(o, SPEC_DECL_MODULE), top_declaring(n, SPEC_DECL_MODULE)};
	const spec_lang *ls[2] = {o, n};
	if (!ro && !rn)
		return;
	for (int side = 0; side < 2; side++) {
		if (m[side] < 0)
			continue;
		const spec_block *mb = &ls[side]->blocks[m[side]];
		spec_names lists[4] = {mb->meta_arguments, mb->meta_blocks, mb->reserved_arguments, mb->reserved_blocks};
		for (int k = 0; k < 5; k++) {
			const char *esc = ls[side]->escaping_block_type;
			for (uint16_t i = 0; i < (k < 4 ? lists[k].n : esc != NULL); i++) {
				const char *x = k < 4 ? lists[k].v[i] : esc;
				int was = ro && spec_reserved_name(o, x), is = rn && spec_reserved_name(n, x);
				if (was == is || (side == 0) != was)
					continue;
				if (spec_diff_find(d, SPEC_CHANGE_RESERVED_NAME, x, p->path) >= 0)
					continue;
				sd_class(sd_add(d, SPEC_CHANGE_RESERVED_NAME, is ? SPEC_OP_ADDED : SPEC_OP_REMOVED, x, p->path),
					 is ? SPEC_BREAKING : SPEC_SAFE,
					 is ? sd_str(d, "a %s labelled \"%s\" is an error now, and no rewrite keeps its "
							"name",
						     p->type, x)
					    : "un-reserving a name: it was an error");
			}
		}
	}
}

/* static_opt_out: a new one restricts the modules that set that argument to
 * anything but true, unless the block did not take it (an unsupported
 * argument before). */
static void opt_out_change(const pair *p)
{
	spec_diff *d = p->d;
	const spec_block *a = &d->old_lang->blocks[p->o], *b = &d->new_lang->blocks[p->n];
	const char *x = a->static_opt_out, *y = b->static_opt_out;
	spec_change *c;
	if ((!x && !y) || (x && y && strcmp(x, y) == 0) || !(c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_CHANGED, p->type, p->parent)))
		return;
	c->old_value = sd_str(d, "static_opt_out = %s", x ? x : "");
	c->new_value = sd_str(d, "static_opt_out = %s", y ? y : "");
	if (!y)
		sd_class(c, SPEC_SAFE, "what it declares is no longer kept out of static evaluation");
	else if (a->strict && !sd_in(a->meta_arguments, y))
		sd_class(c, SPEC_SAFE, "the argument that keeps it out of static evaluation was an unsupported argument");
	else
		sd_class(c, SPEC_BREAKING, "what it declares may be kept out of static evaluation now");
}

static void both(const pair *p)
{
	shape_change(p);
	opt_out_change(p);
	for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; i++)
		namespace(p, &spaces[i]);
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
		rule_change(p, &rules[i]);
	sd_argument_forms(p->d, p->o, p->n, p->type, p->parent);
	reserved_labels(p);
}

/* ---- block types added or removed --------------------------------------------------- */

/* The diagnostic of role TYPE_top_level under l. */
static const spec_diag *top_level_role(const spec_lang *l, const char *type)
{
	const char *parts[] = {type};
	return spec_rule_diag(l, SPEC_RULE_TYPE_TOP_LEVEL, parts);
}

static void gone(const pair *p)
{
	spec_diff *d = p->d;
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	const spec_block *a = &o->blocks[p->o];
	spec_change *c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_REMOVED, p->type, p->parent);
	if (!c)
		return;
	if (a->parent < 0 && !a->test_file && top_level_role(o, a->type)) {
		sd_class(c, SPEC_SAFE, "it was there only to say it belongs elsewhere: using it was an error");
		return;
	}
	if (a->parent >= 0) {
		int np = find_path(p->pn, n->nblocks, p->parent);
		if (np < 0 || sd_in(n->blocks[np].meta_blocks, a->type) ||
		    spec_diff_find(d, SPEC_CHANGE_META_BLOCK, a->type, p->parent) >= 0) {
			sd_class(c, SPEC_SAFE, np < 0 ? "its parent block type is gone (see there)"
					       : "its rules of its own are gone; whether the language reads it is the "
						 "meta_block change");
			return;
		}
	}
	sd_class(c, SPEC_BREAKING, "a module with such a block is an error now");
}

static void come(const pair *p)
{
	spec_diff *d = p->d;
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	const spec_block *b = &n->blocks[p->n];
	spec_change *c = sd_add(d, SPEC_CHANGE_BLOCK, SPEC_OP_ADDED, p->type, p->parent);
	if (!c)
		return;
	if (b->parent < 0) {
		sd_class(c, SPEC_SAFE, "a new block type: an unknown block type was an error before");
		return;
	}
	int op = find_path(p->po, o->nblocks, p->parent);
	if (op >= 0 && o->blocks[op].strict && !sd_in(o->blocks[op].meta_blocks, b->type))
		sd_class(c, SPEC_SAFE, "its parent took only the language's own blocks: it was an unsupported block");
	else
		sd_class(c, SPEC_SAFE, "rules of its own for a nested block; whether the language reads it is the "
				       "meta_block change");
}

static const char **paths(spec_diff *d, const spec_lang *l)
{
	const char **v = hcl_alloc(&d->arena, ((size_t)l->nblocks + 1) * sizeof *v);
	for (uint16_t i = 0; i < l->nblocks; i++)
		v[i] = spec_block_path(&d->arena, l, i);
	return v;
}

void sd_diff_blocks(spec_diff *d)
{
	const spec_lang *o = d->old_lang, *n = d->new_lang;
	for (uint16_t i = 0; i < o->nblocks; i++)
		d->old_models_strict |= o->blocks[i].strict;
	const char **po = paths(d, o), **pn = paths(d, n);
	for (uint16_t i = 0; i < o->nblocks; i++) {
		pair p = make_pair(d, po, pn, 1, i);
		p.n = find_path(pn, n->nblocks, p.path);
		if (p.n >= 0)
			both(&p);
		else
			gone(&p);
	}
	for (uint16_t j = 0; j < n->nblocks; j++) {
		pair p = make_pair(d, po, pn, 0, j);
		if (find_path(po, o->nblocks, p.path) < 0)
			come(&p);
	}
}
