/* spec_fields.h - the columns of each spec table, each written once as an X-list.
 *
 * A row names a field of a struct of spec.h, the spec key it is read
 * from (NULL: none) and its kind.  From these rows come the keys each spec
 * block takes and their readers (spec_load.c), the designated initialisers
 * reserve-gen writes (gen/gen_facts.c), and the field-by-field comparison
 * of the generated and the loaded tables (tests/spec_twoways.c).  No
 * include guard, as spec_words.h: define the macros of the tables wanted,
 * include, and every macro is undefined again.
 *
 * The rows of a table are alike in shape by design: this file is data.
 *
 * Kinds (a consumer defines one macro per kind, so a new kind that one of
 * them does not know fails to compile):
 *   label        const char *  the block's label
 *   nesting      int16_t       the enclosing block's index, or -1
 *   str          const char *  a quoted string, or NULL
 *   list         spec_names    a list of quoted strings
 *   bool         uint8_t       true or false
 *   form, scope, state, severity, decl, type_keyword_result, diag_subject,
 *   namespace_form, type_form
 *                uint8_t       a bare word of that list of spec_words.h
 *   feature_ref, block_ref, diag_ref
 *                int16_t       a name, resolved to its index once all is read (-1: none)
 *   custom       -             read and written by the table's own code
 *   unused       (no field)    a key that is checked (as a bool) and dropped
 *
 * The order of the rows is the order of the keys in messages and of the
 * fields in generated code; nothing depends on it. */

/* SPEC_LANG_FIELD(field, key, kind): spec_lang, from `language "NAME"`.
 * The tables (roots, blocks, ...) are filled from the other blocks. */
#ifndef SPEC_LANG_FIELD
#define SPEC_LANG_FIELD(field, key, kind)
#endif
SPEC_LANG_FIELD(name, NULL, label)
SPEC_LANG_FIELD(display, "display", str)
SPEC_LANG_FIELD(c_prefix, "c_prefix", str)
SPEC_LANG_FIELD(version, "version", str)
SPEC_LANG_FIELD(commit, "commit", str)
SPEC_LANG_FIELD(extends, "extends", custom)
SPEC_LANG_FIELD(module_extensions, "module_extensions", list)
SPEC_LANG_FIELD(test_extensions, "test_extensions", list)
SPEC_LANG_FIELD(experiments_in, "experiments_in", str)
SPEC_LANG_FIELD(edition_in, "edition_in", str)
SPEC_LANG_FIELD(edition_attribute, "edition_attribute", str)
SPEC_LANG_FIELD(function_namespace, "function_namespace", str)
SPEC_LANG_FIELD(index_object, "index_object", str)
SPEC_LANG_FIELD(dynamic_block, "dynamic_block", str)
SPEC_LANG_FIELD(dynamic_iterator, "dynamic_iterator", str)
SPEC_LANG_FIELD(dynamic_content, "dynamic_content", str)
SPEC_LANG_FIELD(dynamic_for_each, "dynamic_for_each", str)
SPEC_LANG_FIELD(escaping_block_type, "escaping_block_type", str)
SPEC_LANG_FIELD(suggestion, "suggestion", str)
SPEC_LANG_FIELD(resource_suggestion, "resource_suggestion", str)
SPEC_LANG_FIELD(type_keywords, "type_keywords", list)
SPEC_LANG_FIELD(type_keyword_reference, "type_keyword_result", type_keyword_result)
SPEC_LANG_FIELD(repetition_arguments, "repetition_arguments", list)
SPEC_LANG_FIELD(self_only_references, "self_only_references", list)
SPEC_LANG_FIELD(sensitive_function, "sensitive_function", str)
SPEC_LANG_FIELD(attribute_suggestion, "attribute_suggestion", str)
SPEC_LANG_FIELD(block_argument_suggestion, "block_argument_suggestion", str)
SPEC_LANG_FIELD(argument_block_suggestion, "argument_block_suggestion", str)
SPEC_LANG_FIELD(mismatch_given, "mismatch_names_given", bool)
SPEC_LANG_FIELD(version_first, "version_hides_load_errors", bool)

