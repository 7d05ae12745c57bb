/* spec_drift.c - a spec's deliberate differences from its language's source.
 *
 *   drift "KIND" {
 *     name   = "NAME"     (a fact's name; * matches any run of characters)
 *     where  = "WHERE"    (optional: only facts of that where; * as in name)
 *     change = "missing"  (optional: missing, extra or different)
 *     reason = "why the spec says otherwise"
 *   }
 *
 * reserve-gen drift (gen/gen_drift.c) leaves out what these notes name;
 * the loader only reads and checks them (doc/drift.md).  They live beside
 * the tables, in the loaded spec, not in the compiled tables: no runtime
 * rule reads them. */
#include <string.h>

#include "spec_loader.h"

static const char *const drift_keys[] = {"name", "where", "change", "reason"};

void spec_read_drift(spec_loader *ld, const hcl_block *b)
{
	spec_drift_note *n = spec_note_add(ld, b, "drift", drift_keys, sizeof drift_keys / sizeof drift_keys[0],
					   &ld->s->drift, "drift notes");
	if (!n)
		return;
	n->kind = b->labels->text;
	n->file = ld->fi;
	n->at = b->type_start;
	spec_read_str(ld, b, "name", &n->name);
	spec_read_str(ld, b, "where", &n->where);
	spec_read_str(ld, b, "reason", &n->reason);
	const char *change = NULL;
	spec_read_str(ld, b, "change", &change);
	n->change = change;
	if (change && strcmp(change, "missing") != 0 && strcmp(change, "extra") != 0 &&
	    strcmp(change, "different") != 0)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Invalid drift change",
			     "A drift note's change is \"missing\", \"extra\" or \"different\", not \"%s\".", change);
	if (!n->name)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing drift name",
			     "A drift note names the facts it is about: name = \"...\".");
	if (!n->reason || !*n->reason)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing drift reason",
			     "A drift note says why the spec differs from the source: reason = \"...\".");
}

unsigned spec_loaded_drift(const spec_loaded *s, const spec_drift_note **notes)
{
	*notes = s->drift.v;
	return s->drift.n;
}
