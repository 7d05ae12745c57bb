/* spec_roles.h - every diagnostic role the block rules, the argument forms,
 * the language block and the function calls report, with the {placeholders}
 * each supplies to its text, written once as an X-list (doc/spec.md,
 * "Roles").  The reference reader's roles (ref_*) are SPEC_READER_ROLE of
 * spec_words.h.
 *
 * SPEC_RULE_ROLE(ID, pattern, params): the pattern spells the role as
 * doc/spec.md does: lower-case letters and "_" stand for themselves, and
 * each word in capitals is a part the rule fills in, in order (the
 * SPEC_ROLE_PART rows below say what each may be).  params: the
 * placeholders the rule gives the diagnostic's text, separated by spaces.
 * The analysis names the role it asks for by SPEC_RULE_ID and its parts
 * (rsv_role); a spec without a diagnostic of that role turns the rule off.
 * The loader refuses a role that no row matches with the spec's own names,
 * and a text that uses a placeholder its role's rules never supply
 * (spec_roles.c), so a misspelt role cannot turn a rule off unseen.
 * Roles without parts are resolved once per module.
 *
 * No include guard, like spec_words.h: a consumer defines the macros it
 * wants, includes this file, and the file undefines them again. */
#ifndef SPEC_RULE_ROLE
#define SPEC_RULE_ROLE(ID, pattern, params)
#endif
#ifndef SPEC_ROLE_PART
#define SPEC_ROLE_PART(NAME, names)
#endif

/* SPEC_ROLE_PART(NAME, names): a part of a pattern, and the spec's names it
 * is matched against when a spec loads (spec_roles.c): block_types (the
 * types of the block table, and the meta_blocks and reserved_blocks its
 * blocks list), labels (the label names of the block table), arguments (the
 * argument names a block's keys list: argument_forms, meta_arguments,
 * required_arguments, reserved_arguments, static_arguments, unique_target,
 * and the language's repetition_arguments), repetition (repetition_arguments),
 * declares (the declares words but none), words (the words after the form
 * of argument_forms entries), types (the type table and type_keywords),
 * attributes (the roots' attributes, removed_attributes and
 * static_attributes, and the names of the roots' invalid_attribute and
 * removed_attribute diagnostics), type_forms (the type forms), roots (the
 * roots), schemas (the labels of the blocks' label_schemas entries). */
SPEC_ROLE_PART(TYPE, block_types)       /* the block type the rule is about */
SPEC_ROLE_PART(PARENT, block_types)     /* the block type holding it */
SPEC_ROLE_PART(BLOCK, block_types)      /* a nested block type */
SPEC_ROLE_PART(OTHER, block_types)      /* another block type */
SPEC_ROLE_PART(LABEL, labels)           /* a label name */
SPEC_ROLE_PART(ARG, arguments)          /* an argument name */
SPEC_ROLE_PART(REPETITION, repetition)  /* a repetition argument */
SPEC_ROLE_PART(DECLARES, declares)      /* what a block declares */
SPEC_ROLE_PART(WORD, words)             /* a word of an argument form */
SPEC_ROLE_PART(VALUE, types)            /* a quoted type name */
SPEC_ROLE_PART(ATTR, attributes)        /* a root's attribute */
SPEC_ROLE_PART(FORM, type_forms)        /* a type form */
SPEC_ROLE_PART(ROOT, roots)             /* a root */
SPEC_ROLE_PART(SCHEMA, schemas)         /* a label with a built-in schema (label_schemas) */

