/* rsv_roles.h - every diagnostic role the block rules and argument forms
 * report, written once as an X-list (doc/spec.md, "Block-level rules" and
 * "Argument forms").
 *
 * RSV_ROLE(ID, pattern): each %s of the pattern is filled, in order, with
 * the parts the rule passes to rsv_role (rsv_role.c), and the result is
 * looked up in the spec's catalogue; a spec without that role turns the
 * rule off.  ID spells the pattern as doc/spec.md does (TYPE a block type,
 * PARENT the block holding it, ARG an argument name, DECLARES what a block
 * declares, WORD a form's word), so a role met in a spec, say
 * duplicate_variable, is found here by its pattern ("duplicate_%s") and then
 * at the code that reports it by its ID (RSV_ROLE_DUPLICATE_DECLARES).
 * Roles without %s are resolved once per module.
 *
 * No include guard, like spec_words.h: a consumer defines RSV_ROLE, includes
 * this file, and the file undefines it again.  The reference reader's roles
 * (ref_*) are not here: rsv_ref.c reads them. */
#ifndef RSV_ROLE
#define RSV_ROLE(id, pattern)
#endif

/* ---- block-level rules (rsv_rules.c) ---- */
RSV_ROLE(TYPE_TOP_LEVEL, "%s_top_level")
RSV_ROLE(TYPE_OVERRIDE, "%s_override")
RSV_ROLE(TYPE_REMOVED, "%s_removed")
RSV_ROLE(INVALID_TYPE_NAME, "invalid_%s_name")
RSV_ROLE(INVALID_TYPE_LABEL_NAME, "invalid_%s_%s_name")
RSV_ROLE(RESERVED_TYPE_NAME, "reserved_%s_name")
RSV_ROLE(RESERVED_TYPE_ARGUMENT, "reserved_%s_argument")
RSV_ROLE(RESERVED_BLOCK_TYPE, "reserved_block_type")
RSV_ROLE(NESTED_TYPE_META_ARGUMENT, "nested_%s_meta_argument")
RSV_ROLE(NESTED_TYPE_BLOCK, "nested_%s_%s")
RSV_ROLE(PARENT_TYPE_ARGUMENT, "%s_%s_argument")
RSV_ROLE(TYPE_BLOCK_TYPE, "%s_block_type")
RSV_ROLE(TYPES_NOT_ALLOWED, "%ss_not_allowed")
RSV_ROLE(UNSUPPORTED_ARGUMENT, "unsupported_argument")
RSV_ROLE(UNSUPPORTED_BLOCK_TYPE, "unsupported_block_type")
RSV_ROLE(MISSING_ARGUMENT, "missing_argument")
RSV_ROLE(PARENT_TYPE_ARG_MISSING, "%s_%s_%s_missing")
RSV_ROLE(META_COMBINATION_TYPE, "meta_combination_%s")
RSV_ROLE(META_COMBINATION, "meta_combination")
RSV_ROLE(TYPE_ARGUMENT_CONFLICT, "%s_argument_conflict")
RSV_ROLE(TYPE_ONE_OF_MISSING, "%s_one_of_missing")
RSV_ROLE(TYPE_ONE_OF_CONFLICT, "%s_one_of_conflict")
RSV_ROLE(ATTRIBUTES_ONLY_BLOCK, "attributes_only_block")
RSV_ROLE(ARG_UNDECLARED, "%s_undeclared")
RSV_ROLE(DUPLICATE_ESCAPING_BLOCK_TYPE, "duplicate_escaping_block_%s")
RSV_ROLE(DUPLICATE_ARGUMENT, "duplicate_argument")
RSV_ROLE(DUPLICATE_TYPE_PARENT, "duplicate_%s_%s")
RSV_ROLE(DUPLICATE_TYPE, "duplicate_%s")
RSV_ROLE(TYPE_DUPLICATE, "%s_duplicate")
RSV_ROLE(CONDITION_OVERRIDE, "condition_override")

/* ---- the language block (rsv_language.c) ---- */
RSV_ROLE(EDITION_INVALID, "edition_invalid")
RSV_ROLE(EDITION_UNSUPPORTED_TF, "edition_unsupported_tf")
RSV_ROLE(EDITION_UNSUPPORTED, "edition_unsupported")
RSV_ROLE(EXPERIMENT_INVALID_KEYWORD, "experiment_invalid_keyword")
RSV_ROLE(EXPERIMENT_ACTIVE, "experiment_active")
RSV_ROLE(EXPERIMENT_CONCLUDED, "experiment_concluded")
RSV_ROLE(EXPERIMENT_UNKNOWN, "experiment_unknown")
RSV_ROLE(EXPERIMENTS_UNAVAILABLE, "experiments_unavailable")

