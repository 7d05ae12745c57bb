/* rsv_diag.c - direct test of rsv_diag (runtime/analysis/rsv_ref.c): a
 * diagnostic of the catalogue with its {params} filled from the name/value
 * pairs given, every one of them (the collector once kept 16 pairs here
 * and 8 in ParseRef's reader, and dropped the rest without a word). */
#include <string.h>

#include "rsv.h"
#include "tap.h"

int main(void)
{
	hcl_file *f = hcl_parse("t.tf", "", 0, HCL_MODE_CONFIG);
	if (!f)
		bail_out("hcl_parse returned NULL");
	spec_diag d;
	memset(&d, 0, sizeof d);
	d.code = "TEST1";
	d.severity = SPEC_ERROR;
	d.summary = "first {a} last {t}";
	d.detail = "{s}{r}{q}";
	hcl_diag *g = rsv_diag(f, &d, 0, 0, "a", "1", "b", "2", "c", "3", "d", "4", "e", "5", "f", "6", "g", "7",
			       "h", "8", "i", "9", "j", "10", "k", "11", "l", "12", "m", "13", "n", "14", "o", "15",
			       "p", "16", "q", "17", "r", "18", "s", "19", "t", "20", (const char *)NULL);
	ok(g != NULL, "rsv_diag adds a diagnostic");
	is_str(g->summary, "first 1 last 20", "... its summary filled from the first and the 20th pair");
	is_str(g->detail, "191817", "... its detail from pairs past the 16th");
	is_str(g->code, "TEST1", "... with the catalogue's code");
	is_int(f->nerrors, 1, "... an error");
	hcl_file_free(f);
	return done_testing();
}
