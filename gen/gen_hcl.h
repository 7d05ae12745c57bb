/* gen_hcl.h - spec tables written as spec text (gen_hcl.c): the whole of a
 * loaded spec (reserve-gen flatten), or one item of it (reserve-gen draft). */
#ifndef RESERVE_GEN_HCL_H
#define RESERVE_GEN_HCL_H

#include "hcl_buf.h"
#include "spec.h"

/* s as an HCL quoted string. */
void gen_hcl_str(hcl_buf *o, const char *s);
/* One item of l, as a spec file writes it (a block with its nested ones,
 * at depth). */
void gen_hcl_root(hcl_buf *o, const spec_lang *l, const spec_root *r, int fallback);
void gen_hcl_block(hcl_buf *o, const spec_lang *l, int i, int depth);
void gen_hcl_diag(hcl_buf *o, const spec_lang *l, const spec_diag *d);
void gen_hcl_function(hcl_buf *o, const spec_lang *l, const spec_function *fn);
void gen_hcl_note(hcl_buf *o, const spec_drift_note *n);
/* The whole spec s, naming source as where it comes from. */
void gen_hcl_spec(hcl_buf *o, const spec_loaded *s, const char *source);
/* The command: reserve-gen flatten SPEC [-o FILE]. */
int gen_flatten_main(int argc, char **argv);

#endif