/* ---- the merge of a module's files (rsv_merge.c) ---- */
RSV_ROLE(DUPLICATE_DECLARES, "duplicate_%s")
RSV_ROLE(DUPLICATE_DECLARES_ALIAS, "duplicate_%s_alias")
RSV_ROLE(OVERRIDE_MISSING_DECLARES, "override_missing_%s")
RSV_ROLE(MODULE_DUPLICATE_TYPE, "module_duplicate_%s")
RSV_ROLE(OVERRIDE_DUPLICATE_TYPE, "override_duplicate_%s")
RSV_ROLE(MODULE_EXCLUSIVE_TYPE_OTHER, "module_exclusive_%s_%s")
RSV_ROLE(OVERRIDE_REFUSED_TYPE, "override_refused_%s")
RSV_ROLE(TYPE_DUPLICATE_TARGET, "%s_duplicate_target")
RSV_ROLE(PARENT_TYPE_DUPLICATE_TARGET, "%s_%s_duplicate_target")
RSV_ROLE(TYPE_DUPLICATE_LABEL, "%s_duplicate_label")
RSV_ROLE(TYPE_DUPLICATE_ADDRESS, "%s_duplicate_address")
RSV_ROLE(INCOMPATIBLE_MODULE, "incompatible_module")

/* ---- what forms read (rsv_read.c) ---- */
RSV_ROLE(QUOTED_KEYWORD, "quoted_keyword")
RSV_ROLE(QUOTED_REFERENCE, "quoted_reference")
RSV_ROLE(LIST_REQUIRED, "list_required")
RSV_ROLE(MAP_REQUIRED, "map_required")
RSV_ROLE(STATIC_REFERENCE_REQUIRED, "static_reference_required")

/* ---- argument forms (rsv_forms.c) ---- */
RSV_ROLE(TYPE_ARG_INVALID, "%s_%s_invalid")
RSV_ROLE(TYPE_REPETITION_ALIAS, "%s_%s_alias")
RSV_ROLE(TYPE_QUOTED_VALUE, "type_quoted_%s")
RSV_ROLE(TYPE_QUOTED, "type_quoted")
RSV_ROLE(DEFAULT_ATTRIBUTE_IGNORED, "default_attribute_ignored")
RSV_ROLE(DEFAULT_ATTRIBUTE_IGNORED_NESTED, "default_attribute_ignored_nested")
RSV_ROLE(DEFAULT_NULL_NOT_NULLABLE, "default_null_not_nullable")
RSV_ROLE(DEFAULT_TYPE_INVALID, "default_type_invalid")
RSV_ROLE(TYPE_DEPRECATED_EMPTY, "%s_deprecated_empty")
RSV_ROLE(SENSITIVE_NOT_ALLOWED, "sensitive_not_allowed")
RSV_ROLE(MODULE_SOURCE_REGISTRY_INVALID, "module_source_registry_invalid")
RSV_ROLE(MODULE_SOURCE_RELATIVE, "module_source_relative")
RSV_ROLE(UNSUITABLE_VALUE, "unsuitable_value")
RSV_ROLE(OBJECT_EXPECTED, "object_expected")

/* ---- version constraints (rsv_forms_version.c) ---- */
RSV_ROLE(TYPE_ARG_DEPRECATED, "%s_%s_deprecated")
RSV_ROLE(TYPE_INEFFECTIVE, "%s_ineffective")
RSV_ROLE(VERSION_CONSTRAINT_INVALID, "version_constraint_invalid")
RSV_ROLE(VERSION_CONSTRAINT_TYPE, "version_constraint_type")
RSV_ROLE(VERSION_CONSTRAINT_SENSITIVE, "version_constraint_sensitive")
RSV_ROLE(REQUIRED_VERSION_PRERELEASE, "required_version_prerelease")

/* ---- references in arguments (rsv_forms_refs.c) ---- */
RSV_ROLE(ARG_SHAPE, "%s_shape")
RSV_ROLE(ARG_WILDCARD, "%s_wildcard")
RSV_ROLE(ARG_RULESET, "%s_ruleset")
RSV_ROLE(ARG_ROOT, "%s_%s")
RSV_ROLE(ARG_REFERENCE, "%s_reference")
RSV_ROLE(ARG_MISSING, "%s_missing")
RSV_ROLE(ARG_MULTIPLE, "%s_multiple")
RSV_ROLE(STATIC_ATTR, "static_%s")
RSV_ROLE(STATIC_UNDECLARED, "static_undeclared_%s")
RSV_ROLE(STATIC_OPT_OUT, "static_opt_out_%s")
RSV_ROLE(FUNCTIONS_NOT_ALLOWED, "functions_not_allowed")
RSV_ROLE(VARIABLES_NOT_ALLOWED, "variables_not_allowed")
RSV_ROLE(CONDITION_CONSTANT, "condition_constant")
RSV_ROLE(CONDITION_SELF_REFERENCE, "condition_self_reference")
RSV_ROLE(TYPE_ARG_REFERS_TO_SELF, "%s_%s_refers_to_self")
RSV_ROLE(TYPE_ARG_ONLY_SELF, "%s_%s_only_self")
RSV_ROLE(ARG_EXCLUDES, "%s_excludes_%s")
RSV_ROLE(ARG_SUBJECT, "%s_subject")
RSV_ROLE(WORD_TYPE_REF, "%s_%s_ref")

