/* gen_hcl.h - spec tables written as spec text (gen_hcl.c): the whole of a
 * loaded spec (reserve-gen flatten), or one item of it (reserve-gen draft). */
#ifndef RESERVE_GEN_HCL_H
#define RESERVE_GEN_HCL_H

#include "hcl_buf.h"
#include "spec.h"

/* s as an HCL quoted string. */
void gen_hcl_str(hcl_buf *o, const char *s);

/* Spec text being written: keys at depth + 1, blocks at depth. */
typedef struct writer {
	hcl_buf *o;
	const spec_lang *l;
	int depth;
} writer;

/* One key of each kind (nothing for NULL, an empty list, false); a name of
 * another table's item by index (nothing for -1). */
void gen_hcl_key(writer *w, const char *k);
void gen_hcl_put_str(writer *w, const char *k, const char *v);
void gen_hcl_put_list(writer *w, const char *k, spec_names n);
void gen_hcl_put_bool(writer *w, const char *k, int v);
void gen_hcl_put_word(writer *w, const char *k, const char *word);
void gen_hcl_put_ref(writer *w, const char *k, const char *name);
const char *gen_hcl_feature_name(const spec_lang *l, int i);
/* The names of an edition's features, quoted and ", "-separated. */
void gen_hcl_feature_list(hcl_buf *o, const spec_lang *l, const spec_edition *e);
const char *gen_hcl_block_name(const spec_lang *l, int i);
const char *gen_hcl_diag_name(const spec_lang *l, int i);
void gen_hcl_open_block(writer *w, const char *type, const char *label);
void gen_hcl_close_block(writer *w);

/* W_kind(w, key, v): one key of each kind of spec_fields.h; the label, the
 * nesting and custom keys are the table's own business. */
#define W_label(w, k, v)
#define W_nesting(w, k, v)
#define W_str(w, k, v) gen_hcl_put_str(w, k, v);
#define W_list(w, k, v) gen_hcl_put_list(w, k, v);
#define W_bool(w, k, v) gen_hcl_put_bool(w, k, v);
#define W_form(w, k, v) gen_hcl_put_word(w, k, spec_form_names[v]);
#define W_scope(w, k, v) gen_hcl_put_word(w, k, (v) ? spec_scope_names[v] : NULL);
#define W_state(w, k, v) gen_hcl_put_word(w, k, spec_state_names[v]);
#define W_severity(w, k, v) gen_hcl_put_word(w, k, spec_severity_names[v]);
#define W_decl(w, k, v) gen_hcl_put_word(w, k, (v) ? spec_decl_names[v] : NULL);
#define W_type_keyword_result(w, k, v) gen_hcl_put_word(w, k, spec_type_keyword_result_names[v]);
#define W_diag_subject(w, k, v) gen_hcl_put_word(w, k, (v) ? spec_diag_subject_names[v] : NULL);
#define W_namespace_form(w, k, v) gen_hcl_put_word(w, k, spec_namespace_form_names[v]);
#define W_type_form(w, k, v) gen_hcl_put_word(w, k, spec_type_form_names[v]);
#define W_feature_ref(w, k, v) gen_hcl_put_ref(w, k, gen_hcl_feature_name((w)->l, v));
#define W_block_ref(w, k, v) gen_hcl_put_ref(w, k, gen_hcl_block_name((w)->l, v));
#define W_diag_ref(w, k, v) gen_hcl_put_ref(w, k, gen_hcl_diag_name((w)->l, v));
#define W_custom(w, k, v)
#define W_unused(w, k, v)


/* One item of l, as a spec file writes it (a block with its nested ones,
 * at depth). */
void gen_hcl_root(hcl_buf *o, const spec_lang *l, const spec_root *r, int fallback);
void gen_hcl_block(hcl_buf *o, const spec_lang *l, int i, int depth);
void gen_hcl_diag(hcl_buf *o, const spec_lang *l, const spec_diag *d);
void gen_hcl_function(hcl_buf *o, const spec_lang *l, const spec_function *fn);
void gen_hcl_note(hcl_buf *o, const spec_drift_note *n);
/* A change block (a change's note and migration). */
void gen_hcl_change(hcl_buf *o, const spec_lang *l, const spec_change_note *c);
/* Item i of a feature, edition, namespace or type table, named so. */
void gen_hcl_item(hcl_buf *o, const spec_lang *l, const char *table, int i);
/* The whole spec s, naming source as where it comes from. */
void gen_hcl_spec(hcl_buf *o, const spec_loaded *s, const char *source);
/* The commands: reserve-gen flatten SPEC [-o FILE], and reserve-gen delta
 * --base BASE SPEC [-o FILE] (gen_delta.c). */
int gen_flatten_main(int argc, char **argv);
int gen_delta_main(int argc, char **argv);

#endif