/* SPEC_ROOT_FIELD(field, key, kind, in): spec_root, from `root "NAME"`
 * (in ROOT) and from `fallback` too (in BOTH). */
#ifndef SPEC_ROOT_FIELD
#define SPEC_ROOT_FIELD(field, key, kind, in)
#endif
SPEC_ROOT_FIELD(name, NULL, label, ROOT)
SPEC_ROOT_FIELD(form, "form", form, ROOT)
SPEC_ROOT_FIELD(scope, "scope", scope, ROOT)
SPEC_ROOT_FIELD(alias, "alias", bool, ROOT)
SPEC_ROOT_FIELD(escape, "escape", bool, ROOT)
SPEC_ROOT_FIELD(no_remaining, "no_remaining", bool, ROOT)
SPEC_ROOT_FIELD(feature, "feature", feature_ref, ROOT)
SPEC_ROOT_FIELD(subject, "subject", str, BOTH)
SPEC_ROOT_FIELD(instance_subject, "instance_subject", str, BOTH)
SPEC_ROOT_FIELD(mode, "mode", str, BOTH)
SPEC_ROOT_FIELD(what, "what", str, BOTH)
SPEC_ROOT_FIELD(two_names, "two_names", str, ROOT)
SPEC_ROOT_FIELD(refers, "refers", str, ROOT)
SPEC_ROOT_FIELD(since, "since", str, ROOT)
SPEC_ROOT_FIELD(attributes, "attributes", list, ROOT)
SPEC_ROOT_FIELD(declared_by, "declared_by", decl, BOTH)
SPEC_ROOT_FIELD(requires_self, "requires_self", bool, ROOT)
SPEC_ROOT_FIELD(undeclared, "undeclared", diag_ref, BOTH)
SPEC_ROOT_FIELD(no_suggestion, "no_suggestion", str, ROOT)
SPEC_ROOT_FIELD(out_of_context, "out_of_context", diag_ref, ROOT)
SPEC_ROOT_FIELD(invalid_attribute, "invalid_attribute", diag_ref, ROOT)
SPEC_ROOT_FIELD(removed_attribute, "removed_attribute", diag_ref, ROOT)
SPEC_ROOT_FIELD(requires_argument, "requires_argument", str, ROOT)
SPEC_ROOT_FIELD(removed_attributes, "removed_attributes", list, ROOT)
SPEC_ROOT_FIELD(static_attributes, "static_attributes", list, ROOT)