/* ---- block-level rules (rsv_rules.c) ---- */
SPEC_RULE_ROLE(LABEL_MISSING, "label_missing", "label type count labels")
SPEC_RULE_ROLE(LABEL_EXTRANEOUS, "label_extraneous", "type count labels")
SPEC_RULE_ROLE(LABEL_EXTRANEOUS_NONE, "label_extraneous_none", "type")
SPEC_RULE_ROLE(TYPE_TOP_LEVEL, "TYPE_top_level", "")
SPEC_RULE_ROLE(TYPE_OVERRIDE, "TYPE_override", "")
SPEC_RULE_ROLE(TYPE_REMOVED, "TYPE_removed", "type")
SPEC_RULE_ROLE(INVALID_TYPE_NAME, "invalid_TYPE_name", "")
SPEC_RULE_ROLE(INVALID_TYPE_LABEL_NAME, "invalid_TYPE_LABEL_name", "")
SPEC_RULE_ROLE(RESERVED_TYPE_NAME, "reserved_TYPE_name", "name")
SPEC_RULE_ROLE(RESERVED_TYPE_ARGUMENT, "reserved_TYPE_argument", "name")
SPEC_RULE_ROLE(RESERVED_BLOCK_TYPE, "reserved_block_type", "where type")
SPEC_RULE_ROLE(NESTED_TYPE_META_ARGUMENT, "nested_TYPE_meta_argument", "name")
SPEC_RULE_ROLE(NESTED_TYPE_BLOCK, "nested_TYPE_BLOCK", "")
SPEC_RULE_ROLE(PARENT_TYPE_ARGUMENT, "PARENT_TYPE_argument", "name")
SPEC_RULE_ROLE(TYPE_BLOCK_TYPE, "TYPE_block_type", "type")
SPEC_RULE_ROLE(TYPES_NOT_ALLOWED, "TYPEs_not_allowed", "")
SPEC_RULE_ROLE(UNSUPPORTED_ARGUMENT, "unsupported_argument", "name suggestion")
SPEC_RULE_ROLE(UNSUPPORTED_BLOCK_TYPE, "unsupported_block_type", "type suggestion")
SPEC_RULE_ROLE(MISSING_ARGUMENT, "missing_argument", "name")
SPEC_RULE_ROLE(PARENT_TYPE_ARG_MISSING, "PARENT_TYPE_ARG_missing", "name")
SPEC_RULE_ROLE(META_COMBINATION_TYPE, "meta_combination_TYPE", "names objects")
SPEC_RULE_ROLE(META_COMBINATION, "meta_combination", "names objects")
SPEC_RULE_ROLE(TYPE_ARGUMENT_CONFLICT, "TYPE_argument_conflict", "")
SPEC_RULE_ROLE(TYPE_ONE_OF_MISSING, "TYPE_one_of_missing", "")
SPEC_RULE_ROLE(TYPE_ONE_OF_CONFLICT, "TYPE_one_of_conflict", "")
SPEC_RULE_ROLE(ATTRIBUTES_ONLY_BLOCK, "attributes_only_block", "type")
SPEC_RULE_ROLE(DUPLICATE_ESCAPING_BLOCK_TYPE, "duplicate_escaping_block_TYPE", "range")
SPEC_RULE_ROLE(DUPLICATE_ARGUMENT, "duplicate_argument", "name range")
SPEC_RULE_ROLE(DUPLICATE_TYPE_PARENT, "duplicate_TYPE_PARENT", "range")
SPEC_RULE_ROLE(DUPLICATE_TYPE, "duplicate_TYPE", "range")
SPEC_RULE_ROLE(TYPE_DUPLICATE, "TYPE_duplicate", "range")
SPEC_RULE_ROLE(CONDITION_OVERRIDE, "condition_override", "type")
SPEC_RULE_ROLE(TYPE_ZERO_BLOCK, "TYPE_zero_BLOCK", "")
/* ---- what block decoders decide over a whole block (rsv_decode.c) ---- */
SPEC_RULE_ROLE(TYPE_ARG_ADDRESS, "TYPE_ARG_address", "")
SPEC_RULE_ROLE(PARENT_TYPE_NOT_WORD, "PARENT_TYPE_not_WORD", "")
SPEC_RULE_ROLE(PARENT_TYPE_MODULE, "PARENT_TYPE_module", "")
SPEC_RULE_ROLE(TYPE_BLOCK_ARG_UNSET, "TYPE_BLOCK_ARG_unset", "")
SPEC_RULE_ROLE(TYPE_BLOCK_ARG_FALSE, "TYPE_BLOCK_ARG_false", "")
SPEC_RULE_ROLE(TYPE_ARG_NOT_MOVABLE, "TYPE_ARG_not_movable", "")
SPEC_RULE_ROLE(TYPE_KINDS_DIFFER, "TYPE_kinds_differ", "")

/* ---- the language block (rsv_language.c) ---- */
SPEC_RULE_ROLE(EDITION_INVALID, "edition_invalid", "version edition")
SPEC_RULE_ROLE(EDITION_UNSUPPORTED_TF, "edition_unsupported_tf", "version edition")
SPEC_RULE_ROLE(EDITION_UNSUPPORTED, "edition_unsupported", "version edition relation")
SPEC_RULE_ROLE(EXPERIMENT_INVALID_KEYWORD, "experiment_invalid_keyword", "")
SPEC_RULE_ROLE(EXPERIMENT_ACTIVE, "experiment_active", "name")
SPEC_RULE_ROLE(EXPERIMENT_CONCLUDED, "experiment_concluded", "name message")
SPEC_RULE_ROLE(EXPERIMENT_UNKNOWN, "experiment_unknown", "name")
SPEC_RULE_ROLE(EXPERIMENTS_UNAVAILABLE, "experiments_unavailable", "")

