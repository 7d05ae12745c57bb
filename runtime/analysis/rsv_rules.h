/* rsv_rules.h - the block-level rules (rsv_rules.c): the checks OpenTofu's
 * configuration loader makes on a module's blocks and arguments, run once
 * per module by rsv_check.c.
 *
 * The order of calls in the analysis layer: a file calls only files after
 * it in this list (read left to right, top to bottom), never one before
 * it nor itself through another.  Every C file of runtime/analysis is in
 * it once; tests/layers.t reads the list from here and checks it against
 * the calls of the built objects (nm).
 *
 * ORDER BEGIN
 *   rsv_fix.c rsv_audit.c                fix, and audit (which plans fix's edits)
 *   rsv_fix_proof.c rsv_fix_blocks.c     fix's proof, its moves and migrations,
 *   rsv_fix_json.c rsv_fix_text.c        its JSON syntax, its text
 *   rsv_fix_results.c rsv_address.c      and its results; addresses read otherwise
 *   rsv_children_calls.c                 a module's calls of local child modules,
 *   rsv_children.c                       and those modules, read once per run
 *   rsv_graph.c rsv_upstream.c           the graph of a checked module; what its walk skips
 *   rsv_discover.c rsv_listing.c         finding modules in folders
 *   rsv_check.c                          checking a module: its rules, then references
 *   rsv_rules.c                          the block rules
 *   rsv_signature.c rsv_exprtypes.c      what hcl finds wrong when it evaluates
 *   rsv_forms.c rsv_forms_refs.c         argument forms: the dispatch, references,
 *   rsv_forms_provider.c                 providers,
 *   rsv_forms_version.c                  versions,
 *   rsv_forms_decode.c rsv_decode.c      and decoding; decoders' rules on a whole block
 *   rsv_count.c rsv_schema.c             count's value; the built-in schemas
 *   rsv_merge_blocks.c rsv_merge.c       the merge of a module's files
 *   rsv_language.c                       the language block
 *   rsv_providers.c rsv_calls.c          provider references; function calls
 *   rsv_typecheck.c                      type constraints
 *   rsv_json.c                           files of the JSON syntax
 *   rsv_report.c rsv_suggest.c           reporting; names probably meant
 *   rsv_read.c rsv_walker.c              reading without evaluating (it reports
 *                                        nothing); the walk over a block
 *   rsv_module.c rsv_role.c              modules; the rules' roles
 *   rsv_types.c rsv_convert.c rsv_addr.c types, conversions, addresses
 *   rsv_ref.c rsv_text.c                 ParseRef; text
 * ORDER END
 */
#ifndef RESERVE_RSV_RULES_H
#define RESERVE_RSV_RULES_H

#include "rsv.h"

/* Runs every block-level rule over the module's files (not its tests),
 * then the merge's rules (rsv_merge.h) unless the module is one file. */
void rsv_rules_module(rsv_module *m);
/* A top-level block whose type the language does not have. */
void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file);

#endif