/* ---- provider references and requirements (rsv_forms_provider.c) ---- */
RSV_ROLE(PROVIDER_LOCAL_NAME_INVALID, "provider_local_name_invalid")
RSV_ROLE(PROVIDER_LOCAL_NAME_NOT_NORMALIZED, "provider_local_name_not_normalized")
RSV_ROLE(PROVIDER_REF_QUOTED, "provider_ref_quoted")
RSV_ROLE(PROVIDER_REF_INVALID, "provider_ref_invalid")
RSV_ROLE(PROVIDER_REF_ALIAS, "provider_ref_alias")
RSV_ROLE(PROVIDER_REF_KEY, "provider_ref_key")
RSV_ROLE(PROVIDER_NAME_INVALID, "provider_name_invalid")
RSV_ROLE(PROVIDER_REQUIREMENT_INVALID, "provider_requirement_invalid")
RSV_ROLE(PROVIDER_REQUIREMENT_KEY, "provider_requirement_key")
RSV_ROLE(PROVIDER_REQUIREMENT_VERSION_TYPE, "provider_requirement_version_type")
RSV_ROLE(PROVIDER_REQUIREMENT_SOURCE_TYPE, "provider_requirement_source_type")
RSV_ROLE(PROVIDER_SOURCE_FORMAT, "provider_source_format")
RSV_ROLE(PROVIDER_TYPE_INVALID, "provider_type_invalid")
RSV_ROLE(PROVIDER_NAMESPACE_INVALID, "provider_namespace_invalid")
RSV_ROLE(PROVIDER_TYPE_REPOSITORY_PREFIX, "provider_type_repository_prefix")
RSV_ROLE(PROVIDER_TYPE_REPOSITORY_PREFIX_TOFU, "provider_type_repository_prefix_tofu")
RSV_ROLE(PROVIDER_TYPE_REDUNDANT_PREFIX, "provider_type_redundant_prefix")
RSV_ROLE(PROVIDER_TYPE_REDUNDANT_PREFIX_TOFU, "provider_type_redundant_prefix_tofu")
RSV_ROLE(CONFIGURATION_ALIASES_INVALID, "configuration_aliases_invalid")
RSV_ROLE(CONFIGURATION_ALIASES_NAME, "configuration_aliases_name")

/* ---- type constraints (rsv_typecheck.c) ---- */
RSV_ROLE(TYPE_KEYWORD_INVALID, "type_keyword_invalid")
RSV_ROLE(TYPE_FORM_ARGUMENTS, "type_%s_arguments")
RSV_ROLE(TYPE_INVALID, "type_invalid")
RSV_ROLE(TYPE_CONSTRUCTOR_INVALID, "type_constructor_invalid")
RSV_ROLE(TYPE_OBJECT_MAP, "type_object_map")
RSV_ROLE(TYPE_OBJECT_KEY, "type_object_key")
RSV_ROLE(TYPE_OBJECT_KEY_UNIQUE, "type_object_key_unique")
RSV_ROLE(TYPE_TUPLE_LIST, "type_tuple_list")
RSV_ROLE(TYPE_OPTIONAL_MISSING, "type_optional_missing")
RSV_ROLE(TYPE_OPTIONAL_ARGUMENTS, "type_optional_arguments")
RSV_ROLE(TYPE_OPTIONAL_NO_DEFAULT, "type_optional_no_default")
RSV_ROLE(TYPE_OPTIONAL_OUTSIDE, "type_optional_outside")

/* ---- function calls (rsv_calls.c) ---- */
RSV_ROLE(FUNCTION_UNKNOWN, "function_unknown")
RSV_ROLE(FUNCTION_REMOVED, "function_removed")
RSV_ROLE(FUNCTION_EXPERIMENTAL, "function_experimental")
RSV_ROLE(FUNCTION_NAMESPACE_UNKNOWN, "function_namespace_unknown")

#undef RSV_ROLE