/* ---- the merge of a module's files (rsv_merge.c) ---- */
SPEC_RULE_ROLE(DUPLICATE_DECLARES, "duplicate_DECLARES", "type name alias range")
SPEC_RULE_ROLE(DUPLICATE_DECLARES_ALIAS, "duplicate_DECLARES_alias", "type name alias range")
SPEC_RULE_ROLE(OVERRIDE_MISSING_DECLARES, "override_missing_DECLARES", "type name alias")
SPEC_RULE_ROLE(MODULE_DUPLICATE_TYPE, "module_duplicate_TYPE", "range")
SPEC_RULE_ROLE(OVERRIDE_DUPLICATE_TYPE, "override_duplicate_TYPE", "range")
SPEC_RULE_ROLE(MODULE_EXCLUSIVE_TYPE_OTHER, "module_exclusive_TYPE_OTHER", "range other_range")
SPEC_RULE_ROLE(OVERRIDE_REFUSED_TYPE, "override_refused_TYPE", "")
SPEC_RULE_ROLE(TYPE_DUPLICATE_TARGET, "TYPE_duplicate_target", "address range")
SPEC_RULE_ROLE(PARENT_TYPE_DUPLICATE_TARGET, "PARENT_TYPE_duplicate_target", "address range")
SPEC_RULE_ROLE(TYPE_DUPLICATE_LABEL, "TYPE_duplicate_label", "label range")
SPEC_RULE_ROLE(TYPE_DUPLICATE_ADDRESS, "TYPE_duplicate_address", "address")
SPEC_RULE_ROLE(INCOMPATIBLE_MODULE, "incompatible_module", "version")
/* ---- the merge's rules about nested blocks (rsv_merge_blocks.c) ---- */
SPEC_RULE_ROLE(DUPLICATE_NESTED_DECLARES, "duplicate_nested_DECLARES", "type name range")
SPEC_RULE_ROLE(TYPE_DUPLICATE_PROVIDER, "TYPE_duplicate_provider", "name range")
SPEC_RULE_ROLE(OVERRIDE_ARGUMENT_ARG, "override_argument_ARG", "")

/* ---- what forms read (rsv_read.c) ---- */
SPEC_RULE_ROLE(QUOTED_KEYWORD, "quoted_keyword", "")
SPEC_RULE_ROLE(QUOTED_REFERENCE, "quoted_reference", "")
SPEC_RULE_ROLE(LIST_REQUIRED, "list_required", "")
SPEC_RULE_ROLE(MAP_REQUIRED, "map_required", "")
SPEC_RULE_ROLE(STATIC_REFERENCE_REQUIRED, "static_reference_required", "")

/* ---- argument forms (rsv_forms.c) ---- */
SPEC_RULE_ROLE(TYPE_ARG_INVALID, "TYPE_ARG_invalid", "")
SPEC_RULE_ROLE(TYPE_REPETITION_ALIAS, "TYPE_REPETITION_alias", "")
SPEC_RULE_ROLE(TYPE_QUOTED_VALUE, "type_quoted_VALUE", "")
SPEC_RULE_ROLE(TYPE_QUOTED, "type_quoted", "")
SPEC_RULE_ROLE(DEFAULT_ATTRIBUTE_IGNORED, "default_attribute_ignored", "name suggestion path")
SPEC_RULE_ROLE(DEFAULT_ATTRIBUTE_IGNORED_NESTED, "default_attribute_ignored_nested", "name suggestion path")
SPEC_RULE_ROLE(DEFAULT_NULL_NOT_NULLABLE, "default_null_not_nullable", "")
SPEC_RULE_ROLE(DEFAULT_TYPE_INVALID, "default_type_invalid", "error")
SPEC_RULE_ROLE(TYPE_DEPRECATED_EMPTY, "TYPE_deprecated_empty", "")
SPEC_RULE_ROLE(SENSITIVE_NOT_ALLOWED, "sensitive_not_allowed", "subject")
SPEC_RULE_ROLE(MODULE_SOURCE_REGISTRY_INVALID, "module_source_registry_invalid", "error")
SPEC_RULE_ROLE(MODULE_SOURCE_RELATIVE, "module_source_relative", "source")
SPEC_RULE_ROLE(UNSUITABLE_VALUE, "unsuitable_value", "error")
SPEC_RULE_ROLE(OBJECT_EXPECTED, "object_expected", "name")

