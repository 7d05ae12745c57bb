/* spec_diff_files.c - what a change of the file name endings a language reads does to the
 * modules valid under the old release: module files (module_extensions, each with its JSON
 * form) and test files (test_extensions).  doc/audit.md, "File extensions". */
#include <string.h>

#include "spec_diff_int.h"

/* The endings of one list that the other lacks, each one change of kind file_extension,
 * where "module" or "test". */
static void one_list(spec_diff *d, spec_names o, spec_names n, const char *where)
{
	int test = strcmp(where, "test") == 0;
	for (uint16_t i = 0; i < n.n; i++) {
		if (sd_in(o, n.v[i]))
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_FILE_EXTENSION, SPEC_OP_ADDED, n.v[i], where);
		sd_class(c, SPEC_BREAKING,
			 sd_str(d, "files ending %s (and its JSON form) are read as %s files now; they were no part "
				   "of a module before, so a module that has one is read differently%s",
				n.v[i], where,
				test ? "" : " (and one that shares its name with an older file may hide it)"));
	}
	for (uint16_t i = 0; i < o.n; i++) {
		if (sd_in(n, o.v[i]))
			continue;
		spec_change *c = sd_add(d, SPEC_CHANGE_FILE_EXTENSION, SPEC_OP_REMOVED, o.v[i], where);
		sd_class(c, SPEC_BREAKING,
			 sd_str(d, "files ending %s (and its JSON form) are no %s files any more: what they held "
				   "is no longer read",
				o.v[i], where));
	}
}

void sd_diff_extensions(spec_diff *d)
{
	one_list(d, d->old_lang->module_extensions, d->new_lang->module_extensions, "module");
	one_list(d, d->old_lang->test_extensions, d->new_lang->test_extensions, "test");
}