/* SPEC_BLOCK_FIELD(field, key, kind): spec_block, from `block "TYPE"`. */
#ifndef SPEC_BLOCK_FIELD
#define SPEC_BLOCK_FIELD(field, key, kind)
#endif
SPEC_BLOCK_FIELD(type, NULL, label)
SPEC_BLOCK_FIELD(parent, NULL, nesting)
SPEC_BLOCK_FIELD(labels, "labels", list)
SPEC_BLOCK_FIELD(top_level, "top_level", unused)
SPEC_BLOCK_FIELD(meta_arguments, "meta_arguments", list)
SPEC_BLOCK_FIELD(meta_blocks, "meta_blocks", list)
SPEC_BLOCK_FIELD(reserved_arguments, "reserved_arguments", list)
SPEC_BLOCK_FIELD(reserved_blocks, "reserved_blocks", list)
SPEC_BLOCK_FIELD(escaping, "escaping_block", bool)
SPEC_BLOCK_FIELD(declares, "declares", decl)
SPEC_BLOCK_FIELD(reserved_names, "reserved_names", bool)
SPEC_BLOCK_FIELD(since, "since", str)
SPEC_BLOCK_FIELD(static_arguments, "static_arguments", list)
SPEC_BLOCK_FIELD(self_context, "self_context", bool)
SPEC_BLOCK_FIELD(test_file, "test_file", bool)
SPEC_BLOCK_FIELD(objects, "objects", str)
SPEC_BLOCK_FIELD(unique, "unique", bool)
SPEC_BLOCK_FIELD(duplicate_read, "duplicate_read", bool)
SPEC_BLOCK_FIELD(strict, "strict", bool)
SPEC_BLOCK_FIELD(argument_forms, "argument_forms", list)
SPEC_BLOCK_FIELD(removed_labels, "removed_labels", list)
SPEC_BLOCK_FIELD(required_arguments, "required_arguments", list)
SPEC_BLOCK_FIELD(module_unique, "module_unique", bool)
SPEC_BLOCK_FIELD(provider_label, "provider_label", bool)
SPEC_BLOCK_FIELD(override_optional, "override_optional", bool)
SPEC_BLOCK_FIELD(module_excludes, "module_excludes", list)
SPEC_BLOCK_FIELD(duplicate_previous, "duplicate_previous", bool)
SPEC_BLOCK_FIELD(unique_target, "unique_target", str)
SPEC_BLOCK_FIELD(target_group, "target_group", str)
SPEC_BLOCK_FIELD(unique_label, "unique_label", bool)
SPEC_BLOCK_FIELD(unique_address, "unique_address", bool)
SPEC_BLOCK_FIELD(module_scope, "module_scope", str)
SPEC_BLOCK_FIELD(argument_conflicts, "argument_conflicts", list)
SPEC_BLOCK_FIELD(attributes_only, "attributes_only", bool)
SPEC_BLOCK_FIELD(one_of, "one_of", list)
SPEC_BLOCK_FIELD(static_opt_out, "static_opt_out", str)
SPEC_BLOCK_FIELD(label_schemas, "label_schemas", list)

/* SPEC_FEATURE_FIELD(field, key, kind): spec_feature, from `feature "NAME"`. */
#ifndef SPEC_FEATURE_FIELD
#define SPEC_FEATURE_FIELD(field, key, kind)
#endif
SPEC_FEATURE_FIELD(name, NULL, label)
SPEC_FEATURE_FIELD(state, "state", state)
SPEC_FEATURE_FIELD(opt_in, "opt_in", block_ref)
SPEC_FEATURE_FIELD(undefined, "undefined", diag_ref)
SPEC_FEATURE_FIELD(hint, "hint", diag_ref)
SPEC_FEATURE_FIELD(since, "since", str)
SPEC_FEATURE_FIELD(until, "until", str)
SPEC_FEATURE_FIELD(message, "message", str)
SPEC_FEATURE_FIELD(exempt, "exempt", bool)

/* SPEC_EDITION_FIELD(field, key, kind): spec_edition, from `edition "NAME"`
 * (features are resolved names: features and nfeatures). */
#ifndef SPEC_EDITION_FIELD
#define SPEC_EDITION_FIELD(field, key, kind)
#endif
SPEC_EDITION_FIELD(name, NULL, label)
SPEC_EDITION_FIELD(features, "features", custom)
SPEC_EDITION_FIELD(is_default, "default", bool)
SPEC_EDITION_FIELD(since, "since", str)

/* SPEC_DIAG_FIELD(field, key, kind): spec_diag, from `diagnostic "ID"`. */
#ifndef SPEC_DIAG_FIELD
#define SPEC_DIAG_FIELD(field, key, kind)
#endif
SPEC_DIAG_FIELD(id, NULL, label)
SPEC_DIAG_FIELD(code, "code", str)
SPEC_DIAG_FIELD(severity, "severity", severity)
SPEC_DIAG_FIELD(summary, "summary", str)
SPEC_DIAG_FIELD(detail, "detail", str)
SPEC_DIAG_FIELD(params, "params", list)
SPEC_DIAG_FIELD(role, "role", str)
SPEC_DIAG_FIELD(at_block, "subject", diag_subject)