/* ---- version constraints (rsv_forms_version.c) ---- */
SPEC_RULE_ROLE(TYPE_ARG_DEPRECATED, "TYPE_ARG_deprecated", "")
SPEC_RULE_ROLE(TYPE_INEFFECTIVE, "TYPE_ineffective", "")
SPEC_RULE_ROLE(VERSION_CONSTRAINT_INVALID, "version_constraint_invalid", "")
SPEC_RULE_ROLE(VERSION_CONSTRAINT_TYPE, "version_constraint_type", "name")
SPEC_RULE_ROLE(VERSION_CONSTRAINT_SENSITIVE, "version_constraint_sensitive", "name")
SPEC_RULE_ROLE(REQUIRED_VERSION_PRERELEASE, "required_version_prerelease", "constraint")

/* ---- references in arguments (rsv_forms_refs.c) ---- */
SPEC_RULE_ROLE(ARG_SHAPE, "ARG_shape", "")
SPEC_RULE_ROLE(ARG_WILDCARD, "ARG_wildcard", "")
SPEC_RULE_ROLE(ARG_RULESET, "ARG_ruleset", "")
SPEC_RULE_ROLE(ARG_ROOT, "ARG_ROOT", "")
SPEC_RULE_ROLE(ARG_REFERENCE, "ARG_reference", "")
SPEC_RULE_ROLE(ARG_MISSING, "ARG_missing", "")
SPEC_RULE_ROLE(ARG_MULTIPLE, "ARG_multiple", "")
SPEC_RULE_ROLE(ARG_SUBJECT, "ARG_subject", "subject")
SPEC_RULE_ROLE(ARG_UNDECLARED, "ARG_undeclared", "address")
SPEC_RULE_ROLE(STATIC_ATTR, "static_ATTR", "name")
SPEC_RULE_ROLE(STATIC_OPT_OUT, "static_opt_out_DECLARES", "name")
SPEC_RULE_ROLE(STATIC_UNDECLARED, "static_undeclared_DECLARES", "name address")
SPEC_RULE_ROLE(FUNCTIONS_NOT_ALLOWED, "functions_not_allowed", "")
SPEC_RULE_ROLE(VARIABLES_NOT_ALLOWED, "variables_not_allowed", "")
SPEC_RULE_ROLE(CONDITION_CONSTANT, "condition_constant", "type")
SPEC_RULE_ROLE(CONDITION_SELF_REFERENCE, "condition_self_reference", "type address")
SPEC_RULE_ROLE(TYPE_ARG_REFERS_TO_SELF, "TYPE_ARG_refers_to_self", "name")
SPEC_RULE_ROLE(TYPE_ARG_ONLY_SELF, "TYPE_ARG_only_self", "name")
SPEC_RULE_ROLE(ARG_EXCLUDES, "ARG_excludes_WORD", "")
SPEC_RULE_ROLE(WORD_TYPE_REF, "WORD_TYPE_ref", "")

/* ---- provider references and requirements (rsv_forms_provider.c) ---- */
SPEC_RULE_ROLE(PROVIDER_LOCAL_NAME_INVALID, "provider_local_name_invalid", "name error")
SPEC_RULE_ROLE(PROVIDER_LOCAL_NAME_NOT_NORMALIZED, "provider_local_name_not_normalized", "name normalized")
SPEC_RULE_ROLE(PROVIDER_REF_QUOTED, "provider_ref_quoted", "")
SPEC_RULE_ROLE(PROVIDER_REF_INVALID, "provider_ref_invalid", "argument")
SPEC_RULE_ROLE(PROVIDER_REF_ALIAS, "provider_ref_alias", "")
SPEC_RULE_ROLE(PROVIDER_REF_KEY, "provider_ref_key", "")
SPEC_RULE_ROLE(PROVIDER_REF_DUPLICATE, "provider_ref_duplicate", "name range")
SPEC_RULE_ROLE(PROVIDER_NAME_INVALID, "provider_name_invalid", "error")
SPEC_RULE_ROLE(PROVIDER_REQUIREMENT_INVALID, "provider_requirement_invalid", "")
SPEC_RULE_ROLE(PROVIDER_REQUIREMENT_KEY, "provider_requirement_key", "")
SPEC_RULE_ROLE(PROVIDER_REQUIREMENT_VERSION_TYPE, "provider_requirement_version_type", "")
SPEC_RULE_ROLE(PROVIDER_REQUIREMENT_SOURCE_TYPE, "provider_requirement_source_type", "")
SPEC_RULE_ROLE(PROVIDER_SOURCE_FORMAT, "provider_source_format", "")
SPEC_RULE_ROLE(PROVIDER_TYPE_INVALID, "provider_type_invalid", "type source error")
SPEC_RULE_ROLE(PROVIDER_NAMESPACE_INVALID, "provider_namespace_invalid", "namespace source error")
SPEC_RULE_ROLE(PROVIDER_TYPE_REPOSITORY_PREFIX, "provider_type_repository_prefix", "source prefix suggestion")
SPEC_RULE_ROLE(PROVIDER_TYPE_REPOSITORY_PREFIX_TOFU, "provider_type_repository_prefix_tofu", "source prefix suggestion")
SPEC_RULE_ROLE(PROVIDER_TYPE_REDUNDANT_PREFIX, "provider_type_redundant_prefix", "source prefix")
SPEC_RULE_ROLE(PROVIDER_TYPE_REDUNDANT_PREFIX_TOFU, "provider_type_redundant_prefix_tofu", "source prefix")
SPEC_RULE_ROLE(CONFIGURATION_ALIASES_INVALID, "configuration_aliases_invalid", "")
SPEC_RULE_ROLE(CONFIGURATION_ALIASES_NAME, "configuration_aliases_name", "expected found")

/* ---- provider references once the module loaded (rsv_providers.c) ---- */
SPEC_RULE_ROLE(PROVIDER_REF_CHILD_KEY, "provider_ref_child_key", "")
SPEC_RULE_ROLE(PROVIDER_INSTANCE_NO_ALIAS, "provider_instance_no_alias", "type")
SPEC_RULE_ROLE(PROVIDER_INSTANCE_UNDECLARED, "provider_instance_undeclared", "type name alias")
SPEC_RULE_ROLE(PROVIDER_INSTANCE_UNUSED, "provider_instance_unused", "type")
SPEC_RULE_ROLE(PROVIDER_INSTANCE_MISSING, "provider_instance_missing", "type")

/* ---- type constraints (rsv_typecheck.c) ---- */
SPEC_RULE_ROLE(TYPE_KEYWORD_INVALID, "type_keyword_invalid", "name")
SPEC_RULE_ROLE(TYPE_FORM_ARGUMENTS, "type_FORM_arguments", "name")
SPEC_RULE_ROLE(TYPE_INVALID, "type_invalid", "")
SPEC_RULE_ROLE(TYPE_CONSTRUCTOR_INVALID, "type_constructor_invalid", "name")
SPEC_RULE_ROLE(TYPE_OBJECT_MAP, "type_object_map", "")
SPEC_RULE_ROLE(TYPE_OBJECT_KEY, "type_object_key", "")
SPEC_RULE_ROLE(TYPE_OBJECT_KEY_UNIQUE, "type_object_key_unique", "")
SPEC_RULE_ROLE(TYPE_TUPLE_LIST, "type_tuple_list", "")
SPEC_RULE_ROLE(TYPE_OPTIONAL_MISSING, "type_optional_missing", "")
SPEC_RULE_ROLE(TYPE_OPTIONAL_ARGUMENTS, "type_optional_arguments", "")
SPEC_RULE_ROLE(TYPE_OPTIONAL_NO_DEFAULT, "type_optional_no_default", "")
SPEC_RULE_ROLE(TYPE_OPTIONAL_OUTSIDE, "type_optional_outside", "name")