/* SPEC_FUNCTION_FIELD(field, key, kind): spec_function, from `function "NAME"`. */
#ifndef SPEC_FUNCTION_FIELD
#define SPEC_FUNCTION_FIELD(field, key, kind)
#endif
SPEC_FUNCTION_FIELD(name, NULL, label)
SPEC_FUNCTION_FIELD(since, "since", str)
SPEC_FUNCTION_FIELD(until, "until", str)
SPEC_FUNCTION_FIELD(feature, "feature", feature_ref)
SPEC_FUNCTION_FIELD(message, "message", str)
SPEC_FUNCTION_FIELD(signature, "signature", str)
SPEC_FUNCTION_FIELD(stdlib, "stdlib", bool)

/* SPEC_NAMESPACE_FIELD(field, key, kind): spec_namespace, from `namespace "NAME"`. */
#ifndef SPEC_NAMESPACE_FIELD
#define SPEC_NAMESPACE_FIELD(field, key, kind)
#endif
SPEC_NAMESPACE_FIELD(name, NULL, label)
SPEC_NAMESPACE_FIELD(form, "form", namespace_form)
SPEC_NAMESPACE_FIELD(declared_in, "declared_in", str)
SPEC_NAMESPACE_FIELD(aliases, "aliases", bool)
SPEC_NAMESPACE_FIELD(feature, "feature", feature_ref)
SPEC_NAMESPACE_FIELD(undeclared, "undeclared", diag_ref)
SPEC_NAMESPACE_FIELD(invalid, "invalid", diag_ref)
SPEC_NAMESPACE_FIELD(feature_off, "feature_off", diag_ref)
SPEC_NAMESPACE_FIELD(since, "since", str)

/* SPEC_TYPE_FIELD(field, key, kind): spec_type, from `type "NAME"`. */
#ifndef SPEC_TYPE_FIELD
#define SPEC_TYPE_FIELD(field, key, kind)
#endif
SPEC_TYPE_FIELD(name, NULL, label)
SPEC_TYPE_FIELD(form, "form", type_form)
SPEC_TYPE_FIELD(shorthand, "shorthand", bool)
SPEC_TYPE_FIELD(default_argument, "default_argument", bool)
SPEC_TYPE_FIELD(feature, "feature", feature_ref)
SPEC_TYPE_FIELD(feature_off, "feature_off", diag_ref)
SPEC_TYPE_FIELD(since, "since", str)

/* SPEC_INDEX_FIELD(table, type, key): the tables found by name, each with
 * a spec_hashed index over its key column (spec_lang.index.table): the
 * rows are l->table, l->n##table of them, of that type.  The lookups of
 * spec.h use them; a compiled spec has them as generated data
 * (gen/gen_facts.c), a loaded one builds them (spec_load.c), and
 * tests/spec_index.c checks both against the tables. */
#ifndef SPEC_INDEX_FIELD
#define SPEC_INDEX_FIELD(table, type, key)
#endif
SPEC_INDEX_FIELD(roots, spec_root, name)
SPEC_INDEX_FIELD(blocks, spec_block, type)
SPEC_INDEX_FIELD(features, spec_feature, name)
SPEC_INDEX_FIELD(diags, spec_diag, role)
SPEC_INDEX_FIELD(functions, spec_function, name)
SPEC_INDEX_FIELD(namespaces, spec_namespace, name)
SPEC_INDEX_FIELD(types, spec_type, name)

#undef SPEC_LANG_FIELD
#undef SPEC_ROOT_FIELD
#undef SPEC_BLOCK_FIELD
#undef SPEC_FEATURE_FIELD
#undef SPEC_EDITION_FIELD
#undef SPEC_DIAG_FIELD
#undef SPEC_FUNCTION_FIELD
#undef SPEC_NAMESPACE_FIELD
#undef SPEC_TYPE_FIELD
#undef SPEC_INDEX_FIELD