/* ---- function calls (rsv_calls.c) ---- */
SPEC_RULE_ROLE(FUNCTION_UNKNOWN, "function_unknown", "name suggestion")
SPEC_RULE_ROLE(FUNCTION_REMOVED, "function_removed", "name message")
SPEC_RULE_ROLE(FUNCTION_EXPERIMENTAL, "function_experimental", "name experiment")
SPEC_RULE_ROLE(FUNCTION_NAMESPACE_UNKNOWN, "function_namespace_unknown", "name namespace namespaces")
/* ---- function arguments against the signature (rsv_signature.c) ---- */
SPEC_RULE_ROLE(FUNCTION_ARGUMENTS_MISSING, "function_arguments_missing", "name count parameter")
SPEC_RULE_ROLE(FUNCTION_ARGUMENTS_MISSING_VARIADIC, "function_arguments_missing_variadic", "name count parameter")
SPEC_RULE_ROLE(FUNCTION_ARGUMENTS_EXTRA, "function_arguments_extra", "name count")
SPEC_RULE_ROLE(FUNCTION_ARGUMENT_INVALID, "function_argument_invalid", "parameter error")
SPEC_RULE_ROLE(FUNCTION_EXPAND_INVALID, "function_expand_invalid", "")
/* ---- what the types of values alone make fail (rsv_exprtypes.c) ---- */
SPEC_RULE_ROLE(CONDITIONAL_TYPES, "conditional_types_inconsistent", "reason")
SPEC_RULE_ROLE(ATTRIBUTE_OBJECT_MISSING, "attribute_object_missing", "name")
SPEC_RULE_ROLE(ATTRIBUTE_LIST_OF_OBJECTS, "attribute_list_of_objects", "name")
SPEC_RULE_ROLE(ATTRIBUTE_LIST_OF_OBJECTS_ANY, "attribute_list_of_objects_other", "")
SPEC_RULE_ROLE(ATTRIBUTE_SET_OF_OBJECTS, "attribute_set_of_objects", "")
SPEC_RULE_ROLE(ATTRIBUTE_PRIMITIVE, "attribute_primitive", "type")
SPEC_RULE_ROLE(ATTRIBUTE_NONE, "attribute_none", "")

/* ---- references out of their context (rsv_check.c) ---- */
SPEC_RULE_ROLE(ROOT_ATTR_UNAVAILABLE, "ROOT_ATTR_unavailable", "")
/* ---- instance keys of declared resources (rsv_check.c, validate level) ---- */
SPEC_RULE_ROLE(INSTANCE_KEY_MISSING_REPETITION, "instance_key_missing_REPETITION", "address")
SPEC_RULE_ROLE(INSTANCE_KEY_UNEXPECTED, "instance_key_unexpected", "address")
/* ---- the marks an argument's value carries (rsv_check.c, validate level) ---- */
SPEC_RULE_ROLE(TYPE_MARK_ROOT, "TYPE_WORD_root", "")
SPEC_RULE_ROLE(TYPE_ARG_MARKED, "TYPE_ARG_marked_WORD", "")
SPEC_RULE_ROLE(TYPE_ARG_KIND, "TYPE_ARG_kind", "type")
/* ---- the value of a repetition count (rsv_count.c, validate level) ---- */
SPEC_RULE_ROLE(ARG_NULL, "ARG_null", "")
SPEC_RULE_ROLE(ARG_NUMBER, "ARG_number", "error")
SPEC_RULE_ROLE(ARG_WHOLE, "ARG_whole", "")
SPEC_RULE_ROLE(ARG_NEGATIVE, "ARG_negative", "")
/* ---- the built-in schemas (rsv_schema.c, validate level) ---- */
SPEC_RULE_ROLE(SCHEMA_ATTRIBUTE_UNSUPPORTED, "schema_attribute_unsupported", "name suggestion")
SPEC_RULE_ROLE(SCHEMA_IGNORE_COMPUTED, "schema_ignore_computed", "name")
SPEC_RULE_ROLE(SCHEMA_ONE_OF_CONFLICT, "SCHEMA_one_of_conflict", "")
SPEC_RULE_ROLE(SCHEMA_ONE_OF_MISSING, "SCHEMA_one_of_missing", "")

/* ---- the graph of a module's references (rsv_graph.c: reserve graph, and check's cycles) ---- */
SPEC_RULE_ROLE(GRAPH_CYCLE, "graph_cycle", "chain")
SPEC_RULE_ROLE(GRAPH_CYCLE_VALIDATE, "graph_cycle_validate", "nodes")

/* ---- local child modules (rsv_children.c, validate level) ---- */
SPEC_RULE_ROLE(MODULE_OUTPUT_UNDECLARED, "module_output_undeclared", "name")
SPEC_RULE_ROLE(MODULE_CALL_RECURSIVE, "module_call_recursive", "source")
SPEC_RULE_ROLE(MODULE_NOT_READ_REMOTE, "module_not_read_remote", "source")
SPEC_RULE_ROLE(MODULE_NOT_READ_MISSING, "module_not_read_missing", "source dir")

#undef SPEC_RULE_ROLE
#undef SPEC_ROLE_PART
